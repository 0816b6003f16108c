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

    func testTakeWithBehaviorsAndDuration() {
        let values = Observable.from([1, 2, 3, 4, 5])
        XCTAssertEqual(try values.take(while: { $0 < 3 }).toBlocking().toArray(), [1, 2])
        XCTAssertEqual(try values.take(while: { $0 < 3 }, behavior: .inclusive).toBlocking().toArray(), [1, 2, 3])
        XCTAssertEqual(try values.take(until: { $0 == 3 }).toBlocking().toArray(), [1, 2])
        XCTAssertEqual(try values.take(until: { $0 == 3 }, behavior: .inclusive).toBlocking().toArray(), [1, 2, 3])

        let scheduler = TestScheduler()
        let ticks = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .next(260, 3)])
        let taken = scheduler.start { ticks.take(for: .seconds(50), scheduler: scheduler) }
        XCTAssertEqual(taken.events, [.next(210, 1), .next(240, 2), .completed(250)])
        XCTAssertEqual(ticks.subscriptions, [Subscription(200, 250)])

        let skipScheduler = TestScheduler()
        let skipTicks = skipScheduler.createHotObservable([
            .next(210, 1), .next(240, 2), .next(260, 3), .completed(270),
        ])
        let skipped = skipScheduler.start { skipTicks.skip(.seconds(50), scheduler: skipScheduler) }
        XCTAssertEqual(skipped.events, [.next(260, 3), .completed(270)])
    }
}
