/// A line-mode command: what a user or script types, one per line.
public enum Command: Equatable, Sendable {
    case list
    /// Open the venue numbered N on screen.
    case open(Int)
    case tips
    case back
    case search(String)
    /// Keep one category; `all` (or nothing) clears the filter.
    case filter(String?)
    case near(String)
    case save
    /// Unsave the saved venue numbered N (in the Saved list).
    case unsave(Int)
    /// Show the saved venues.
    case saved
    case maps
    /// Show or hide the running tree below the screen.
    case debug
    /// Open a feature added with `scaffold`, by name.
    case go(String)
    case help
    case quit

    /// Every command with its usage, for `help` and error hints.
    public static let usage: [(String, String)] = [
        ("list", "show the venues again"),
        ("open N", "open the venue numbered N"),
        ("tips", "show every tip of the open venue"),
        ("back", "go back one screen"),
        ("search TEXT", "search by name or category"),
        ("filter CATEGORY", "keep one category (filter all: every category)"),
        ("near CITY", "switch to another city"),
        ("save", "save or unsave the open venue"),
        ("saved", "show the saved venues"),
        ("unsave N", "in the saved list: unsave the venue numbered N"),
        ("maps", "show Apple Maps and Google Maps links"),
        ("go FEATURE", "open a feature added with scaffold"),
        ("debug", "show or hide the running tree, live resources and registrations"),
        ("help", "show this help"),
        ("quit", "leave"),
    ]
}

/// Why a line is not a command; the message says what to type instead.
public struct CommandError: Error, Equatable, CustomStringConvertible {
    /// One line: what was wrong and a hint.
    public let description: String

    /// An error saying `description`.
    public init(description: String) {
        self.description = description
    }
}

/// Reads commands from lines of text.
public enum CommandParser {
    /// The command `line` spells, or an error with a hint.
    public static func parse(_ line: String) -> Result<Command, CommandError> {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        let parts = trimmed.split(separator: " ", maxSplits: 1).map(String.init)
        guard let name = parts.first?.lowercased() else {
            return .failure(CommandError(description: "empty command; type help for the list"))
        }
        let argument = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : ""
        func bare(_ command: Command) -> Result<Command, CommandError> {
            argument.isEmpty
                ? .success(command) : .failure(CommandError(description: "\(name) takes no argument; try: \(name)"))
        }
        func needs(_ usage: String, _ make: (String) -> Command) -> Result<Command, CommandError> {
            argument.isEmpty
                ? .failure(CommandError(description: "\(name) needs an argument; try: \(usage)"))
                : .success(make(argument))
        }
        switch name {
        case "list": return bare(.list)
        case "tips": return bare(.tips)
        case "back": return bare(.back)
        case "save": return bare(.save)
        case "saved": return bare(.saved)
        case "debug": return bare(.debug)
        case "maps": return bare(.maps)
        case "help", "?": return bare(.help)
        case "quit", "exit", "q": return bare(.quit)
        case "search": return needs("search coffee", Command.search)
        case "near": return needs("near Lisbon", Command.near)
        case "go": return needs("go Favorites", Command.go)
        case "filter":
            return .success(.filter(argument.isEmpty || argument.lowercased() == "all" ? nil : argument))
        case "open", "unsave":
            guard let number = Int(argument), number > 0 else {
                return .failure(CommandError(description: "\(name) needs a venue number from the list; try: \(name) 1"))
            }
            return .success(name == "open" ? .open(number) : .unsave(number))
        default:
            return .failure(CommandError(description: "unknown command \"\(name)\"; type help for the list"))
        }
    }
}
