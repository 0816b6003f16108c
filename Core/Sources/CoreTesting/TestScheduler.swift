import Core
import Foundation
import Synchronization

/// A scheduler whose clock only moves when the test says so (RxTest's model): time-based
/// operators are tested exactly, without sleeping.
///
/// One tick is `resolution` seconds, so `.seconds(3)` is 3 ticks at the default resolution.
/// Work scheduled for the same tick runs in the order it was scheduled.
public final class TestScheduler: SchedulerType, @unchecked Sendable {
    /// Defaults of `start(created:subscribed:disposed:create:)`, as in RxTest.
    public enum Defaults {
        /// When the observable is created.
        public static let created: TestTime = 100
        /// When it is subscribed.
        public static let subscribed: TestTime = 200
        /// When the subscription is disposed.
        public static let disposed: TestTime = 1000
    }

    private struct Item {
        let time: TestTime
        let order: Int
        let run: () -> Void
        let cancel: SingleAssignmentDisposable
    }

    private let lock = Lock()
    private var queue: [Item] = []
    private var counter = 0
    private var currentClock: TestTime
    private var running = false
    private let resolution: Double

    /// A scheduler at `initialClock`, where one tick lasts `resolution` seconds.
    public init(initialClock: TestTime = 0, resolution: Double = 1.0) {
        currentClock = initialClock
        self.resolution = resolution
    }

    /// The virtual time, in ticks.
    public var clock: TestTime { lock.locked { currentClock } }

    /// The virtual time as a date.
    public var now: RxTime { Date(timeIntervalSince1970: Double(clock) * resolution) }

    /// Converts an interval to ticks.
    public func ticks(_ interval: RxTimeInterval) -> TestTime {
        let seconds = interval.seconds
        guard seconds.isFinite else { return .max }
        return TestTime((seconds / resolution).rounded())
    }

    /// Schedules `action` at the current tick, after what is already due then.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleAbsolute(clock, state, action: action)
    }

    /// Schedules `action` `dueTime` from now.
    public func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        let delay = ticks(dueTime)
        guard delay != .max else { return Disposables.create() }
        return scheduleAbsolute(clock + max(0, delay), state, action: action)
    }

    /// Runs `action` at `time`.
    @discardableResult
    public func scheduleAt(_ time: TestTime, action: @escaping () -> Void) -> Disposable {
        scheduleAbsolute(time, ()) { _ in
            action()
            return Disposables.create()
        }
    }

    private func scheduleAbsolute<StateType>(_ time: TestTime, _ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let cancel = SingleAssignmentDisposable()
        lock.locked {
            let item = Item(time: time, order: counter, run: { cancel.setDisposable(action(state)) }, cancel: cancel)
            counter += 1
            let index = queue.firstIndex { ($0.time, $0.order) > (item.time, item.order) } ?? queue.endIndex
            queue.insert(item, at: index)
        }
        return cancel
    }

    /// Runs everything scheduled, advancing the clock, until nothing is left or `stop()`.
    public func start() {
        advance(until: .max)
    }

    /// Runs everything due at or before `time`, then sets the clock to `time`.
    public func advanceTo(_ time: TestTime) {
        advance(until: time)
        lock.locked { currentClock = max(currentClock, time) }
    }

    /// Stops `start()` after the current item.
    public func stop() {
        lock.locked { running = false }
    }

    private func advance(until limit: TestTime) {
        lock.locked { running = true }
        while let item = lock.locked({ () -> Item? in
            guard running, let first = queue.first, first.time <= limit else { return nil }
            queue.removeFirst()
            currentClock = max(currentClock, first.time)
            return first
        }) {
            if !item.cancel.isDisposed { item.run() }
        }
        lock.locked { running = false }
    }

    /// Records every event an observer receives, stamped with the virtual time.
    public func createObserver<Element>(_ type: Element.Type) -> TestableObserver<Element> {
        TestableObserver(scheduler: self)
    }

    /// A hot observable: emits `events` at their absolute times, to whoever is subscribed then.
    public func createHotObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        TestableObservable(scheduler: self, events: events, isHot: true)
    }

    /// A cold observable: emits `events` at their times relative to each subscription.
    public func createColdObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        TestableObservable(scheduler: self, events: events, isHot: false)
    }

    /// Creates the observable at `created`, subscribes at `subscribed`, disposes at `disposed`,
    /// runs the clock, and returns what the observer recorded.
    public func start<Element>(
        created: TestTime = Defaults.created,
        subscribed: TestTime = Defaults.subscribed,
        disposed: TestTime = Defaults.disposed,
        create: @escaping () -> Observable<Element>
    ) -> TestableObserver<Element> {
        let observer = createObserver(Element.self)
        var source: Observable<Element>?
        var subscription: Disposable?
        scheduleAt(created) { source = create() }
        scheduleAt(subscribed) { subscription = source?.subscribe(observer) }
        scheduleAt(disposed) { subscription?.dispose() }
        start()
        return observer
    }
}
