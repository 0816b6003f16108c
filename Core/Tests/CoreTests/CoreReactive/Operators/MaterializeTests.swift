import Core
import CoreTesting
import XCTest

/// `materialize` and `dematerialize`.
final class MaterializeTests: LeakCheckedTestCase {
    func testMaterializeTurnsTheErrorIntoAnElementThenCompletes() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
        let result = scheduler.start { source.materialize() }
        XCTAssertEqual(result.events, [.next(210, .next(1)), .next(220, .error(TestError())), .completed(220)])
    }

    func testDematerializeUndoesMaterialize() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, TestError())])
        let result = scheduler.start { source.materialize().dematerialize() }
        XCTAssertEqual(result.events, [.next(210, 1), .next(220, 2), .error(230, TestError())])

        let completing = TestScheduler()
        let events = completing.createHotObservable([
            .next(210, Event<Int>.next(3)), .next(220, Event<Int>.completed), .next(230, Event<Int>.next(4)),
        ])
        XCTAssertEqual(completing.start { events.dematerialize() }.events, [.next(210, 3), .completed(220)])
    }
}
