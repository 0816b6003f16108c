import Shared

/// What the parent must provide to build __Name__.
@MainActor
public protocol __Name__Dependency {
    /// Where venues come from.
    var venueRepository: VenueRepository { get }
}
