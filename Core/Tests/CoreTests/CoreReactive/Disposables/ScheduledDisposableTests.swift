import Core
import CoreTesting
import XCTest

final class ScheduledDisposableTests: LeakCheckedTestCase {
    func testAScheduledDisposableDisposesOnItsSchedulerOnce() {
        let scheduler = TestScheduler()
        let inner = BooleanDisposable()
        let disposals = LockedBox(0)
        let counted = Disposables.create {
            disposals.increment()
            inner.dispose()
        }
        let scheduled = ScheduledDisposable(scheduler: scheduler, disposable: counted)
        scheduler.scheduleAt(100) { scheduled.dispose() }
        scheduler.scheduleAt(100) {
            XCTAssertTrue(scheduled.isDisposed, "disposed as soon as asked")
            XCTAssertFalse(inner.isDisposed, "the disposal itself waits for the scheduler")
        }
        scheduler.scheduleAt(200) { scheduled.dispose() }
        scheduler.start()
        XCTAssertTrue(inner.isDisposed)
        XCTAssertEqual(disposals.value, 1)
    }
}
