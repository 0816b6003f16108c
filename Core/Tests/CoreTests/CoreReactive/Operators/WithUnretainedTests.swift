import Core
import CoreTesting
import XCTest

/// `withUnretained`.
final class WithUnretainedTests: LeakCheckedTestCase {
    func testWithUnretainedPairsWithTheObjectAndCompletesOnceItIsGone() {
        final class Owner: Sendable { let name = "owner" }
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(250)])
        let owner = LockedBox<Owner?>(Owner())
        weak let watched = owner.value
        let observer = scheduler.createObserver(String.self)
        scheduler.scheduleAt(200) {
            _ = source.withUnretained(owner.value!).map { "\($0.0.name) \($0.1)" }.subscribe(observer)
        }
        scheduler.scheduleAt(220) { owner.set(nil) }
        scheduler.start()
        XCTAssertNil(watched, "the operator holds the object weakly")
        XCTAssertEqual(observer.events, [.next(210, "owner 1"), .completed(230)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 230)])
    }
}
