import Core
import CoreTesting
import Foundation
import XCTest

final class SequencesTests: LeakCheckedTestCase {
    func testJustOfFromEmptyNeverError() {
        XCTAssertEqual(collectedEvents(.just(1)), [.next(1), .completed])
        XCTAssertEqual(collectedEvents(.of(1, 2, 3)), [.next(1), .next(2), .next(3), .completed])
        XCTAssertEqual(collectedEvents(.from([4, 5])), [.next(4), .next(5), .completed])
        XCTAssertEqual(collectedEvents(Observable<Int>.empty()), [.completed])
        XCTAssertEqual(collectedEvents(Observable<Int>.never()), [])
        XCTAssertEqual(collectedEvents(Observable<Int>.error(TestError())), [.error(TestError())])
        XCTAssertEqual(collectedEvents(.range(start: 3, count: 2)), [.next(3), .next(4), .completed])
        XCTAssertEqual(collectedEvents(.from(optional: Int?.none)), [.completed])
    }

    /// RxSwift emits a range that ends exactly at the type's maximum; Core reports, never
    /// traps on, one whose last element would overflow or whose count is negative.
    func testRangeUpToTheMaximumEmitsAndAnOverflowingRangeFails() {
        XCTAssertEqual(collectedEvents(.range(start: Int.max, count: 1)), [.next(Int.max), .completed])
        XCTAssertEqual(collectedEvents(.range(start: Int8.max - 1, count: 2)), [.next(126), .next(127), .completed])
        XCTAssertEqual(collectedEvents(.range(start: Int.min, count: 0)), [.completed])
        for events in [collectedEvents(.range(start: Int.max, count: 2)), collectedEvents(.range(start: 1, count: -1))]
        {
            guard case .error(let error as RangeError)? = events.first, events.count == 1 else {
                return XCTFail("expected one RangeError, got \(events)")
            }
            XCTAssertTrue(error.description.contains("Observable.range(start:"), error.description)
        }
        let scheduler = TestScheduler()
        let res = scheduler.start { Observable<Int8>.range(start: 127, count: 1, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 127), .completed(202)])
    }

    /// RxSwift's range on a scheduler completes one step after subscribing whatever the
    /// count, an empty one included.
    func testAnEmptyRangeOnASchedulerCompletesOneStepLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.range(start: 0, count: 0, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.completed(201)])
    }

    func testFromStopsWhenTheSubscriberStops() {
        var produced = 0
        let endless = sequence(first: 1) { value in
            produced += 1
            return value + 1
        }
        XCTAssertEqual(
            collectedEvents(Observable.from(endless).map { $0 * 2 }.take(3)),
            [.next(2), .next(4), .next(6), .completed])
        XCTAssertLessThanOrEqual(produced, 3, "the producer must stop once take(3) is done")
    }

    func testTheFactoriesEmitOneScheduledStepPerElement() {
        let scheduler = TestScheduler()
        let of = scheduler.start { Observable.of(1, 2, 3, scheduler: scheduler) }
        XCTAssertEqual(of.events, [.next(201, 1), .next(202, 2), .next(203, 3), .completed(204)])

        let justScheduler = TestScheduler()
        let just = justScheduler.start { Observable.just(7, scheduler: justScheduler) }
        XCTAssertEqual(just.events, [.next(201, 7), .completed(202)])

        let rangeScheduler = TestScheduler()
        let range = rangeScheduler.start { Observable<Int64>.range(start: 5, count: 2, scheduler: rangeScheduler) }
        XCTAssertEqual(range.events, [.next(201, 5), .next(202, 6), .completed(203)])

        let fromScheduler = TestScheduler()
        let from = fromScheduler.start(disposed: 202) { Observable.from(["a", "b", "c"], scheduler: fromScheduler) }
        XCTAssertEqual(from.events, [.next(201, "a")], "disposing stops the next step")
    }
}
