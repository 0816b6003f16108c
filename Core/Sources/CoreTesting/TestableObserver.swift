import Core
import Foundation

/// An observer that records each event with the virtual time it arrived.
public final class TestableObserver<Element>: ObserverType {
    private let scheduler: TestScheduler
    private let lock = Lock()
    private var recorded: [Recorded<Event<Element>>] = []

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    /// Every event received, in order.
    public var events: [Recorded<Event<Element>>] { lock.locked { recorded } }

    /// Records the event at the current virtual time.
    public func on(_ event: Event<Element>) {
        let time = scheduler.clock
        lock.locked { recorded.append(Recorded(time: time, value: event)) }
    }
}

// @unchecked: the recording is guarded by `lock`; what crosses threads is the element,
// hence the condition.
extension TestableObserver: @unchecked Sendable where Element: Sendable {}
