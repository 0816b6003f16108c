import Core
import CoreTesting
import XCTest

/// `skip` and `skip(while:)`.
final class SkipTests: LeakCheckedTestCase {
    func testSkipDropsTheFirstElements() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 1), .completed(250),
        ])
        let skipped = scheduler.start { source.skip(2) }
        XCTAssertEqual(skipped.events, [.next(230, 3), .next(240, 1), .completed(250)])
    }

    func testSkipWhileLetsEverythingThroughFromTheFirstRefusal() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 1), .completed(250),
        ])
        let afterSmall = scheduler.start { source.skip(while: { $0 < 3 }) }
        XCTAssertEqual(afterSmall.events, [.next(230, 3), .next(240, 1), .completed(250)])
    }
}
