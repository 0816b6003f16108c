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
        for path in SourceFiles.paths(under: ["Modules", "Shared/Sources", "App/Sources"], root: root)
        where path.contains("/Sources/") {
            // A file that cannot be read declares nothing the build would see either.
            if let bytes = try? Data(contentsOf: root.appendingPathComponent(path)) { words.read(bytes) }
        }
        return words
    }

    /// Adds what `source` declares: `CommandSpec("word"`, `aliases: [...]`, `key: "k"`,
    /// `KeyBinding("k"` and keys a screen matches by hand, `.character("k")`. Read as bytes,
    /// each opening found by Foundation's search, at any number of features: every opening
    /// and quote is ASCII, so a byte that matches one is that character, and the words
    /// between quotes are whole UTF-8 sequences.
    mutating func read(_ source: Data) {
        for end in Self.ends(of: "CommandSpec(", in: source) {
            let start = source[end...].firstIndex { !Self.isWhitespace($0) } ?? source.endIndex
            if let (word, _) = Self.quoted(in: source, at: start) { commands.insert(word) }
        }
        for end in Self.ends(of: "aliases: [", in: source) {
            guard let close = source[end...].firstIndex(of: UInt8(ascii: "]")) else { continue }
            var index = end
            while let open = source[index..<close].firstIndex(of: Self.quote),
                let (word, after) = Self.quoted(in: source, at: open)
            {
                commands.insert(word)
                index = min(after, close)
            }
        }
        for opening in ["key: ", "KeyBinding(", ".character("] {
            for end in Self.ends(of: opening, in: source) {
                if let (word, _) = Self.quoted(in: source, at: end), word.count == 1, let key = word.first {
                    keys.insert(key)
                }
            }
        }
    }

    private static let quote = UInt8(ascii: "\"")

    /// Where each occurrence of `opening` in `source` ends.
    private static func ends(of opening: String, in source: Data) -> [Int] {
        let pattern = Data(opening.utf8)
        var ends: [Int] = []
        var from = source.startIndex
        while let found = source.range(of: pattern, in: from..<source.endIndex) {
            ends.append(found.upperBound)
            from = found.upperBound
        }
        return ends
    }

    /// The text of the string literal that opens at `index` (a quote, then at least one byte
    /// up to the next quote on the same line) and where it ends; nil when none opens there.
    private static func quoted(in source: Data, at index: Int) -> (String, after: Int)? {
        guard index < source.endIndex, source[index] == quote,
            let close = source[(index + 1)...].firstIndex(where: { $0 == quote || $0 == UInt8(ascii: "\n") }),
            source[close] == quote, close > index + 1
        else { return nil }
        return (String(decoding: source[(index + 1)..<close], as: UTF8.self), close + 1)
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t")
            || byte == UInt8(ascii: "\r")
    }

    /// The first letter of `name`, then of the alphabet, that no screen or shell takes.
    func freeKey(for name: String) -> Character? {
        (name.lowercased() + "abcdefghijklmnopqrstuvwxyz").first { $0.isLetter && $0.isASCII && !keys.contains($0) }
    }
}
