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

    func testTimeoutSwitchesToTheOtherSequence() {
        let scheduler = TestScheduler()
        let slow = scheduler.createHotObservable([.next(210, 1), .next(300, 2)])
        let fallback = scheduler.createColdObservable([.next(10, -1), .completed(20)])
        let result = scheduler.start { slow.timeout(.seconds(50), other: fallback, scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(210, 1), .next(270, -1), .completed(280)])
        XCTAssertEqual(slow.subscriptions, [Subscription(200, 260)])
        XCTAssertEqual(fallback.subscriptions, [Subscription(260, 280)])
    }
}
