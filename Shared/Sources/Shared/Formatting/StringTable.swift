/// User-facing strings of one module, by key: localization lives in the view layer.
///
/// Each module ships an English table; another language is another table with the same keys.
/// A missing key shows as `⟨key⟩`, so a gap is visible on screen rather than silent.
public struct StringTable: Sendable {
    private let values: [String: String]

    /// A table of `key → text`; texts may hold `{name}` placeholders.
    public init(_ values: [String: String]) {
        self.values = values
    }

    /// The text for `key`, with `{name}` placeholders filled from `arguments`.
    public func text(_ key: String, _ arguments: [String: String] = [:]) -> String {
        guard var text = values[key] else { return "⟨\(key)⟩" }
        for (name, value) in arguments {
            text = text.replacingOccurrences(of: "{\(name)}", with: value)
        }
        return text
    }

    /// This table with `other`'s entries on top, for a module overriding shared strings.
    public func merging(_ other: StringTable) -> StringTable {
        StringTable(values.merging(other.values) { _, new in new })
    }

    /// Every key, for tests that check two languages cover the same keys.
    public var keys: Set<String> { Set(values.keys) }
}
