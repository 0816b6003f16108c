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

/// Raised up the navigation tree when the user asks to save or unsave a venue; the app, at
/// the root, keeps the saved list, and every screen observes it.
public struct VenueSavedEvent: NavigationEvent, Equatable, Sendable {
    /// The venue, as the saved list keeps it.
    public let venue: SavedVenue
    /// Save (true) or unsave (false).
    public let isSaved: Bool

    /// A request to save, or unsave, `venue`.
    public init(venue: SavedVenue, isSaved: Bool) {
        self.venue = venue
        self.isSaved = isSaved
    }

    /// The venue's id.
    public var venueID: String { venue.id }
}

/// Builds the VenueDetails module: pushes the details of one venue; it ends when popped.
public protocol VenueDetailsModuleBuildable: ModuleBuildable {
    /// A VenueDetails module that pushes itself onto `navigation`.
    func buildModule(
        with navigation: NavigationControllable, input: VenueDetailsInput
    ) throws(BuildError) -> Module<Void>
}
