/// What a feature tells the app about itself, declared in its Interface: the commands its
/// screens take. The app gathers every feature's manifest so that a command typed on the
/// wrong screen is told apart from one that exists nowhere.
public struct FeatureManifest: Sendable {
    /// The feature's name.
    public let name: String
    /// The commands its screens take.
    public let commands: [CommandSpec]

    /// The manifest of feature `name`, whose screens take `commands`.
    public init(name: String, commands: [CommandSpec]) {
        self.name = name
        self.commands = commands
    }
}

/// How the app's root offers a feature: its title and the command (with its key) that opens
/// it from any screen. A feature reachable from the root declares it in its Interface.
public struct FeatureEntry: Equatable, Sendable {
    /// What the feature shows, for help.
    public let title: String
    /// The command, and key, that opens it.
    public let command: CommandSpec

    /// An entry titled `title`, opened by `command`.
    public init(title: String, command: CommandSpec) {
        self.title = title
        self.command = command
    }
}
