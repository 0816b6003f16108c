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

extension FeatureManifest {
    /// What the VenueDetails screen takes.
    public static let venueDetails = FeatureManifest(
        name: "VenueDetails",
        commands: [
            CommandSpec("tips", key: "t", help: "show every tip of the venue"),
            CommandSpec("maps", key: "m", help: "show Apple Maps and Google Maps links"),
            CommandSpec("save", key: "s", help: "save or unsave the venue"),
            .back,
        ],
        routes: [VenueDetailsLinks.tips])
}

/// The link pieces the details screen takes.
public enum VenueDetailsLinks {
    /// `tips`: every tip of the venue.
    public static let tips = LinkRoute("tips", leadsTo: "Tips")
}

extension VenueDetailsInput {
    /// The details screen's piece of the address: `venue/ID`, the venue's stable id.
    public var address: ScreenAddress { ScreenAddress(path: ["venue", venueID]) }
}
