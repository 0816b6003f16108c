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
///
/// It is a `VirtualTimeScheduler` counted in ticks, with RxTest's processing delay and the
/// test's own closures on top.
public final class TestScheduler: SchedulerType {
    /// Defaults of `start(created:subscribed:disposed:create:)`, as in RxTest.
    public enum Defaults {
        /// When the observable is created.
        public static let created: TestTime = 100
        /// When it is subscribed.
        public static let subscribed: TestTime = 200
        /// When the subscription is disposed.
        public static let disposed: TestTime = 1000
    }

    private let virtualTime: VirtualTimeScheduler<TestTimeConverter>
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
        virtualTime = VirtualTimeScheduler(
            initialClock: initialClock, converter: TestTimeConverter(resolution: resolution))
        self.simulateProcessingDelay = simulateProcessingDelay
        self.fail = fail
    }

    /// The virtual time, in ticks.
    public var clock: TestTime { virtualTime.clock }

    /// The virtual time as a date.
    public var now: RxTime { virtualTime.now }

    /// Converts an interval to ticks, rounding to the nearest tick; `.max` for one that never
    /// ends.
    public func ticks(_ interval: RxTimeInterval) -> TestTime {
        virtualTime.converter.convertToVirtualTimeInterval(interval.seconds)
    }

    /// Schedules `action` for now, which with `simulateProcessingDelay` means the next tick.
    public func schedule<StateType: Sendable>(
        _ state: StateType, action: @escaping @Sendable (StateType) -> Disposable
    ) -> Disposable {
        scheduleRelative(state, dueTime: .nanoseconds(0), action: action)
    }

    /// Schedules `action` `dueTime` from now; a time at or before now moves to the next tick
    /// when `simulateProcessingDelay` is on. An interval that never ends schedules nothing.
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
        virtualTime.scheduleAbsoluteVirtual(state, time: time, action: action)
    }

    /// Runs `action` at the absolute tick `time`, on this thread: `action` may capture what
    /// the test holds (the view model, its outputs, local variables), as in RxTest, and runs
    /// only when this thread runs the clock.
    @discardableResult
    public func scheduleAt(_ time: TestTime, action: @escaping () -> Void) -> Disposable {
        let bound = TestThreadBound(
            { (_: Void) in action() },
            refusal: "TestScheduler: an action scheduled at \(time) by the test was not run: the clock runs on "
                + "another thread than the one that scheduled it, so it would race with the test. Run the clock "
                + "where you schedule (in a synchronous or @MainActor test).",
            fail: fail)
        return virtualTime.scheduleAbsoluteVirtual((), time: time) { _ in
            bound.call(())
            return Disposables.create()
        }
    }

    /// Runs everything scheduled, advancing the clock, until nothing is left or `stop()`.
    public func start() {
        virtualTime.start()
    }

    /// Runs everything due at or before `time`, then sets the clock to `time`.
    public func advanceTo(_ time: TestTime) {
        virtualTime.advanceTo(time)
    }

    /// Moves the clock forward by `ticks` without running anything.
    public func sleep(_ ticks: TestTime) {
        virtualTime.sleep(ticks)
    }

    /// Stops `start()` after the current item.
    public func stop() {
        virtualTime.stop()
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
