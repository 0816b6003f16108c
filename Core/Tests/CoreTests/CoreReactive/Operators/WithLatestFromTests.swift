import Core
import CoreTesting
import XCTest

/// `withLatestFrom`, each element with the latest of another.
final class WithLatestFromTests: LeakCheckedTestCase {
    func testWithLatestFromAndTakeUntil() {
        let scheduler = TestScheduler()
        let taps = scheduler.createHotObservable([.next(210, ()), .next(230, ()), .completed(250)])
        let text = scheduler.createHotObservable([.next(220, "a"), .next(240, "b")])
        let result = scheduler.start { taps.withLatestFrom(text) }
        XCTAssertEqual(result.events, [.next(230, "a"), .completed(250)])

        let second = TestScheduler()
        let source = second.createHotObservable([.next(210, 1), .next(230, 2)])
        let stop = second.createHotObservable([.next(220, ())])
        let taken = second.start { source.take(until: stop) }
        XCTAssertEqual(taken.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
    }
}
