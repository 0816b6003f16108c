/// A command a screen or a feature takes: its word, its argument, the key that stands for it
/// on the full screen, and its help line. Features declare their own next to their screens;
/// the shells build help and check arguments from these declarations.
public struct CommandSpec: Equatable, Sendable {
    /// What follows the command's word.
    public enum Argument: Equatable, Sendable {
        /// Nothing.
        case none
        /// Text, required; the name is shown in usage (`search TEXT`).
        case text(String)
        /// Text that may be left out (`filter [CATEGORY]`).
        case optionalText(String)
        /// A row number on screen, 1 or more (`open N`).
        case number
    }

    /// The word that runs it.
    public let name: String
    /// Other words that run it.
    public let aliases: [String]
    /// What it takes after the word.
    public let argument: Argument
    /// The key that runs it, without argument, on the full screen; nil when none does.
    public let key: Character?
    /// What it does, for help.
    public let help: String

    /// A command `name`, taking `argument`, run by `key` on the full screen.
    public init(
        _ name: String, aliases: [String] = [], argument: Argument = .none, key: Character? = nil, help: String
    ) {
        self.name = name
        self.aliases = aliases
        self.argument = argument
        self.key = key
        self.help = help
    }

    /// Whether `command` is this one, by name or alias.
    public func matches(_ command: Command) -> Bool {
        command.name == name || aliases.contains(command.name)
    }

    /// How to type it: `open N`, `search TEXT`, `filter [CATEGORY]`.
    public var usage: String {
        switch argument {
        case .none: return name
        case .text(let placeholder): return "\(name) \(placeholder)"
        case .optionalText(let placeholder): return "\(name) [\(placeholder)]"
        case .number: return "\(name) N"
        }
    }

    /// Why `command`'s argument does not fit, with a hint; nil when it fits.
    public func problem(with command: Command) -> CommandError? {
        switch argument {
        case .none where !command.argument.isEmpty:
            return CommandError(description: "\(command.name) takes no argument; try: \(name)")
        case .text where command.argument.isEmpty:
            return CommandError(description: "\(command.name) needs an argument; try: \(usage)")
        case .number where command.number == nil:
            return CommandError(description: "\(command.name) needs a number from the list; try: \(name) 1")
        default:
            return nil
        }
    }
}

/// A key a screen takes that no command stands for (arrows, typing), described for help.
public struct KeyBinding: Equatable, Sendable {
    /// The key or keys, as the user sees them: `↑↓`, `/`.
    public let keys: String
    /// What they do.
    public let help: String

    /// `keys` doing `help`.
    public init(_ keys: String, help: String) {
        self.keys = keys
        self.help = help
    }
}

extension CommandSpec {
    /// Back one screen; Esc and Backspace stand for it on the full screen.
    public static let back = CommandSpec("back", help: "go back one screen (Esc)")
    /// Show the list again, after a search or a screen that covered it.
    public static let list = CommandSpec("list", help: "show the list again")
    /// Open a row of the list by its number.
    public static let open = CommandSpec("open", argument: .number, help: "open the row numbered N")
    /// Help for the screen on top and the app.
    public static let help = CommandSpec("help", aliases: ["?"], key: "?", help: "show what you can do here")
    /// Show or hide the debug view.
    public static let debug = CommandSpec(
        "debug", key: "d", help: "show or hide the running tree, live resources and registrations")
    /// Leave the app (also `exit`, `q`, or the q key), restoring the terminal.
    public static let quit = CommandSpec("quit", aliases: ["exit", "q"], key: "q", help: "leave")
    /// Print the address of the screen on top.
    public static let `where` = CommandSpec("where", key: "w", help: "show this screen's link (venues://...)")
    /// Go to the screen a link names, with the screens behind it.
    public static let link = CommandSpec(
        "link", argument: .text("URL"), help: "go to the screen a venues:// link names")
    /// What the shells themselves take, on every screen.
    public static let shell: [CommandSpec] = [.help, .where, .link, .debug, .quit]
}
