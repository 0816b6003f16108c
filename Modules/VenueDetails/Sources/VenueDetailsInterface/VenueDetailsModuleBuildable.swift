import Core
import Shared

/// What VenueDetails needs to be shown.
public struct VenueDetailsInput: Sendable {
    /// The venue to show.
    public let venueID: String
    /// Its name, shown while the details load.
    public let venueName: String
    /// Whether the user has saved it already.
    public let isSaved: Bool

    /// The input for one venue.
    public init(venueID: String, venueName: String, isSaved: Bool) {
        self.venueID = venueID
        self.venueName = venueName
        self.isSaved = isSaved
    }
}

/// Raised up the navigation tree when the user saves or unsaves a venue, so screens that list
/// venues can mark it.
public struct VenueSavedEvent: NavigationEvent, Equatable, Sendable {
    /// The venue.
    public let venueID: String
    /// Saved (true) or unsaved (false).
    public let isSaved: Bool

    /// An event for `venueID`.
    public init(venueID: String, isSaved: Bool) {
        self.venueID = venueID
        self.isSaved = isSaved
    }
}

/// Builds the VenueDetails module: pushes the details of one venue; it ends when popped.
public protocol VenueDetailsModuleBuildable: ModuleBuildable {
    /// A VenueDetails module that pushes itself onto `navigation`.
    func buildModule(
        with navigation: NavigationControllable, input: VenueDetailsInput
    ) throws(BuildError) -> Module<Void>
}
