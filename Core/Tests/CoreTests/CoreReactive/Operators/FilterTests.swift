import Core
import CoreTesting
import XCTest

/// `filter` and `ignoreElements`.
final class FilterTests: LeakCheckedTestCase {
    func testFilterKeepsWhatThePredicateAcceptsAndPassesTheError() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, TestError())])
        let filtered = scheduler.start { source.filter { $0 > 1 } }
        XCTAssertEqual(filtered.events, [.next(220, 2), .error(230, TestError())])
    }

    func testIgnoreElementsKeepsOnlyTheEnd() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let ignored = scheduler.start { source.ignoreElements() }
        XCTAssertEqual(ignored.events, [.completed(220)])
    }
}
