import Foundation

/// The command words and keys the repository's features, Shared and the shells already
/// declare, read from their sources, so a generated feature gets a command and a key of its
/// own that no screen takes already.
struct FeatureWords {
    /// Command words and aliases in use.
    var commands: Set<String> = []
    /// Full-screen keys in use.
    var keys: Set<Character> = []

    /// The words and keys declared under `Modules/*/Sources`, `Shared/Sources` and `App/Sources`.
    static func scan(root: URL) -> FeatureWords {
        var words = FeatureWords()
        let openings = Self.openings
        let folders = ["Modules", "Shared/Sources", "App/Sources"].map(root.appendingPathComponent)
        for folder in folders {
            for url in SwiftSources.under(folder) where url.path.contains("/Sources/") {
                // Most files declare neither: their bytes are searched for the declarations'
                // openings before the patterns below read their text, at any number of features.
                guard let bytes = try? Data(contentsOf: url),
                    openings.contains(where: { bytes.range(of: $0) != nil }),
                    let text = String(data: bytes, encoding: .utf8)
                else { continue }
                words.read(text)
            }
        }
        return words
    }

    /// How each declaration `read` looks for begins.
    static let openings = ["CommandSpec(", "aliases: [", "key: \"", "KeyBinding(\"", ".character(\""].map {
        Data($0.utf8)
    }

    /// Adds what `text` declares: `CommandSpec("word"`, `aliases: [...]`, `key: "k"`,
    /// `KeyBinding("k"` and keys a screen matches by hand, `.character("k")`.
    mutating func read(_ text: String) {
        for match in text.matches(of: /CommandSpec\(\s*"([^"]+)"/) { commands.insert(String(match.1)) }
        for match in text.matches(of: /aliases: \[([^\]]*)\]/) {
            for alias in match.1.matches(of: /"([^"]+)"/) { commands.insert(String(alias.1)) }
        }
        for match in text.matches(of: /(?:key: |KeyBinding\(|\.character\()"(.)"/) {
            if let key = match.1.first { keys.insert(key) }
        }
    }

    /// The first letter of `name`, then of the alphabet, that no screen or shell takes.
    func freeKey(for name: String) -> Character? {
        (name.lowercased() + "abcdefghijklmnopqrstuvwxyz").first { $0.isLetter && $0.isASCII && !keys.contains($0) }
    }
}
