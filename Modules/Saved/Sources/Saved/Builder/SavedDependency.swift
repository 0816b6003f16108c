import Shared

/// What the parent must provide to build Saved.
@MainActor
public protocol SavedDependency {
    /// Where venues come from.
    var venueRepository: VenueRepository { get }
}
