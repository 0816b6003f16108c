import Core
import CoreTesting
import XCTest

/// `window` by count and time.
final class WindowTests: LeakCheckedTestCase {
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
}
