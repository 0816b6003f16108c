import Core

/// An edge of the feature graph: the link piece that takes it, and the feature whose screen it
/// opens. Declared once, by the feature that is opened (`VenueDetailsInput.edge`), and listed
/// by every feature that opens it (`MapRoute.edges`).
public struct RouteEdge: Sendable {
    /// The piece a link takes this edge by (`venue/ID`), with its check.
    public let link: LinkRoute
    /// The feature it opens, whose manifest a link goes on with; nil for a screen of the
    /// feature's own (one `scaffold screen` added), after which the link stays with the feature.
    public let feature: String?

    /// The edge `link` takes to feature `feature` (nil: a screen of the feature's own).
    public init(_ link: LinkRoute, opens feature: String?) {
        self.link = link
        self.feature = feature
    }
}

/// What a route's case carries: the input of the screen it opens, which knows the edge it is
/// reached by.
public protocol Destination: Sendable {
    /// The link piece that opens this screen and the feature that owns it.
    static var edge: RouteEdge { get }
}

/// A feature's edges, declared once in its Interface as an enum with one case per screen it
/// opens, each case carrying a `Destination` (XCoordinator's route, RxFlow's step), beside
/// `edges` and `Builders`, the builders the cases need from the feature's parent (its
/// `Dependency` refines `Builders`, so the compiler asks the app for each). The view model
/// turns taps and commands into routes, the coordinator's `navigate(to:)` opens them, a link's
/// pieces become them (`LinkWalk.follow(_:as:)`), and the manifest, the link check, the help
/// and `scaffold check` all read `edges`.
public protocol FeatureRoute: Sendable {
    /// The edge of each case, in the order the cases are declared: `scaffold check` fails when
    /// they disagree with the cases or with the features the root manifest lets it open.
    static var edges: [RouteEdge] { get }
}

/// The `Builders` of a route whose cases need no builder from the parent: none, or only
/// screens of the feature's own.
@MainActor
public protocol NothingToBuild {}
