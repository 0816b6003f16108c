import Core
import CoreTesting
import XCTest

/// `groupBy`, a group per key.
final class GroupByTests: LeakCheckedTestCase {
    func testGroupByOpensAGroupPerKeyInTheOrderKeysComeUp() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([
            .next(210, "apple"), .next(220, "banana"), .next(230, "avocado"), .next(240, "blueberry"), .completed(300),
        ])
        let keys = scheduler.start { source.groupBy { $0.prefix(1) }.map { String($0.key) } }
        XCTAssertEqual(keys.events, [.next(210, "a"), .next(220, "b"), .completed(300)])

        let second = TestScheduler()
        let fruit = second.createHotObservable([
            .next(210, "apple"), .next(220, "banana"), .next(230, "avocado"), .next(240, "blueberry"), .completed(300),
        ])
        let grouped = second.start {
            fruit.groupBy { $0.prefix(1) }.flatMap { group in group.toArray().map { "\(group.key): \($0)" } }
        }
        XCTAssertEqual(
            grouped.events,
            [.next(300, "a: [\"apple\", \"avocado\"]"), .next(300, "b: [\"banana\", \"blueberry\"]"), .completed(300)],
            "the source's end reaches every group, in key order, then the result")
    }

    func testGroupByFailsEveryGroupWhenTheKeySelectorThrows() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
        let groupEvents = scheduler.createObserver(Int.self)
        let result = scheduler.start {
            source.groupBy { element -> Int in
                guard element < 3 else { throw TestError() }
                return element % 2
            }
            .do(onNext: { group in if group.key == 1 { _ = group.subscribe(groupEvents) } })
            .map(\.key)
        }
        XCTAssertEqual(result.events, [.next(210, 1), .next(220, 0), .error(230, TestError())])
        XCTAssertEqual(groupEvents.events, [.next(210, 1), .error(230, TestError())])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 230)])
    }

    func testASubscribedGroupKeepsTheSourceAfterTheResultIsDisposed() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .next(250, 3), .next(270, 2), .next(310, 5)])
        let oddEvents = scheduler.createObserver(Int.self)
        let keys = scheduler.createObserver(Int.self)
        // Two boxes: the result's closure holds the group's, not its own subscription.
        let result = LockedBox<Disposable?>(nil)
        let group = LockedBox<Disposable?>(nil)
        scheduler.scheduleAt(200) {
            result.set(
                source.groupBy { $0 % 2 }.subscribe(
                    onNext: { opened in
                        keys.onNext(opened.key)
                        group.set(opened.subscribe(oddEvents))
                    }))
        }
        scheduler.scheduleAt(240) { result.value?.dispose() }
        scheduler.scheduleAt(300) { group.value?.dispose() }
        scheduler.start()
        XCTAssertEqual(oddEvents.events, [.next(210, 1), .next(250, 3)])
        XCTAssertEqual(keys.events, [.next(210, 1)], "no new group after the result is disposed")
        XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
    }
}
