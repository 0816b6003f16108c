import Core
import CoreTesting
import XCTest

/// `takeLast`.
final class TakeLastTests: LeakCheckedTestCase {
    func testTakeLastEmitsTheLastElementsAtCompletion() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5), .completed(300),
        ])
        let result = scheduler.start { source.takeLast(3) }
        XCTAssertEqual(result.events, [.next(300, 3), .next(300, 4), .next(300, 5), .completed(300)])
    }

    func testTakeLastKeepsEveryElementWhenFewerArriveAndNoneForZero() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let result = scheduler.start { source.takeLast(5) }
        XCTAssertEqual(result.events, [.next(300, 1), .next(300, 2), .completed(300)])

        let second = TestScheduler()
        let more = second.createHotObservable([.next(210, 1), .completed(300)])
        let none = second.start { more.takeLast(0) }
        XCTAssertEqual(none.events, [.completed(300)])
    }

    func testTakeLastKeepsTheRightElementsPastItsTrimming() {
        let elements = (1...25).map { Recorded<Event<Int>>.next(200 + $0, $0) }
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable(elements + [.completed(300)])
        let result = scheduler.start { source.takeLast(4) }
        XCTAssertEqual(result.events, [22, 23, 24, 25].map { .next(300, $0) } + [.completed(300)])
    }

    func testTakeLastPassesAnErrorWithoutTheElements() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .error(250, TestError())])
        let result = scheduler.start { source.takeLast(2) }
        XCTAssertEqual(result.events, [.error(250, TestError())])
    }
}
