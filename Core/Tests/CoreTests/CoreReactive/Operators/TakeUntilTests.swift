import Core
import CoreTesting
import XCTest

/// `take(until:)` with another sequence as its trigger.
final class TakeUntilTests: LeakCheckedTestCase {
    func testTheTriggersFirstElementCompletesTheResultAndReleasesBoth() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(250, 3)])
        let trigger = scheduler.createHotObservable([.next(240, "stop"), .next(245, "again")])
        let res = scheduler.start { source.take(until: trigger) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .completed(240)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 240)])
    }

    /// A trigger that completes without an element never stops the source: RxSwift's rule.
    func testATriggerThatCompletesEmptyLetsTheSourceRunToItsEnd() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(260)])
        let trigger = scheduler.createHotObservable([Recorded<Event<String>>.completed(220)])
        let res = scheduler.start { source.take(until: trigger) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .completed(260)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 220)])
    }

    func testTheSourcesEndEndsTheResultAndReleasesTheTrigger() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .error(220, TestError("source"))])
        let trigger = scheduler.createHotObservable([.next(300, "late")])
        let res = scheduler.start { source.take(until: trigger) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError("source"))])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 220)])
    }

    /// An error of `take(until:)`'s trigger ends the result with that error.
    func testAnErrorOfTheTriggerReachesTheSubscriber() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
        let trigger = scheduler.createHotObservable([Recorded<Event<Int>>.error(220, TestError("trigger"))])
        let res = scheduler.start { source.take(until: trigger) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError("trigger"))])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
    }
}
