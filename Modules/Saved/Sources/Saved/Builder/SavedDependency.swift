import Core
import Shared
import VenueDetailsInterface

/// What the parent must provide to build Saved.
@MainActor
public protocol SavedDependency {
    /// The saved venues, newest first: the current list, then every change.
    var savedVenues: Observable<[SavedVenue]> { get }
    /// The time, for "saved 3 days ago".
    var clock: WallClock { get }
    /// Builds VenueDetails when a saved venue is opened; the app passes the implementation.
    var venueDetailsBuilder: VenueDetailsModuleBuildable { get }
}
