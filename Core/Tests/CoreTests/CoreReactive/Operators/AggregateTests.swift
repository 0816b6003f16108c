import Core
import CoreTesting
import XCTest

/// `reduce`, `toArray`, `element(at:)` and `enumerated`.
final class AggregateTests: LeakCheckedTestCase {
    func testReduceEmitsTheFoldOnceTheSourceCompletes() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)])
        let result = scheduler.start { source.reduce(10) { $0 + $1 } }
        XCTAssertEqual(result.events, [.next(250, 16), .completed(250)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 250)])
    }

    func testReduceOfAnEmptySourceIsTheSeedAndMapResultShapesIt() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.completed(250)] as [Recorded<Event<Int>>])
        let result = scheduler.start { source.reduce(7, accumulator: { $0 + $1 }, mapResult: { "total \($0)" }) }
        XCTAssertEqual(result.events, [.next(250, "total 7"), .completed(250)])
    }

    func testReduceStopsAtTheFirstThrowAndPassesErrorsOn() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)])
        let result = scheduler.start {
            source.reduce(0) { total, value in
                if value == 2 { throw TestError("two") }
                return total + value
            }
        }
        XCTAssertEqual(result.events, [.error(220, TestError("two"))])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)], "the source is let go at the error")

        let failing = TestScheduler()
        let broken = failing.createHotObservable([.next(210, 1), .error(230, TestError())])
        XCTAssertEqual(failing.start { broken.reduce(0, accumulator: +) }.events, [.error(230, TestError())])
    }

    func testToArrayIsASingleOfEveryElement() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let result = scheduler.start { source.toArray().asObservable() }
        XCTAssertEqual(result.events, [.next(250, [1, 2]), .completed(250)])

        let empty = TestScheduler()
        let nothing = empty.createHotObservable([.completed(250)] as [Recorded<Event<Int>>])
        XCTAssertEqual(empty.start { nothing.toArray().asObservable() }.events, [.next(250, []), .completed(250)])
    }

    func testElementAtEmitsThatElementThenCompletesAndLetsTheSourceGo() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 5), .next(220, 6), .next(230, 7), .completed(250)])
        let result = scheduler.start { source.element(at: 1) }
        XCTAssertEqual(result.events, [.next(220, 6), .completed(220)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
    }

    func testElementAtPastTheEndOrNegativeIsAnArgumentError() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 5), .completed(250)])
        XCTAssertEqual(
            scheduler.start { source.element(at: 3) }.events, [.error(250, RxError.argumentOutOfRange)])

        let negative = TestScheduler()
        let other = negative.createHotObservable([.next(210, 5), .completed(250)])
        XCTAssertEqual(negative.start { other.element(at: -1) }.events, [.error(200, RxError.argumentOutOfRange)])
    }

    func testEnumeratedCountsFromZero() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, "a"), .next(220, "b"), .completed(230)])
        let result = scheduler.start { source.enumerated().map { "\($0.index)\($0.element)" } }
        XCTAssertEqual(result.events, [.next(210, "0a"), .next(220, "1b"), .completed(230)])
    }
}
