import Core
import CoreTesting
import XCTest

/// `skip(until:)`.
final class SkipUntilTests: LeakCheckedTestCase {
    func testSkipUntilPassesElementsAfterTheTriggerAndLetsTheTriggerGo() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(230, 2), .next(250, 3), .next(270, 4), .completed(300),
        ])
        let trigger = scheduler.createHotObservable([.next(240, "go"), .next(260, "again"), .completed(280)])
        let result = scheduler.start { source.skip(until: trigger) }
        XCTAssertEqual(result.events, [.next(250, 3), .next(270, 4), .completed(300)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 240)], "let go at its first element")
    }

    func testSkipUntilATriggerThatCompletesEmptyPassesNothing() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
        let trigger = scheduler.createHotObservable([Recorded<Event<String>>.completed(240)])
        let result = scheduler.start { source.skip(until: trigger) }
        XCTAssertEqual(result.events, [], "RxSwift ends the subscription silently when the source completes first")
        XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 240)])
    }

    func testSkipUntilFailsWithEitherSide() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .next(260, 2)])
        let trigger = scheduler.createHotObservable([Recorded<Event<String>>.error(240, TestError())])
        let result = scheduler.start { source.skip(until: trigger) }
        XCTAssertEqual(result.events, [.error(240, TestError())])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 240)])

        let second = TestScheduler()
        let failing = second.createHotObservable([.next(210, 1), .error(230, TestError())])
        let never = second.createHotObservable([Recorded<Event<String>>]())
        let failed = second.start { failing.skip(until: never) }
        XCTAssertEqual(failed.events, [.error(230, TestError())], "an error passes even before the trigger")
        XCTAssertEqual(never.subscriptions, [Subscription(200, 230)])
    }
}
