import Shared

/// What the parent must provide to build Tips.
@MainActor
public protocol TipsDependency {
    /// Where tips come from.
    var venueRepository: VenueRepository { get }
    /// The time, for "3 days ago".
    var clock: WallClock { get }
}
