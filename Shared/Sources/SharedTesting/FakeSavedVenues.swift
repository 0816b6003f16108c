import Core
import Shared

/// The saved list in memory, for features' tests: it plays the app's part of keeping the
/// list that screens observe and ask to change.
@MainActor
public final class FakeSavedVenues {
    private let relay: BehaviorRelay<[SavedVenue]>

    /// A list holding `venues`, newest first.
    public init(_ venues: [SavedVenue] = []) {
        relay = BehaviorRelay(value: venues)
    }

    /// The list, then every change: what a feature's `savedVenues` dependency gives.
    public nonisolated var saved: Observable<[SavedVenue]> { relay.asObservable() }

    /// The list now.
    public var venues: [SavedVenue] { relay.value }

    /// Saves or unsaves `venue`, as the app does when a screen asks.
    public func set(_ venue: SavedVenue, saved isSaved: Bool) {
        relay.accept((isSaved ? [venue] : []) + relay.value.filter { $0.id != venue.id })
    }
}
