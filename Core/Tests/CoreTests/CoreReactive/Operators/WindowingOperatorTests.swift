import Core
import CoreTesting
import XCTest

/// `buffer`, `window` and `groupBy` in virtual time, with RxSwift's outcomes: what each
/// window or group holds, when it opens and closes, and how long the source stays subscribed.
final class WindowingOperatorTests: LeakCheckedTestCase {
    func testBufferEmitsWhenFullOrWhenItsTimeIsUp() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(280, 4), .next(290, 5), .next(330, 6), .completed(450),
        ])
        let result = scheduler.start { source.buffer(timeSpan: .seconds(70), count: 3, scheduler: scheduler) }
        XCTAssertEqual(
            result.events,
            [
                .next(230, [1, 2, 3]),  // full: the timer starts again from here
                .next(300, [4, 5]),
                .next(370, [6]),
                .next(440, []),  // time is up with nothing collected
                .next(450, []),  // what is left at completion
                .completed(450),
            ])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 450)])
    }

    func testBufferDropsWhatItCollectedOnError() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(240, TestError())])
        let result = scheduler.start { source.buffer(timeSpan: .seconds(100), count: 5, scheduler: scheduler) }
        XCTAssertEqual(result.events, [.error(240, TestError())])
    }

    func testBufferStopsItsTimerWhenDisposed() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1)])
        let result = scheduler.start(disposed: 250) {
            source.buffer(timeSpan: .seconds(30), count: 5, scheduler: scheduler)
        }
        XCTAssertEqual(result.events, [.next(230, [1])])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(scheduler.clock, 250, "no timer outlives the subscription")
    }

    func testWindowsCloseWhenFullOrWhenTheirTimeIsUp() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(250, 3), .next(350, 4), .completed(380),
        ])
        let contents = scheduler.start {
            source.window(timeSpan: .seconds(100), count: 2, scheduler: scheduler).flatMap { $0.toArray() }
        }
        XCTAssertEqual(
            contents.events,
            [.next(220, [1, 2]), .next(320, [3]), .next(380, [4]), .completed(380)],
            "full at 220; the next window's time is up at 320; the last closes with the source")

        let second = TestScheduler()
        let again = second.createHotObservable([.next(210, 1), .next(220, 2), .next(250, 3), .completed(380)])
        let opened = second.start {
            again.window(timeSpan: .seconds(100), count: 2, scheduler: second).enumerated().map { $0.index }
        }
        XCTAssertEqual(
            opened.events, [.next(200, 0), .next(220, 1), .next(320, 2), .completed(380)],
            "the first window opens on subscription, the next as one closes")
    }

    func testWindowPassesAnErrorToTheOpenWindowAndTheResult() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .error(230, TestError())])
        let windowEvents = scheduler.createObserver(Int.self)
        let result = scheduler.start {
            source.window(timeSpan: .seconds(100), count: 5, scheduler: scheduler)
                .do(onNext: { window in _ = window.subscribe(windowEvents) })
                .map { _ in "window" }
        }
        XCTAssertEqual(result.events, [.next(200, "window"), .error(230, TestError())])
        XCTAssertEqual(windowEvents.events, [.next(210, 1), .error(230, TestError())])
    }

    func testASubscribedWindowKeepsTheSourceAfterTheResultIsDisposed() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .next(310, 3)])
        let windowEvents = scheduler.createObserver(Int.self)
        // Two boxes: the result's closure holds the window's, not its own subscription.
        let result = LockedBox<Disposable?>(nil)
        let window = LockedBox<Disposable?>(nil)
        scheduler.scheduleAt(200) {
            result.set(
                source.window(timeSpan: .seconds(1000), count: 10, scheduler: scheduler).subscribe(
                    onNext: { opened in window.set(opened.subscribe(windowEvents)) }))
        }
        scheduler.scheduleAt(240) { result.value?.dispose() }
        scheduler.scheduleAt(300) { window.value?.dispose() }
        scheduler.start()
        XCTAssertEqual(windowEvents.events, [.next(210, 1), .next(260, 2)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 300)], "as in RxSwift: the window keeps the source")
    }

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
