import Core
import CoreTesting
import Dispatch
import Foundation
import XCTest

/// Timers that re-arm themselves never stop: a scheduled run that stores the next timer on
/// another thread, before the assignment of its own timer lands, must not have that next timer
/// disposed by the late assignment. `RacingScheduler` forces that order every time; the stress
/// tests below run the same operators on real concurrent queues, with deadlines, for the
/// interleavings no scheduler can force.
final class TimerRearmTests: LeakCheckedTestCase {
    /// `interval`'s first tick runs, on another thread, and schedules the second before the
    /// first's `scheduleRelative` returns.
    func testIntervalKeepsTickingWhenATickRearmsBeforeItsOwnTimerIsStored() {
        let scheduler = RacingScheduler(eager: 1)
        let events = LockedBox<[Event<Int>]>([])
        let subscription = Observable<Int>.interval(.seconds(1), scheduler: scheduler).take(3)
            .subscribe { event in events.mutate { $0.append(event) } }
        scheduler.runHeld(limit: 10)

        XCTAssertEqual(events.value, [.next(0), .next(1), .next(2), .completed], "the ticks after the first stopped")
        XCTAssertEqual(scheduler.stuck.value, 0)
        subscription.dispose()
    }

    /// The same for `timer(_:period:)`, whose first tick comes after its own due time.
    func testPeriodicTimerKeepsTickingWhenATickRearmsBeforeItsOwnTimerIsStored() {
        let scheduler = RacingScheduler(eager: 1)
        let events = LockedBox<[Event<Int>]>([])
        let subscription = Observable<Int>.timer(.seconds(5), period: .seconds(1), scheduler: scheduler).take(2)
            .subscribe { event in events.mutate { $0.append(event) } }
        scheduler.runHeld(limit: 10)

        XCTAssertEqual(events.value, [.next(0), .next(1), .completed], "the ticks after the first stopped")
        subscription.dispose()
    }

    /// `delay` with three elements and the completion waiting: the run that delivers the
    /// first schedules the second's, which runs at once on another thread and schedules the
    /// third's before the second's timer is stored.
    func testDelayDeliversEveryElementWhenARunRearmsBeforeItsOwnTimerIsStored() {
        let scheduler = RacingScheduler()
        let subject = PublishSubject<Int>()
        let events = LockedBox<[Event<Int>]>([])
        let subscription = subject.delay(.seconds(1), scheduler: scheduler)
            .subscribe { event in events.mutate { $0.append(event) } }
        for element in 1...3 { subject.onNext(element) }
        subject.onCompleted()
        XCTAssertEqual(scheduler.heldCount, 1, "one run is scheduled for the oldest element")

        scheduler.runEagerly(next: 1)
        scheduler.runHeld(limit: 10)

        XCTAssertEqual(events.value, [.next(1), .next(2), .next(3), .completed], "delay stopped delivering")
        XCTAssertEqual(scheduler.stuck.value, 0)
        subscription.dispose()
    }

    /// `window(timeSpan:count:)`'s first timer fires, on another thread, before it is stored:
    /// the tick opens window 1 and starts its timer, which must still open window 2.
    func testWindowKeepsOpeningWindowsOnTimeWhenTheFirstTickBeatsItsOwnTimer() {
        let scheduler = RacingScheduler(eager: 1)
        let subject = PublishSubject<Int>()
        let windows = SharedCount()
        let subscription = subject.window(timeSpan: .seconds(1), count: 100, scheduler: scheduler)
            .subscribe(onNext: { _ in windows.add() })
        XCTAssertEqual(windows.value, 2, "window 0 on subscription, window 1 at the eager tick")

        scheduler.runHeld(limit: 2)

        XCTAssertEqual(windows.value, 4, "the timer of window 1 was disposed: no window opened on time")
        subscription.dispose()
    }

    /// `timeout(_:other:)`'s timer fires, on another thread, before the original subscription
    /// is stored: the fallback's subscription must survive and deliver.
    func testTimeoutKeepsTheFallbackWhenTheTimerFiresBeforeTheOriginalIsStored() {
        let scheduler = RacingScheduler(eager: 1)
        let fallback = PublishSubject<Int>()
        let events = LockedBox<[Event<Int>]>([])
        let subscription = Observable<Int>.never().timeout(.seconds(1), other: fallback, scheduler: scheduler)
            .subscribe { event in events.mutate { $0.append(event) } }

        fallback.onNext(7)
        fallback.onCompleted()

        XCTAssertEqual(events.value, [.next(7), .completed], "the fallback's subscription was disposed")
        XCTAssertEqual(scheduler.stuck.value, 0)
        subscription.dispose()
    }

    // MARK: - Real queues

    /// Runs `make`'s chain `runs` times on real queues; each run must end within its deadline.
    private func assertEveryRunEnds(
        runs: Int, file: StaticString = #filePath, line: UInt = #line,
        _ make: () -> (Observable<Int>, expected: [Event<Int>])
    ) {
        for run in 1...runs {
            let (chain, expected) = make()
            let events = LockedBox<[Event<Int>]>([])
            let ended = DispatchSemaphore(value: 0)
            let subscription = chain.subscribe { event in
                events.mutate { $0.append(event) }
                if event.isStopEvent { ended.signal() }
            }
            let outcome = ended.wait(timeout: .now() + 10)
            subscription.dispose()
            guard outcome == .success else {
                return XCTFail(
                    "run \(run) stalled after \(events.value.count) of \(expected.count) events", file: file,
                    line: line)
            }
            XCTAssertEqual(events.value, expected, "run \(run)", file: file, line: line)
        }
    }

    func testDelayOnAConcurrentQueueDeliversAFewHundredElements() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
        assertEveryRunEnds(runs: 20) {
            let elements = Array(0..<300)
            return (
                Observable.from(elements).delay(.microseconds(1), scheduler: scheduler),
                elements.map { .next($0) } + [.completed]
            )
        }
    }

    func testIntervalOnAConcurrentQueueKeepsTicking() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
        assertEveryRunEnds(runs: 20) {
            (
                Observable<Int>.interval(.microseconds(1), scheduler: scheduler).take(200),
                (0..<200).map { .next($0) } + [.completed]
            )
        }
    }

    func testIntervalOnASerialQueueSubscribedFromAnotherThreadKeepsTicking() {
        let scheduler = SerialDispatchQueueScheduler(qos: .userInitiated, internalSerialQueueName: "interval")
        assertEveryRunEnds(runs: 20) {
            (
                Observable<Int>.interval(.microseconds(1), scheduler: scheduler).take(100),
                (0..<100).map { .next($0) } + [.completed]
            )
        }
    }
}
