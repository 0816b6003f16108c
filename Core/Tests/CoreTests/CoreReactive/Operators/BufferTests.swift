import Core
import CoreTesting
import XCTest

/// `buffer` by count and time.
final class BufferTests: LeakCheckedTestCase {
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
}
