import Core
import CoreTesting
import Foundation
import XCTest

final class TestableObserverTests: LeakCheckedTestCase {
    /// Each event is stamped with the clock when it arrived, terminal events included, and
    /// nothing after a terminal event is dropped by the observer: it records what it was sent.
    func testEventsAreRecordedWithTheVirtualTimeTheyArrived() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(5) { observer.onNext(1) }
        scheduler.scheduleAt(9) { observer.onError(TestError("x")) }
        scheduler.scheduleAt(12) { observer.onNext(2) }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(5, 1), .error(9, TestError("x")), .next(12, 2)])
    }

    /// A sequence that delivers on another thread is recorded whole (its lock is its own).
    func testEventsFromSeveralThreadsAreAllRecorded() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(Int.self)
        DispatchQueue.concurrentPerform(iterations: 200) { observer.onNext($0) }
        XCTAssertEqual(observer.events.count, 200)
        XCTAssertEqual(Set(observer.events.compactMap(\.value.element)), Set(0..<200))
    }
}
