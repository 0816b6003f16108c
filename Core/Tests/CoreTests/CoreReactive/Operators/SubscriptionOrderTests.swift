import Core
import CoreTesting
import XCTest

/// Orders and paths RxSwift's users rely on without thinking of them: which source an operator
/// subscribes first, when a timer starts, which errors get through.
final class SubscriptionOrderTests: LeakCheckedTestCase {
    /// `withLatestFrom` subscribes to its second source first, so a source that emits while
    /// being subscribed (a `BehaviorSubject`) already finds the second one's latest element.
    func testWithLatestFromSubscribesTheSecondSourceFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = BehaviorSubject(value: 1)
        let second = BehaviorSubject(value: "a")
        let res = scheduler.start { first.withLatestFrom(second) { "\($0)\($1)" } }
        XCTAssertEqual(res.events, [.next(200, "1a")])
    }

    /// `timeout` starts its first timer before it subscribes to the source, so an element the
    /// source sends while being subscribed restarts it, and the timeout counts from there.
    func testTimeoutCountsFromAnElementSentWhileSubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = BehaviorSubject(value: 1)
        let res = scheduler.start { source.timeout(.seconds(10), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(200, 1), .error(210, RxError.timeout)])
    }
}
