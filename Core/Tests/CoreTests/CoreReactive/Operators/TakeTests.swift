import Core
import CoreTesting
import XCTest

/// `take` and `take(while:)`.
final class TakeTests: LeakCheckedTestCase {
    func testTakeEndsAfterTheCountAndLetsTheSourceGo() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250),
        ])
        let taken = scheduler.start { source.take(2) }
        XCTAssertEqual(taken.events, [.next(210, 1), .next(220, 2), .completed(220)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)], "take disposes the source at once")
    }

    func testTakeWhileEndsAtTheFirstRefusal() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 1), .completed(250),
        ])
        let whileSmall = scheduler.start { source.take(while: { $0 < 3 }) }
        XCTAssertEqual(whileSmall.events, [.next(210, 1), .next(220, 2), .completed(230)])
    }
}
