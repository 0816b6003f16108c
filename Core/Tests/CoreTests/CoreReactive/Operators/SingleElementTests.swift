import Core
import CoreTesting
import XCTest

/// `single`, the only element or an error.
final class SingleElementTests: LeakCheckedTestCase {
    func testSinglePassesTheOnlyElement() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let result = scheduler.start { source.single() }
        XCTAssertEqual(result.events, [.next(210, 1), .completed(250)])
    }

    func testSingleFailsOnASecondElementAndOnNone() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let result = scheduler.start { source.single() }
        XCTAssertEqual(result.events, [.next(210, 1), .error(220, RxError.moreThanOneElement)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])

        let second = TestScheduler()
        let empty = second.createHotObservable([Recorded<Event<Int>>.completed(250)])
        let none = second.start { empty.single() }
        XCTAssertEqual(none.events, [.error(250, RxError.noElements)])
    }

    func testSingleWithAPredicateCountsOnlyWhatMatches() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250),
        ])
        let result = scheduler.start { source.single { $0 == 3 } }
        XCTAssertEqual(result.events, [.next(230, 3), .completed(250)])

        let second = TestScheduler()
        let evens = second.createHotObservable([.next(210, 2), .next(220, 3), .next(230, 4), .completed(250)])
        let twice = second.start { evens.single { $0 % 2 == 0 } }
        XCTAssertEqual(twice.events, [.next(210, 2), .error(230, RxError.moreThanOneElement)])

        let third = TestScheduler()
        let throwing = third.createHotObservable([.next(210, 1), .completed(250)])
        let failed = third.start { throwing.single { _ in throw TestError() } }
        XCTAssertEqual(failed.events, [.error(210, TestError())])
    }
}
