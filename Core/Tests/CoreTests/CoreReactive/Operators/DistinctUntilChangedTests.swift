import Core
import CoreTesting
import XCTest

/// A value with a key (`x`) and a part the key leaves out.
private struct Point: Equatable {
    let x: Int
    let label: String
}

/// `distinctUntilChanged`.
final class DistinctUntilChangedTests: LeakCheckedTestCase {
    func testDistinctUntilChanged() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(220, 1), .next(230, 2), .next(240, 2), .next(250, 1), .completed(260),
        ])
        let result = scheduler.start { source.distinctUntilChanged() }
        XCTAssertEqual(result.events, [.next(210, 1), .next(230, 2), .next(250, 1), .completed(260)])
    }

    /// RxSwift keeps the key of the last element it let through, not of the last one it saw:
    /// with a comparer that calls neighbours equal, a slow drift still gets through.
    func testDistinctUntilChangedComparesWithTheLastElementPassedOn() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250),
        ])
        let result = scheduler.start { source.distinctUntilChanged { abs($0 - $1) <= 1 } }
        XCTAssertEqual(result.events, [.next(210, 1), .next(230, 3), .completed(250)])
    }

    func testDistinctUntilChangedVariants() throws {
        let points = [
            Point(x: 1, label: "a"), Point(x: 1, label: "b"), Point(x: 2, label: "c"), Point(x: 2, label: "c"),
        ]
        let source = Observable.from(points)
        XCTAssertEqual(try source.distinctUntilChanged(at: \.x).map(\.label).toBlocking().toArray(), ["a", "c"])
        XCTAssertEqual(try source.distinctUntilChanged().map(\.label).toBlocking().toArray(), ["a", "b", "c"])
        XCTAssertEqual(
            try source.distinctUntilChanged({ $0.x }, comparer: { abs($0 - $1) < 1 }).map(\.label).toBlocking()
                .toArray(),
            ["a", "c"]
        )
        XCTAssertEqual(
            try source.distinctUntilChanged { $0.label == $1.label }.map(\.label).toBlocking().toArray(),
            ["a", "b", "c"])
        XCTAssertThrowsError(
            try source.distinctUntilChanged({ _ -> Int in throw TestError() }, comparer: ==).toBlocking().toArray())
    }
}
