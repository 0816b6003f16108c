import Core
import Shared
import TipsInterface

/// What VenueDetails needs to be shown: what a route to it carries.
public struct VenueDetailsInput: Destination, Equatable {
    /// The venue to show.
    public let venueID: String
    /// Its name, shown while the details load.
    public let venueName: String

    /// The input for one venue.
    public init(venueID: String, venueName: String) {
        self.venueID = venueID
        self.venueName = venueName
    }

    /// `venue/ID`, from any screen that lists venues.
    public static let edge = RouteEdge(VenueDetailsLinks.venue, opens: VenueDetailsLinks.name)
}

/// Builds the VenueDetails module: pushes the details of one venue; it ends when popped.
public protocol VenueDetailsBuildable: ModuleBuildable {
    /// A VenueDetails module that pushes itself onto `navigation`.
    func buildModule(with navigation: NavigationControllable, input: VenueDetailsInput) -> Module<Void>
}

/// What a feature whose route opens VenueDetails asks its parent for (its route's `Builders`
/// name it): the app passes the implementation; VenueDetailsTesting stands in for it in other
/// features' examples and tests unless they pass a fake.
@MainActor
public protocol VenueDetailsOpening {
    /// Builds VenueDetails when a venue is opened.
    var venueDetailsBuilder: VenueDetailsBuildable { get }
}

/// The VenueDetails screen's commands.
public enum VenueDetailsCommand: CommandSet {
    /// Every tip of the venue (Tips).
    case tips
    /// Shows or hides the Apple Maps and Google Maps links of the venue.
    case maps
    /// Saves or unsaves the venue.
    case save
    /// Closes the details.
    case back

    /// The command's word, key and help line.
    public var spec: CommandSpec {
        switch self {
        case .tips: CommandSpec("tips", key: "t", help: "show every tip of the venue")
        case .maps: CommandSpec("maps", key: "m", help: "show Apple Maps and Google Maps links")
        case .save: CommandSpec("save", key: "s", help: "save or unsave the venue")
        case .back: .back
        }
    }
}

// README: route
/// Where the VenueDetails screen goes: one case per screen it opens.
public enum VenueDetailsRoute: FeatureRoute, Equatable {
    /// Every tip of the venue, from the `tips` command or the `tips` piece.
    case tips(TipsInput)

    /// Each case's edge, in case order.
    public static let edges = [TipsInput.edge]

    /// What the cases need from VenueDetails' parent.
    public typealias Builders = TipsOpening
}
// README: end

extension FeatureManifest {
    /// What the VenueDetails screen takes: its route's edges.
    public static let venueDetails = FeatureManifest(
        name: VenueDetailsLinks.name, commands: VenueDetailsCommand.specs, edges: VenueDetailsRoute.edges)
}

/// The link piece that opens VenueDetails, from any screen that lists venues (Map, Saved).
public enum VenueDetailsLinks {
    /// The feature's name in manifests and links' messages.
    public static let name = "VenueDetails"
    /// `venue/ID`: that venue's details; checked to exist before anything moves.
    public static let venue = LinkRoute(
        "venue", takesValue: true,
        check: { id, resolver in
            do { return try resolver.require(VenueRepository.self).venue(id: id).map { _ in nil } } catch {
                return .error(error)
            }
        })
}

extension VenueDetailsInput {
    /// The details screen's piece of the address: `venue/ID`, the venue's stable id.
    public var address: ScreenAddress { VenueDetailsLinks.venue.address(venueID) }
}
