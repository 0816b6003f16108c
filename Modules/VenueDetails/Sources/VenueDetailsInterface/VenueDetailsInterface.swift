import Core
import Shared

/// What VenueDetails needs to be shown.
public struct VenueDetailsInput: Sendable {
    /// The venue to show.
    public let venueID: String
    /// Its name, shown while the details load.
    public let venueName: String

    /// The input for one venue.
    public init(venueID: String, venueName: String) {
        self.venueID = venueID
        self.venueName = venueName
    }
}

/// Builds the VenueDetails module: pushes the details of one venue; it ends when popped.
public protocol VenueDetailsBuildable: ModuleBuildable {
    /// A VenueDetails module that pushes itself onto `navigation`.
    func buildModule(with navigation: NavigationControllable, input: VenueDetailsInput) -> Module<Void>
}

/// The VenueDetails screen's commands.
public enum VenueDetailsCommand: CommandSet {
    /// Every tip of the venue (Tips).
    case tips
    /// The maps links.
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

extension FeatureManifest {
    /// What the VenueDetails screen takes: it opens from `venue/ID` and opens Tips.
    public static let venueDetails = FeatureManifest(
        name: VenueDetailsLinks.name, commands: VenueDetailsCommand.specs, route: VenueDetailsLinks.venue,
        opens: ["Tips"])
}

/// The link piece that opens VenueDetails, from any screen that lists venues (Map, Saved).
public enum VenueDetailsLinks {
    /// The feature's name in manifests and links' messages.
    public static let name = "VenueDetails"
    /// `venue/ID`: that venue's details; checked to exist before anything moves.
    public static let venue = LinkRoute(
        "venue", takesValue: true, check: { id, repository in repository.venue(id: id).map { _ in nil } })
}

extension VenueDetailsInput {
    /// The details screen's piece of the address: `venue/ID`, the venue's stable id.
    public var address: ScreenAddress { VenueDetailsLinks.venue.address(venueID) }
}
