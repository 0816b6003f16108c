import Core
import Shared
import VenueDetailsInterface

/// What the parent must provide to build Map.
@MainActor
public protocol MapDependency {
    /// Where venues come from.
    var venueRepository: VenueRepository { get }
    /// Builds VenueDetails when a venue is opened; the app passes the implementation.
    var venueDetailsBuilder: VenueDetailsModuleBuildable { get }
    /// The saved venues, newest first: the current list, then every change.
    var savedVenues: Observable<[SavedVenue]> { get }
    /// Where search-as-you-type waits; tests pass a virtual-time scheduler.
    var scheduler: SchedulerType { get }
}
