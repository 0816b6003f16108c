import RxSwift
import RxTest
import ShopSwift6
import XCTest

final class BackoffTests: XCTestCase {
    func testRetriesAfterOneTwoAndFourSecondsThenGivesUp() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 1)
        let failing = scheduler.createColdObservable([Recorded<Event<Int>>.error(0, ShopError.offline)])
        let result = scheduler.start {
            failing.asSingle().retryWithBackoff(maxAttempts: 4, scheduler: scheduler).asObservable()
        }
        XCTAssertEqual(
            failing.subscriptions,
            [Subscription(200, 200), Subscription(201, 201), Subscription(203, 203), Subscription(207, 207)])
        XCTAssertEqual(result.events, [.error(207, ShopError.offline)])
    }

    func testSucceedsOnALaterAttempt() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 1)
        let api = FakeShopAPI(scheduler: scheduler)
        api.loginReplies = [.error(ShopError.offline), .error(ShopError.offline), .just("token")]
        let result = scheduler.start {
            api.login(email: "ann@shop.com", password: "secret!").retryWithBackoff(maxAttempts: 3, scheduler: scheduler)
                .asObservable()
        }
        XCTAssertEqual(result.events, [.next(203, "token"), .completed(203)])
        XCTAssertEqual(api.loginCalls, 3)
    }
}
