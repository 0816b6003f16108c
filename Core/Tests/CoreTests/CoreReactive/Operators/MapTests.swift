import Core
import CoreTesting
import XCTest

/// `map` and `compactMap`.
final class MapTests: LeakCheckedTestCase {
    func testMapTransformsAndStopsOnThrow() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([
            .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .completed(300),
        ])
        let result = scheduler.start {
            source.map { value -> Int in
                if value == 3 { throw TestError("three") }
                return value * 10
            }
        }
        XCTAssertEqual(result.events, [.next(210, 10), .next(220, 20), .error(230, TestError("three"))])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 230)])
    }

    func testCompactMapKeepsTheNonNilResults() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250),
        ])
        let compact = scheduler.start { source.compactMap { $0.isMultiple(of: 2) ? "\($0)" : nil } }
        XCTAssertEqual(compact.events, [.next(220, "2"), .next(240, "4"), .completed(250)])
    }

    func testDisposalMidStreamUnsubscribesTheSource() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(400, 3)])
        let result = scheduler.start(disposed: 300) { source.map { $0 } }
        XCTAssertEqual(result.events, [.next(210, 1), .next(220, 2)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
    }
}
