import Core
import CoreTesting
import XCTest

/// `do`.
final class DoTests: LeakCheckedTestCase {
    func testDoRunsSideEffectsInOrder() {
        let scheduler = TestScheduler()
        let log = LockedBox<[String]>([])
        let source = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let result = scheduler.start {
            source.do(
                onNext: { log.append("next \($0)") },
                afterNext: { log.append("after \($0)") },
                onCompleted: { log.append("completed") },
                onSubscribe: { log.append("subscribe") },
                onSubscribed: { log.append("subscribed") },
                onDispose: { log.append("dispose") }
            )
        }
        XCTAssertEqual(result.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(log.value, ["subscribe", "subscribed", "next 1", "after 1", "completed", "dispose"])
    }

    func testDoOnNextThrowingEndsTheSequence() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        let result = scheduler.start { source.do(onNext: { if $0 == 2 { throw TestError() } }) }
        XCTAssertEqual(result.events, [.next(210, 1), .error(220, TestError())])
    }
}
