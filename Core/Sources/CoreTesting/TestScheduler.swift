import Core
import Foundation
import XCTest

/// A scheduler whose clock only moves when the test says so (RxTest's model): time-based
/// operators are tested exactly, without sleeping.
///
/// One tick is `resolution` seconds, so `.seconds(3)` is 3 ticks at the default resolution.
/// Work due at the same tick runs in the order it was scheduled. As in RxTest, work
/// scheduled for "now" (`schedule`, or a relative time that lands on the current tick) runs
/// one tick later unless `simulateProcessingDelay` is off; absolute times (`scheduleAt`,
/// hot observables, `start`'s times) and cold observables' offsets are kept as given.
///
/// The test's own closures (`scheduleAt`'s actions, `start`'s factory) may capture what the
/// test holds, `Sendable` or not, as in RxTest: the scheduler runs each on the thread that
/// scheduled it, inside `start()` or `advanceTo(_:)`, so it runs as if the test had called it
/// there. Running the clock on another thread (from a dispatch queue, or in an async test
/// after it moved to another thread) would race with the test, so such an action is not run:
/// the test fails and says why. Work that operators schedule is `@Sendable`, checked by the
/// compiler, and runs wherever the clock is run.
public final class TestScheduler: SchedulerType, @unchecked Sendable {
    // @unchecked: the queue and clock are read and written under `lock`; an action that is
    // not `Sendable` runs only on the thread that scheduled it (`Item.thread`), so it never
    // runs concurrently with the test that made it.

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
        /// The thread that scheduled a test's own action, the only one that may run it; nil
        /// for a `Sendable` action, which runs anywhere.
        let thread: Thread?
    }

    private let lock = Lock()
    private var queue: [Item] = []
    private var counter = 0
    private var currentClock: TestTime
    private var running = false
    private let resolution: Double
    private let simulateProcessingDelay: Bool
    /// Where a refusal goes: XCTest's failure unless the test gave its own.
    let fail: @Sendable (String) -> Void

    /// A scheduler at `initialClock`, where one tick lasts `resolution` seconds; with
    /// `simulateProcessingDelay`, work scheduled for now runs at now + 1. `fail` receives
    /// what the scheduler refuses to do (XCTest's failure by default).
    public init(
        initialClock: TestTime = 0, resolution: Double = 1.0, simulateProcessingDelay: Bool = true,
        fail: @escaping @Sendable (String) -> Void = { XCTFail($0) }
    ) {
        currentClock = initialClock
        self.resolution = resolution
        self.simulateProcessingDelay = simulateProcessingDelay
        self.fail = fail
    }

    /// The virtual time, in ticks.
    public var clock: TestTime { lock.locked { currentClock } }

    /// The virtual time as a date.
    public var now: RxTime { Date(timeIntervalSince1970: Double(clock) * resolution) }

    /// Converts an interval to ticks, rounding to the nearest tick.
    public func ticks(_ interval: RxTimeInterval) -> TestTime {
        let seconds = interval.seconds
        guard seconds.isFinite else { return .max }
        return TestTime((seconds / resolution).rounded())
    }

    /// Schedules `action` for now, which with `simulateProcessingDelay` means the next tick.
    public func schedule<StateType: Sendable>(
        _ state: StateType, action: @escaping @Sendable (StateType) -> Disposable
    ) -> Disposable {
        scheduleRelative(state, dueTime: .nanoseconds(0), action: action)
    }

    /// Schedules `action` `dueTime` from now; a time at or before now moves to the next tick
    /// when `simulateProcessingDelay` is on.
    public func scheduleRelative<StateType: Sendable>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping @Sendable (StateType) -> Disposable
    ) -> Disposable {
        let delay = ticks(dueTime)
        guard delay != .max else { return Disposables.create() }
        let now = clock
        let time = now + Swift.max(0, delay)
        let adjusted = time <= now && simulateProcessingDelay ? now + 1 : time
        return scheduleAbsoluteVirtual(state, time: adjusted, action: action)
    }

    /// Schedules `action` `dueTime` ticks from now, without the processing delay (how cold
    /// observables schedule their events).
    public func scheduleRelativeVirtual<StateType: Sendable>(
        _ state: StateType, dueTime: TestTime, action: @escaping @Sendable (StateType) -> Disposable
    ) -> Disposable {
        scheduleAbsoluteVirtual(state, time: clock + dueTime, action: action)
    }

    /// Schedules `action` at the absolute tick `time`; a time in the past runs at the current tick.
    public func scheduleAbsoluteVirtual<StateType: Sendable>(
        _ state: StateType, time: TestTime, action: @escaping @Sendable (StateType) -> Disposable
    ) -> Disposable {
        enqueue(at: time, thread: nil) { cancel in cancel.setDisposable(action(state)) }
    }

    /// Queues `run` at `time`, after everything already due then; `thread`, when set, is the
    /// only one that may run it.
    private func enqueue(
        at time: TestTime, thread: Thread?, _ run: @escaping (SingleAssignmentDisposable) -> Void
    )
        -> Disposable
    {
        let cancel = SingleAssignmentDisposable()
        lock.locked {
            let item = Item(time: time, order: counter, run: { run(cancel) }, cancel: cancel, thread: thread)
            counter += 1
            let index = queue.firstIndex { ($0.time, $0.order) > (item.time, item.order) } ?? queue.endIndex
            queue.insert(item, at: index)
        }
        return cancel
    }

    /// Runs `action` at the absolute tick `time`, on this thread: `action` may capture what
    /// the test holds (the view model, its outputs, local variables), as in RxTest, and runs
    /// only when this thread runs the clock.
    @discardableResult
    public func scheduleAt(_ time: TestTime, action: @escaping () -> Void) -> Disposable {
        enqueue(at: time, thread: Thread.current) { _ in action() }
    }

    /// Runs everything scheduled, advancing the clock, until nothing is left or `stop()`.
    public func start() {
        advance(until: .max)
    }

    /// Runs everything due at or before `time`, then sets the clock to `time`.
    public func advanceTo(_ time: TestTime) {
        advance(until: time)
        lock.locked { currentClock = Swift.max(currentClock, time) }
    }

    /// Moves the clock forward by `ticks` without running anything.
    public func sleep(_ ticks: TestTime) {
        lock.locked { currentClock += Swift.max(0, ticks) }
    }

    /// Stops `start()` after the current item.
    public func stop() {
        lock.locked { running = false }
    }

    private func advance(until limit: TestTime) {
        lock.locked { running = true }
        while let item = lock.locked({ () -> Item? in
            // A disposed item is dropped without moving the clock to its time, as RxTest's
            // scheduler does: the clock ends at the last thing that ran.
            while let first = queue.first, first.cancel.isDisposed { queue.removeFirst() }
            guard running, let first = queue.first, first.time <= limit else { return nil }
            queue.removeFirst()
            currentClock = Swift.max(currentClock, first.time)
            return first
        }) {
            guard !item.cancel.isDisposed else { continue }
            if let thread = item.thread, thread !== Thread.current {
                fail(
                    "TestScheduler: an action scheduled at \(item.time) by the test was not run: the clock runs on "
                        + "another thread than the one that scheduled it, so it would race with the test. Run the clock "
                        + "where you schedule (in a synchronous or @MainActor test)."
                )
                continue
            }
            item.run()
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

    /// Creates the sequence at `created`, subscribes at `subscribed`, disposes at `disposed`,
    /// runs the clock, and returns what the observer recorded.
    public func start<Element, Sequence: ObservableConvertibleType>(
        created: TestTime, subscribed: TestTime, disposed: TestTime, create: @escaping () -> Sequence
    ) -> TestableObserver<Element> where Sequence.Element == Element {
        let observer = createObserver(Element.self)
        let run = StartedSequence<Element>()
        scheduleAt(created) { run.source = create().asObservable() }
        scheduleAt(subscribed) { run.subscription = run.source?.subscribe(observer) }
        scheduleAt(disposed) { run.subscription?.dispose() }
        start()
        return observer
    }

    /// `start(created:subscribed:disposed:create:)`, created at 100 and subscribed at 200.
    public func start<Element, Sequence: ObservableConvertibleType>(
        disposed: TestTime, create: @escaping () -> Sequence
    ) -> TestableObserver<Element> where Sequence.Element == Element {
        start(created: Defaults.created, subscribed: Defaults.subscribed, disposed: disposed, create: create)
    }

    /// `start(created:subscribed:disposed:create:)` with RxTest's default times.
    public func start<Element, Sequence: ObservableConvertibleType>(
        _ create: @escaping () -> Sequence
    ) -> TestableObserver<Element> where Sequence.Element == Element {
        start(created: Defaults.created, subscribed: Defaults.subscribed, disposed: Defaults.disposed, create: create)
    }
}

/// What `start` creates and subscribes, kept between its three scheduled steps, which run one
/// after the other on the test's thread.
private final class StartedSequence<Element> {
    var source: Observable<Element>?
    var subscription: Disposable?
}
