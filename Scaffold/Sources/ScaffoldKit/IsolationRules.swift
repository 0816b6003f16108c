import Foundation

/// The UI layer's isolation rule: the features' sources, the templates the generator copies and
/// the app's own code leave their isolation, and their memory safety, to the compiler. None of
/// them declares `@unchecked Sendable`, uses `nonisolated(unsafe)` or calls `assumeIsolated`;
/// main-actor code reaches streams through the main-actor APIs Core offers instead. Nor do they
/// touch memory through unsafe pointers, buffers or casts: that code lives in Core and Shared,
/// whose tests CI runs under the address sanitizer, so a memory error has nowhere else to hide.
public enum IsolationRules {
    /// The constructs that switch off a check of the compiler's. `Unsafe` is every unsafe
    /// pointer and buffer type and every `withUnsafe…` call.
    static let escapes = [
        "@unchecked Sendable", "nonisolated(unsafe)", "assumeIsolated", "Unsafe", "unsafeBitCast", "unsafeDowncast",
        "unowned(unsafe)",
    ]

    /// Pieces of which every escape holds one, so a file that holds none is passed after three
    /// searches of its bytes instead of one for each escape.
    static let clues = ["unchecked", "nsafe", "assumeIsolated"].map { Data($0.utf8) }

    /// The folders the rule covers, from the repository root.
    static let folders = ["Modules", "Templates", "App"]

    /// Each use of an escape in the covered folders, as `path:line: construct`.
    public static func check(root: URL) -> [String] {
        SourceFiles.paths(under: folders, root: root).flatMap { violations(at: $0, root: root) }
    }

    /// The escapes in the file at `path` from `root`, as `path:line: construct`.
    private static func violations(at path: String, root: URL) -> [String] {
        let bytes: Data
        do { bytes = try Data(contentsOf: root.appendingPathComponent(path)) } catch {
            return ["\(path): cannot be read, so cannot be checked: \(error)"]
        }
        // Most files name no escape: a few searches of the file's bytes tell (a string search
        // compares by locale, far slower at a hundred features), before the text is split.
        guard clues.contains(where: { bytes.range(of: $0) != nil }) else { return [] }
        return String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            .enumerated().flatMap { index, line in
                escapes.filter { line.contains($0) }.map { "\(path):\(index + 1): \($0)" }
            }
    }
}
