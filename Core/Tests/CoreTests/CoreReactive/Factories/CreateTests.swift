import Core
import CoreTesting
import XCTest

final class CreateTests: LeakCheckedTestCase {
    func testDeferredBuildsPerSubscriberAndReportsFactoryErrors() {
        let builds = LockedBox(0)
        let source = Observable<Int>.deferred {
            builds.increment()
            return .just(builds.value)
        }
        XCTAssertEqual(collectedEvents(source), [.next(1), .completed])
        XCTAssertEqual(collectedEvents(source), [.next(2), .completed])
        let failing = Observable<Int>.deferred { throw TestError("factory") }
        XCTAssertEqual(collectedEvents(failing), [.error(TestError("factory"))])
    }
}
