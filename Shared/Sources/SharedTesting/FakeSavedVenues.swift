import Core
import Shared

/// The saved list in memory, for features' tests: it stands in for the app's store, which
/// screens observe and ask to change; it can be told to fail the next change.
@MainActor
public final class FakeSavedVenues: SavedVenueList {
    private let relay: BehaviorRelay<[SavedVenue]>
    /// The error the next change fails with; nil for changes that succeed.
    public var nextFailure: AtomicFile.WriteError?

    /// A list holding `venues`, newest first.
    public init(_ venues: [SavedVenue] = []) {
        relay = BehaviorRelay(value: venues)
    }

    /// The list, then every change.
    public nonisolated var saved: Observable<[SavedVenue]> { relay.asObservable() }

    /// The list as the last change left it, for a test to check what was saved.
    public var venues: [SavedVenue] { relay.value }

    /// Saves or unsaves `venue`, or fails with `nextFailure` and changes nothing.
    public func set(_ venue: SavedVenue, saved isSaved: Bool) throws(AtomicFile.WriteError) {
        if let failure = nextFailure {
            nextFailure = nil
            throw failure
        }
        relay.accept((isSaved ? [venue] : []) + relay.value.filter { $0.id != venue.id })
    }

    /// The list as it is: there is no other copy to take saves from.
    public func load() -> SavedVenuesLoad {
        .loaded(count: relay.value.count)
    }
}
