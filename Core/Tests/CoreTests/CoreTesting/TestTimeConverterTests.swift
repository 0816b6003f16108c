import Core
import CoreTesting
import Foundation
import XCTest

/// The test scheduler's ticks: intervals round to the nearest tick, a never-ending interval
/// is the last tick, and the clock reads as a date `resolution` seconds per tick.
final class TestTimeConverterTests: LeakCheckedTestCase {
    func testIntervalsRoundToTheNearestTickAndNeverIsTheLastTick() {
        let scheduler = TestScheduler(resolution: 0.001)
        XCTAssertEqual(scheduler.ticks(.milliseconds(300)), 300)
        XCTAssertEqual(scheduler.ticks(.microseconds(1_499)), 1)
        XCTAssertEqual(scheduler.ticks(.microseconds(1_500)), 2)
        XCTAssertEqual(scheduler.ticks(.never), .max)
    }

    func testTheClockReadsAsADateAndWorkFarAheadDoesNotOverflow() {
        let scheduler = TestScheduler(initialClock: 10, resolution: 0.5)
        XCTAssertEqual(scheduler.now, Date(timeIntervalSince1970: 5))
        let ran = LockedBox<[TestTime]>([])
        _ = scheduler.scheduleRelative((), dueTime: .never) { _ in
            ran.append(scheduler.clock)
            return Disposables.create()
        }
        scheduler.advanceTo(1_000_000)
        XCTAssertTrue(ran.value.isEmpty, "a never-ending wait is held at the last tick, not wrapped into the past")
    }
}
