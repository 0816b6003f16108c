import Core
import CoreTesting
import Dispatch
import XCTest

/// `schedulePeriodic`, behind `interval` and `timer(_:period:)`.
final class SchedulerTypeTests: LeakCheckedTestCase {
    /// As in RxSwift, a tick schedules the next one before it runs: the next tick comes before
    /// a timer the tick's element started for the same time, so `flatMapLatest` switches away
    /// from every inner timer before it fires.
    func testATickSchedulesTheNextOneBeforeItRuns() {
        let scheduler = TestScheduler()
        let result = scheduler.start(disposed: 260) {
            Observable<Int>.interval(.seconds(10), scheduler: scheduler).flatMapLatest { tick in
                Observable<Int>.timer(.seconds(10), scheduler: scheduler).map { _ in tick }
            }
        }
        XCTAssertEqual(result.events, [])

        let shorter = TestScheduler()
        let inners = shorter.start(disposed: 260) {
            Observable<Int>.interval(.seconds(10), scheduler: shorter).flatMap { tick in
                Observable<Int>.timer(.seconds(5), scheduler: shorter).map { _ in tick }
            }
        }
        XCTAssertEqual(inners.events, [.next(215, 0), .next(225, 1), .next(235, 2), .next(245, 3), .next(255, 4)])
    }

    /// On a concurrent queue a tick can come while the action still runs: here the first run
    /// runs the next tick on another thread before it returns. The action never runs twice at
    /// once; the tick that came meanwhile runs it as soon as the first run returns, with the
    /// state that run left.
    func testATickThatComesWhileTheActionRunsWaitsForIt() {
        let scheduler = RacingScheduler()
        let running = LockedBox(0)
        let overlaps = LockedBox(0)
        let states = LockedBox<[Int]>([])
        let timer = scheduler.schedulePeriodic(0, startAfter: .seconds(1), period: .seconds(1)) { state in
            running.mutate { $0 += 1 }
            if running.value > 1 { overlaps.increment() }
            states.append(state)
            // The next tick, already scheduled, comes now, on another thread.
            if state == 0 { scheduler.runHeld(limit: 1) }
            running.mutate { $0 -= 1 }
            return state + 1
        }
        scheduler.runHeld(limit: 1)
        XCTAssertEqual(overlaps.value, 0)
        XCTAssertEqual(states.value, [0, 1], "the tick that came meanwhile ran after the first run")
        scheduler.runHeld(limit: 1)
        XCTAssertEqual(states.value, [0, 1, 2])
        XCTAssertEqual(scheduler.stuck.value, 0, "a tick did not end within its deadline")
        timer.dispose()
    }
}
