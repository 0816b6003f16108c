import Core
import CoreTesting
import XCTest

/// `timeout` on virtual time.
final class TimeoutTests: LeakCheckedTestCase {
    func testTimeoutFailsWhenNothingArrives() {
        let scheduler = TestScheduler()
        let slow = scheduler.createHotObservable([.next(210, 1), .next(300, 2)])
        let result = scheduler.start { slow.timeout(.seconds(50), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(210, 1), .error(260, RxError.timeout)])
    }
}
