import Core
import CoreTesting
import Foundation
import XCTest

/// `VirtualTimeScheduler` through `HistoricalScheduler`, as RxSwift's users drive it: work
/// runs in time order when the owner runs the clock, and only then.
final class VirtualTimeSchedulerTests: LeakCheckedTestCase {
    private let epoch = Date(timeIntervalSince1970: 0)

    /// The seconds since the epoch at which each scheduled action ran.
    private final class RunLog: Sendable {
        let times = LockedBox<[Double]>([])
        func note(_ scheduler: HistoricalScheduler) { times.append(scheduler.now.timeIntervalSince1970) }
    }

    func testStartRunsTheWorkInTimeOrderAndMovesTheClock() {
        let scheduler = HistoricalScheduler()
        let log = RunLog()
        _ = scheduler.scheduleRelative((), dueTime: .seconds(30)) { _ in
            log.note(scheduler)
            return Disposables.create()
        }
        _ = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in
            log.note(scheduler)
            // Scheduled while running: relative to the clock now, 10.
            _ = scheduler.scheduleRelative((), dueTime: .seconds(5)) { _ in
                log.note(scheduler)
                return Disposables.create()
            }
            return Disposables.create()
        }
        XCTAssertEqual(log.times.value, [], "nothing runs until the clock is run")
        scheduler.start()
        XCTAssertEqual(log.times.value, [10, 15, 30])
        XCTAssertEqual(scheduler.clock, epoch.addingTimeInterval(30))
    }

    func testWorkDueAtTheSameTimeRunsInTheOrderItWasScheduled() {
        let scheduler = HistoricalScheduler(initialClock: epoch)
        let order = LockedBox<[String]>([])
        for name in ["a", "b", "c"] {
            _ = scheduler.scheduleAbsoluteVirtual((), time: epoch.addingTimeInterval(5)) { _ in
                order.append(name)
                return Disposables.create()
            }
        }
        scheduler.start()
        XCTAssertEqual(order.value, ["a", "b", "c"])
    }

    func testAdvanceToRunsOnlyWhatIsDueAndSleepRunsNothing() {
        let scheduler = HistoricalScheduler()
        let log = RunLog()
        for delay in [10, 20, 30] {
            _ = scheduler.scheduleRelative((), dueTime: .seconds(delay)) { _ in
                log.note(scheduler)
                return Disposables.create()
            }
        }
        scheduler.advanceTo(epoch.addingTimeInterval(20))
        XCTAssertEqual(log.times.value, [10, 20])
        XCTAssertEqual(scheduler.clock, epoch.addingTimeInterval(20))

        scheduler.sleep(25)
        XCTAssertEqual(scheduler.clock, epoch.addingTimeInterval(45))
        XCTAssertEqual(log.times.value, [10, 20], "sleeping runs nothing")

        scheduler.advanceTo(epoch.addingTimeInterval(5))
        XCTAssertEqual(scheduler.clock, epoch.addingTimeInterval(45), "time does not go back")

        scheduler.start()
        XCTAssertEqual(log.times.value, [10, 20, 45], "work overtaken by a sleep runs at the clock, which stays")
    }

    func testADisposedItemNeitherRunsNorMovesTheClock() {
        let scheduler = HistoricalScheduler()
        let ran = LockedBox(false)
        let cancelled = scheduler.scheduleRelative((), dueTime: .seconds(50)) { _ in
            ran.set(true)
            return Disposables.create()
        }
        _ = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in Disposables.create() }
        cancelled.dispose()
        scheduler.start()
        XCTAssertFalse(ran.value)
        XCTAssertEqual(scheduler.clock, epoch.addingTimeInterval(10))
    }

    func testStopEndsTheRunAfterTheCurrentItem() {
        let scheduler = HistoricalScheduler()
        let log = RunLog()
        _ = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in
            log.note(scheduler)
            scheduler.stop()
            return Disposables.create()
        }
        _ = scheduler.scheduleRelative((), dueTime: .seconds(20)) { _ in
            log.note(scheduler)
            return Disposables.create()
        }
        scheduler.start()
        XCTAssertEqual(log.times.value, [10])
        scheduler.start()
        XCTAssertEqual(log.times.value, [10, 20], "a later start goes on")
    }
}
