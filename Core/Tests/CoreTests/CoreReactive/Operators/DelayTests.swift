import Core
import CoreTesting
import XCTest

/// `delay` on virtual time.
final class DelayTests: LeakCheckedTestCase {
    func testDelayShiftsElementsAndCompletionButNotErrors() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let result = scheduler.start { source.delay(.seconds(50), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(260, 1), .next(270, 2), .completed(280)])

        let second = TestScheduler()
        let failing = second.createHotObservable([.next(210, 1), .error(220, TestError())])
        let failed = second.start { failing.delay(.seconds(50), scheduler: second) }
        XCTAssertEqual(failed.events, [.error(220, TestError())])
    }
}
