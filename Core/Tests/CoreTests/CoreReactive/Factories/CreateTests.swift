import Core
import CoreTesting
import XCTest

final class CreateTests: LeakCheckedTestCase {
    private func collect<E: Sendable>(_ source: Observable<E>) -> [Event<E>] {
        let events = LockedBox<[Event<E>]>([])
        _ = source.subscribe { events.append($0) }
        return events.value
    }

    func testDeferredBuildsPerSubscriberAndReportsFactoryErrors() {
        let builds = LockedBox(0)
        let source = Observable<Int>.deferred {
            builds.increment()
            return .just(builds.value)
        }
        XCTAssertEqual(collect(source), [.next(1), .completed])
        XCTAssertEqual(collect(source), [.next(2), .completed])
        let failing = Observable<Int>.deferred { throw TestError("factory") }
        XCTAssertEqual(collect(failing), [.error(TestError("factory"))])
    }
}
