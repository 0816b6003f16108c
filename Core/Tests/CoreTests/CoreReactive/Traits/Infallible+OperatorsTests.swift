import Core
import CoreTesting
import XCTest

/// The operators an `Infallible` keeps infallible.
final class InfallibleOperatorsTests: LeakCheckedTestCase {
    func testOperatorsKeepItInfallible() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(220, 1), .next(230, 2), .next(240, 5), .completed(250),
        ])
        let res = scheduler.start {
            source.asInfallible(onErrorJustReturn: 0)
                .distinctUntilChanged()
                .filter { $0 < 5 }
                .scan(0, accumulator: +)
                .map { "sum \($0)" }
                .startWith("start")
        }
        XCTAssertEqual(
            res.events, [.next(200, "start"), .next(210, "sum 1"), .next(230, "sum 3"), .completed(250)])
    }

    func testFlatMapLatestAndDebounceOnVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let queries = scheduler.createHotObservable([.next(210, "a"), .next(215, "ab"), .next(300, "abc")])
        let res = scheduler.start {
            queries.asInfallible(onErrorJustReturn: "")
                .debounce(.seconds(20), scheduler: scheduler)
                .flatMapLatest { query in Infallible.just(query.count) }
        }
        XCTAssertEqual(res.events, [.next(235, 2), .next(320, 3)])
    }
}
