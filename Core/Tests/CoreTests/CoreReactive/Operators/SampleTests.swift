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
}
