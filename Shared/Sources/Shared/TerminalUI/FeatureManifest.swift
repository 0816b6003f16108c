/// What a feature tells the app about itself, declared in its Interface: the commands its
/// screens take, and the link pieces and query items that may follow its screen's address.
/// The app gathers every feature's manifest so that a command typed on the wrong screen is
/// told apart from one that exists nowhere, and so that a link is checked before it is followed.
public struct FeatureManifest: Sendable {
    /// The feature's name.
    public let name: String
    /// The commands its screens take.
    public let commands: [CommandSpec]
    /// The pieces a link may continue with after this feature's screen.
    public let routes: [LinkRoute]
    /// The query items this feature's screen applies to itself.
    public let queries: [LinkQuery]

    /// The manifest of feature `name`, whose screens take `commands` and may be followed in a
    /// link by `routes` and `queries`.
    public init(name: String, commands: [CommandSpec], routes: [LinkRoute] = [], queries: [LinkQuery] = []) {
        self.name = name
        self.commands = commands
        self.routes = routes
        self.queries = queries
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
