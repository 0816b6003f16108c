import Core
import CoreTesting

/// What `source` delivers to a subscriber at once, in order: the factories' tests read a
/// sequence that runs synchronously this way.
func collectedEvents<E: Sendable>(_ source: Observable<E>) -> [Event<E>] {
    let events = LockedBox<[Event<E>]>([])
    _ = source.subscribe { events.append($0) }
    return events.value
}
