import Core
import CoreTesting
import Foundation
import XCTest

/// A virtual clock in dates and seconds, as RxSwift's `HistoricalScheduler` keeps it.
final class HistoricalSchedulerTests: LeakCheckedTestCase {
    func testTimeOperatorsRunOnAHistoricalScheduler() {
        let scheduler = HistoricalScheduler()
        let ticks = LockedBox<[Double]>([])
        let subscription = Observable<Int>.interval(.seconds(60), scheduler: scheduler).take(3)
            .subscribe(onNext: { _ in ticks.append(scheduler.now.timeIntervalSince1970) })
        scheduler.start()
        subscription.dispose()
        XCTAssertEqual(ticks.value, [60, 120, 180])
    }

    func testTheClockStartsAtTheGivenDateAndMovesOnlyWhenRun() {
        let start = Date(timeIntervalSince1970: 1_000)
        let scheduler = HistoricalScheduler(initialClock: start)
        let ranAt = LockedBox<[Date]>([])
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(1_500)) { _ in
            ranAt.append(scheduler.now)
            return Disposables.create()
        }
        XCTAssertEqual(scheduler.now, start)
        scheduler.advanceTo(start.addingTimeInterval(1))
        XCTAssertTrue(ranAt.value.isEmpty, "due at 1.5 s")
        scheduler.start()
        XCTAssertEqual(ranAt.value, [start.addingTimeInterval(1.5)])
    }
}
