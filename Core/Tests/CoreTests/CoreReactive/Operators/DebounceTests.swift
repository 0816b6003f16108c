import Core
import CoreTesting
import XCTest

/// `debounce` on virtual time.
final class DebounceTests: LeakCheckedTestCase {
    func testDebounceEmitsAfterQuietPeriodAndFlushesOnCompletion() {
        let scheduler = TestScheduler()
        let typing = scheduler.createHotObservable([
            .next(210, "s"), .next(215, "se"), .next(230, "sea"), .next(260, "sear"), .completed(265),
        ])
        let result = scheduler.start { typing.debounce(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(250, "sea"), .next(265, "sear"), .completed(265)])
    }
}
