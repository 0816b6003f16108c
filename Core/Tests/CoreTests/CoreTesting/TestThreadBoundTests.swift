import Core
import CoreTesting
import Foundation
import XCTest

/// A test's own closures run only on the test's thread: a clock run elsewhere refuses them,
/// saying why, and still runs the scheduler's own `Sendable` work.
final class TestThreadBoundTests: LeakCheckedTestCase {
    func testAnActionIsNotRunWhenTheClockRunsOnAnotherThread() {
        let refused = LockedBox<[String]>([])
        let scheduler = TestScheduler(initialClock: 0, fail: { refused.append($0) })
        var ran = false
        scheduler.scheduleAt(10) { ran = true }
        let operatorWork = LockedBox(false)
        _ = scheduler.scheduleRelative((), dueTime: .seconds(20)) { _ in
            operatorWork.set(true)
            return Disposables.create()
        }
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            scheduler.start()
            done.signal()
        }
        XCTAssertEqual(done.wait(timeout: .now() + 5), .success)
        XCTAssertFalse(ran, "the test's closure never ran beside the test")
        XCTAssertEqual(refused.value.count, 1)
        XCTAssertTrue(refused.value.first?.contains("another thread") ?? false, "\(refused.value)")
        XCTAssertTrue(operatorWork.value, "Sendable work runs wherever the clock runs")
    }

    func testAnEventForATestClosureIsNotDeliveredFromAnotherThread() {
        let refused = LockedBox<[String]>([])
        let scheduler = TestScheduler(initialClock: 0, fail: { refused.append($0) })
        var count = 0
        let subscription = scheduler.createColdObservable([.next(10, 1)]).subscribe(onNext: { count += $0 })
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            scheduler.start()
            done.signal()
        }
        XCTAssertEqual(done.wait(timeout: .now() + 5), .success)
        subscription.dispose()
        XCTAssertEqual(count, 0, "the test's closure never ran beside the test")
        XCTAssertEqual(refused.value.count, 1)
        XCTAssertTrue(refused.value.first?.contains("another thread") ?? false, "\(refused.value)")
    }
}
