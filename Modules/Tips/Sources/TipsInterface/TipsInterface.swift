import Core
import Shared

/// What the Tips screen needs to be shown: the venue whose tips to list; what a route to it
/// carries.
public struct TipsInput: Destination, Equatable {
    /// The venue's id.
    public let venueID: String
    /// The venue's name, for the header.
    public let venueName: String

    /// The input for one venue.
    public init(venueID: String, venueName: String) {
        self.venueID = venueID
        self.venueName = venueName
    }

    /// `tips`, after the screen of the venue whose tips they are.
    public static let edge = RouteEdge(TipsLinks.tips, opens: TipsLinks.name)
}

/// Builds the Tips module: every tip of a venue, presented modally; it ends when dismissed.
public protocol TipsBuildable: ModuleBuildable {
    /// A Tips module that presents itself over `navigation`.
    func buildModule(with navigation: NavigationControllable, input: TipsInput) -> Module<Void>
}

/// What a feature whose route opens Tips asks its parent for (its route's `Builders` name it):
/// the app passes the implementation; TipsTesting stands in for it in other features'
/// examples and tests unless they pass a fake.
@MainActor
public protocol TipsOpening {
    /// Builds Tips when a venue's tips are opened.
    var tipsBuilder: TipsBuildable { get }
}

/// The orders the Tips screen lists tips in: the words of its commands and the values of its
/// `sort=` query item.
public enum TipsOrder: String, CaseIterable, Sendable {
    /// Newest first, the default.
    case newest
    /// Most liked first.
    case liked
}

/// The Tips screen's commands.
public enum TipsCommand: CommandSet {
    /// Lists the tips in an order.
    case order(TipsOrder)
    /// Closes Tips.
    case back

    /// Every command: one per order, then back.
    public static let allCases: [TipsCommand] = TipsOrder.allCases.map(TipsCommand.order) + [.back]

    /// The command's word (an order's is its `sort=` value, which a test checks), key and
    /// help line.
    public var spec: CommandSpec {
        switch self {
        case .order(.newest): CommandSpec("newest", key: "r", help: "newest tips first")
        case .order(.liked): CommandSpec("liked", key: "p", help: "most liked tips first")
        case .back: .back
        }
    }
}

/// Where the Tips screen goes: nowhere yet, as it opens no screen; an edge from Tips is a
/// case here.
public enum TipsRoute: FeatureRoute, Equatable {
    /// Each case's edge, in case order.
    public static let edges: [RouteEdge] = []

    /// What the cases need from Tips' parent.
    public typealias Builders = NothingToBuild
}

extension FeatureManifest {
    /// What the Tips screen takes.
    public static let tips = FeatureManifest(
        name: TipsLinks.name, commands: TipsCommand.specs, queries: [TipsLinks.sort])
}

/// The link piece that opens Tips and the query item its screen takes.
public enum TipsLinks {
    /// The feature's name in manifests and links' messages.
    public static let name = "Tips"
    /// `tips`: every tip of the venue whose screen it follows.
    public static let tips = LinkRoute("tips")
    /// `sort=liked` or `sort=newest`: the order of the tips.
    public static let sort = LinkQuery("sort", of: TipsOrder.self)
}

extension TipsInput {
    /// The Tips screen's piece of the address: `tips`, with `sort=liked` when the most liked
    /// tips come first (newest first is the default, so it is left out).
    public static func address(order: TipsOrder) -> ScreenAddress {
        var address = TipsLinks.tips.address()
        if order != .newest { address.query = [TipsLinks.sort.item(order.rawValue)] }
        return address
    }
}
