import Core
import Foundation

/// An observer that records each event with the virtual time it arrived.
public final class TestableObserver<Element: Sendable>: ObserverType, Sendable {
    private let scheduler: TestScheduler
    private let recorded = RecordedEvents<Element>()

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    /// Every event received, in order.
    public var events: [Recorded<Event<Element>>] { recorded.all }

    /// Records the event at the current virtual time.
    public func on(_ event: Event<Element>) {
        recorded.append(Recorded(time: scheduler.clock, value: event))
    }
}

/// A testable observer's recording.
final class RecordedEvents<Element: Sendable>: Sendable {
    private let events = LockedValue<[Recorded<Event<Element>>]>([])

    var all: [Recorded<Event<Element>>] { events.withLock { $0 } }

    func append(_ event: Recorded<Event<Element>>) { events.withLock { $0.append(event) } }
}
