import Core
import CoreTesting
import XCTest

final class AnyObserverTests: LeakCheckedTestCase {
    /// An erased observer passes every event on, elements through `onNext` too, and erasing
    /// an erased one again keeps delivering to the same handler.
    func testAnErasedObserverDeliversEveryEventToItsHandler() {
        let received = LockedBox<[Event<Int>]>([])
        let observer = AnyObserver<Int> { received.append($0) }
        observer.onNext(1)
        observer.on(.next(2))
        AnyObserver(observer).asObserver().onNext(3)
        observer.onCompleted()
        XCTAssertEqual(received.value, [.next(1), .next(2), .next(3), .completed])
    }

    func testWrappingAnyObserverDeliversToIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let recorded = scheduler.createObserver(String.self)
        let erased = AnyObserver(recorded)
        erased.onNext("a")
        erased.onError(TestError("e"))
        XCTAssertEqual(recorded.events, [.next(0, "a"), .error(0, TestError("e"))])
    }
}
