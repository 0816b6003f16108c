/// What a feature tells the app about itself, declared in its Interface: the commands its
/// screens take, the link piece that opens its screen, the features it opens, and the link
/// pieces and query items its screen takes itself.
/// The app gathers every feature's manifest so that a command typed on the wrong screen is
/// told apart from one that exists nowhere, and so that a link is checked before it is followed.
public struct FeatureManifest: Sendable {
    /// The feature's name.
    public let name: String
    /// The commands its screens take.
    public let commands: [CommandSpec]
    /// The piece that opens this feature's screen from a screen that opens it (`venue/ID`,
    /// `tips`), declared once, here; nil for a feature the root opens by its entry.
    public let route: LinkRoute?
    /// The features whose screens this one opens, by name: a link may continue with their
    /// `route`s after this screen.
    public let opens: [String]
    /// The pieces of this screen's own that a link may continue with (`near/CITY`).
    public let routes: [LinkRoute]
    /// The query items this feature's screen applies to itself.
    public let queries: [LinkQuery]

    /// The manifest of feature `name`, whose screens take `commands`, opened by `route`,
    /// opening the features named in `opens`, and taking its own `routes` and `queries`.
    public init(
        name: String, commands: [CommandSpec], route: LinkRoute? = nil, opens: [String] = [],
        routes: [LinkRoute] = [], queries: [LinkQuery] = []
    ) {
        self.name = name
        self.commands = commands
        self.route = route
        self.opens = opens
        self.routes = routes
        self.queries = queries
    }

    /// This manifest with `routes` instead of its own, such as routes whose checks need the
    /// feature's implementation, which its Interface cannot name.
    public func replacingRoutes(_ routes: [LinkRoute]) -> FeatureManifest {
        FeatureManifest(name: name, commands: commands, route: route, opens: opens, routes: routes, queries: queries)
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
