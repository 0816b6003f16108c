import Core
import Shared
import TipsInterface

/// What the parent must provide to build VenueDetails.
@MainActor
public protocol VenueDetailsDependency {
    /// Where venues come from.
    var venueRepository: VenueRepository { get }
    /// The time, for tip dates.
    var clock: WallClock { get }
    /// The saved venues, newest first: the current list, then every change.
    var savedVenues: Observable<[SavedVenue]> { get }
    /// Builds the Tips module that "all tips" opens; the app passes the implementation.
    var tipsBuilder: TipsModuleBuildable { get }
}
