/// A line typed in line mode: its first word, lower-cased, and the rest. Which screen or
/// feature takes it, and whether its argument fits, is decided by the `CommandSpec`s they
/// declare, so this type knows no command by name.
public struct Command: Equatable, Sendable {
    /// The first word, lower-cased.
    public let name: String
    /// The rest of the line, trimmed; empty when there is none.
    public let argument: String

    /// The command `name` with `argument`.
    public init(name: String, argument: String = "") {
        self.name = name.lowercased()
        self.argument = argument
    }

    /// The command a line spells; nil for a line with nothing on it.
    public init?(line: String) {
        let parts = line.trimmingCharacters(in: .whitespaces).split(separator: " ", maxSplits: 1).map(String.init)
        guard let name = parts.first else { return nil }
        self.init(name: name, argument: parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : "")
    }

    /// The argument as a row number on screen (1 or more); nil when it is not one.
    public var number: Int? {
        Int(argument).flatMap { $0 > 0 ? $0 : nil }
    }
}

/// Why a line is not a command here; the message says what to type instead.
public struct CommandError: Error, Equatable, CustomStringConvertible {
    /// One line: what was wrong and a hint.
    public let description: String

    /// An error saying `description`.
    public init(description: String) {
        self.description = description
    }
}
