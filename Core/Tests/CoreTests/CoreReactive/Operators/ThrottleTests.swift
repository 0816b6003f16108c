import Core
import CoreTesting
import XCTest

/// `throttle` lets an element through when at least `dueTime` passed since the last one it
/// emitted; with `latest`, the newest element held back goes out when that time is up.
final class ThrottleTests: LeakCheckedTestCase {
    private func throttled(
        latest: Bool, _ events: [Recorded<Event<Int>>]
    ) -> (events: [Recorded<Event<Int>>], subscriptions: [Subscription]) {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable(events)
        let result = scheduler.start { source.throttle(.seconds(200), latest: latest, scheduler: scheduler) }
        return (result.events, source.subscriptions)
    }

    private let busy: [Recorded<Event<Int>>] = [
        .next(150, 1), .next(210, 2), .next(250, 3), .next(310, 4), .next(350, 5), .next(410, 6), .next(450, 7),
        .completed(500),
    ]

    func testWithoutLatestAnElementExactlyDueTimeLaterPasses() {
        let run = throttled(latest: false, busy)
        XCTAssertEqual(run.events, [.next(210, 2), .next(410, 6), .completed(500)])
        XCTAssertEqual(run.subscriptions, [Subscription(200, 500)])
    }

    func testWithLatestTheHeldBackElementGoesOutWhenTheTimeIsUp() {
        let run = throttled(latest: true, busy)
        XCTAssertEqual(run.events, [.next(210, 2), .next(410, 6), .next(610, 7), .completed(610)])
        XCTAssertEqual(run.subscriptions, [Subscription(200, 500)])
    }

    func testACompletionAfterThePendingElementLeftGoesOutAtOnce() {
        var events = busy
        events[events.count - 1] = .completed(900)
        let run = throttled(latest: true, events)
        XCTAssertEqual(run.events, [.next(210, 2), .next(410, 6), .next(610, 7), .completed(900)])
    }

    func testAnErrorDropsThePendingElement() {
        let run = throttled(latest: true, [.next(210, 2), .next(250, 3), .error(300, TestError())])
        XCTAssertEqual(run.events, [.next(210, 2), .error(300, TestError())])
        XCTAssertEqual(run.subscriptions, [Subscription(200, 300)])
    }

    func testThrottleEmitsFirstThenLatestPerWindow() {
        let scheduler = TestScheduler()
        let taps = scheduler.createHotObservable([
            .next(210, 1), .next(215, 2), .next(220, 3), .next(250, 4), .completed(300),
        ])
        let result = scheduler.start { taps.throttle(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(210, 1), .next(230, 3), .next(250, 4), .completed(300)])

        let second = TestScheduler()
        let more = second.createHotObservable([.next(210, 1), .next(215, 2), .completed(300)])
        let firstOnly = second.start { more.throttle(.seconds(20), latest: false, scheduler: second) }
        XCTAssertEqual(firstOnly.events, [.next(210, 1), .completed(300)])
    }
}
