import Core
import CoreTesting
import XCTest

/// `sample` with RxSwift's outcomes and subscription records.
final class SampleTests: LeakCheckedTestCase {
    func testASamplerThatCompletesIsLetGoWhileTheSourceRuns() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(260, 3), .completed(400)])
        let sampler = scheduler.createHotObservable([.next(220, "a"), .next(240, "b"), .completed(250)])
        let result = scheduler.start { source.sample(sampler) }
        XCTAssertEqual(result.events, [.next(220, 1), .next(240, 2)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(sampler.subscriptions, [Subscription(200, 250)], "the sampler is let go when it completes")
    }

    func testASourceThatCompletesEndsAtTheNextSample() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(240)])
        let sampler = scheduler.createHotObservable([.next(220, "a"), .next(250, "b"), .completed(300)])
        let result = scheduler.start { source.sample(sampler) }
        XCTAssertEqual(result.events, [.next(220, 1), .next(250, 2), .completed(250)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(sampler.subscriptions, [Subscription(200, 250)])
    }

    func testSampleEmitsTheLatestElementAtEachTick() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([
            .next(220, 2), .next(240, 3), .next(290, 4), .next(300, 5), .next(310, 6), .completed(400),
        ])
        let ticks = scheduler.createHotObservable([
            .next(210, "a"), .next(250, "b"), .next(260, "c"), .next(320, "d"), .completed(500),
        ])
        let result = scheduler.start { source.sample(ticks) }
        XCTAssertEqual(result.events, [.next(250, 3), .next(320, 6), .completed(500)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(ticks.subscriptions, [Subscription(200, 500)])
    }

    func testSampleSendsTheDefaultValueWhenNothingNewArrived() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(240, 3), .next(310, 6), .completed(400)])
        let ticks = scheduler.createHotObservable([
            .next(210, "a"), .next(250, "b"), .next(260, "c"), .next(320, "d"), .completed(500),
        ])
        let result = scheduler.start { source.sample(ticks, defaultValue: 0) }
        XCTAssertEqual(
            result.events,
            [.next(210, 0), .next(250, 3), .next(260, 0), .next(320, 6), .next(500, 0), .completed(500)],
            "the sampler's completion is a tick, as in RxSwift's sampler")
    }

    func testSampleCompletesAtTheTickAfterTheSourceCompleted() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(240, 3), .next(290, 4), .completed(300)])
        let ticks = scheduler.createHotObservable([.next(250, "a"), .next(320, "b"), .completed(500)])
        let result = scheduler.start { source.sample(ticks) }
        XCTAssertEqual(result.events, [.next(250, 3), .next(320, 4), .completed(320)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ticks.subscriptions, [Subscription(200, 320)])
    }

    func testSampleFailsWithEitherSide() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(240, 3), .error(320, TestError())])
        let ticks = scheduler.createHotObservable([.next(250, "a"), .next(300, "b"), .completed(400)])
        let result = scheduler.start { source.sample(ticks) }
        XCTAssertEqual(result.events, [.next(250, 3), .error(320, TestError())])
        XCTAssertEqual(ticks.subscriptions, [Subscription(200, 320)])

        let second = TestScheduler()
        let values = second.createHotObservable([.next(240, 3), .completed(400)])
        let failing = second.createHotObservable([.next(250, "a"), .error(300, TestError())])
        let failed = second.start { values.sample(failing) }
        XCTAssertEqual(failed.events, [.next(250, 3), .error(300, TestError())])
        XCTAssertEqual(values.subscriptions, [Subscription(200, 300)])
    }
}
