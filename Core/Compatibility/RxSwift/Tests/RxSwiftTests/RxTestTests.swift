import RxSwift
import RxTest
import XCTest

/// RxTest's names over Core, in the Swift 5 language mode.
final class RxTestTests: XCTestCase {
    func testRecordedEventsTakeAnArrayAsRxTestsDo() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable(Recorded.events([.next(210, 1), .completed(250)]))
        let result = scheduler.start { source.map { $0 * 10 } }
        XCTAssertEqual(result.events, Recorded.events([.next(210, 10), .completed(250)]))
        XCTAssertEqual(source.subscriptions, [Subscription(200, 250)])
    }
}
