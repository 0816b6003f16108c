import Core
import CoreTesting
import XCTest

/// `flatMapLatest` and `switchLatest`.
final class SwitchTests: LeakCheckedTestCase {
    func testFlatMapLatestSwitchesToNewestInner() {
        let scheduler = TestScheduler()
        let outer = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let inners = LockedBox<[TestableObservable<Int>]>([])
        let result = scheduler.start {
            outer.flatMapLatest { value -> TestableObservable<Int> in
                let inner = scheduler.createColdObservable([.next(5, value), .next(15, value * 10), .completed(20)])
                inners.append(inner)
                return inner
            }
        }
        XCTAssertEqual(result.events, [.next(215, 1), .next(225, 2), .next(235, 20), .completed(300)])
        XCTAssertEqual(
            inners.value.first?.subscriptions, [Subscription(210, 220)],
            "the old inner is disposed when a new one starts")
    }
}
