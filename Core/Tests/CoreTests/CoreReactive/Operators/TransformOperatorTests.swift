import Core
import CoreTesting
import Foundation
import XCTest

final class TransformOperatorTests: LeakCheckedTestCase {
    private var scheduler: TestScheduler!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler()
    }

    override func tearDown() {
        scheduler = nil
        super.tearDown()
    }

    private func hot(_ events: [Recorded<Event<Int>>]) -> TestableObservable<Int> {
        scheduler.createHotObservable(events)
    }

    func testMapTransformsAndStopsOnThrow() {
        let source = hot([.next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let result = scheduler.start {
            source.map { value -> Int in
                if value == 3 { throw TestError("three") }
                return value * 10
            }
        }
        XCTAssertEqual(result.events, [.next(210, 10), .next(220, 20), .error(230, TestError("three"))])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 230)])
    }

    func testCompactMapAndFilter() {
        let source = hot([.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250)])
        let compact = scheduler.start { source.compactMap { $0.isMultiple(of: 2) ? "\($0)" : nil } }
        XCTAssertEqual(compact.events, [.next(220, "2"), .next(240, "4"), .completed(250)])

        scheduler = TestScheduler()
        let again = hot([.next(210, 1), .next(220, 2), .error(230, TestError())])
        let filtered = scheduler.start { again.filter { $0 > 1 } }
        XCTAssertEqual(filtered.events, [.next(220, 2), .error(230, TestError())])
    }

    func testScanEmitsEachAccumulation() {
        let source = hot([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        let result = scheduler.start { source.scan(10) { $0 + $1 } }
        XCTAssertEqual(result.events, [.next(210, 11), .next(220, 13), .next(230, 16), .completed(240)])
    }

    func testDistinctUntilChanged() {
        let source = hot([.next(210, 1), .next(220, 1), .next(230, 2), .next(240, 2), .next(250, 1), .completed(260)])
        let result = scheduler.start { source.distinctUntilChanged() }
        XCTAssertEqual(result.events, [.next(210, 1), .next(230, 2), .next(250, 1), .completed(260)])
    }

    /// RxSwift keeps the key of the last element it let through, not of the last one it saw:
    /// with a comparer that calls neighbours equal, a slow drift still gets through.
    func testDistinctUntilChangedComparesWithTheLastElementPassedOn() {
        let source = hot([.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250)])
        let result = scheduler.start { source.distinctUntilChanged { abs($0 - $1) <= 1 } }
        XCTAssertEqual(result.events, [.next(210, 1), .next(230, 3), .completed(250)])
    }

    func testTakeSkipAndTheirWhileForms() {
        let source = hot([.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250)])
        let taken = scheduler.start { source.take(2) }
        XCTAssertEqual(taken.events, [.next(210, 1), .next(220, 2), .completed(220)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)], "take disposes the source at once")

        scheduler = TestScheduler()
        let second = hot([.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 1), .completed(250)])
        let skipped = scheduler.start { second.skip(2) }
        XCTAssertEqual(skipped.events, [.next(230, 3), .next(240, 1), .completed(250)])

        scheduler = TestScheduler()
        let third = hot([.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 1), .completed(250)])
        let whileSmall = scheduler.start { third.take(while: { $0 < 3 }) }
        XCTAssertEqual(whileSmall.events, [.next(210, 1), .next(220, 2), .completed(230)])

        scheduler = TestScheduler()
        let fourth = hot([.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 1), .completed(250)])
        let afterSmall = scheduler.start { fourth.skip(while: { $0 < 3 }) }
        XCTAssertEqual(afterSmall.events, [.next(230, 3), .next(240, 1), .completed(250)])
    }

    func testStartWithAndIgnoreElements() {
        let source = hot([.next(210, 1), .completed(220)])
        let started = scheduler.start { source.startWith(-1, 0) }
        XCTAssertEqual(started.events, [.next(200, -1), .next(200, 0), .next(210, 1), .completed(220)])

        scheduler = TestScheduler()
        let other = hot([.next(210, 1), .completed(220)])
        let ignored = scheduler.start { other.ignoreElements() }
        XCTAssertEqual(ignored.events, [.completed(220)])
    }

    func testDoRunsSideEffectsInOrder() {
        let log = LockedBox<[String]>([])
        let source = hot([.next(210, 1), .completed(220)])
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
        let source = hot([.next(210, 1), .next(220, 2)])
        let result = scheduler.start { source.do(onNext: { if $0 == 2 { throw TestError() } }) }
        XCTAssertEqual(result.events, [.next(210, 1), .error(220, TestError())])
    }

    func testDisposalMidStreamUnsubscribesTheSource() {
        let source = hot([.next(210, 1), .next(220, 2), .next(400, 3)])
        let result = scheduler.start(disposed: 300) { source.map { $0 } }
        XCTAssertEqual(result.events, [.next(210, 1), .next(220, 2)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
    }

    private struct Venue: Decodable, Equatable {
        let name: String
    }

    func testDecodeDecodesEachElementAndFailsOnOneThatDoesNot() throws {
        let valid = try XCTUnwrap(#"{"name":"Blue Bottle"}"#.data(using: .utf8))
        let invalid = try XCTUnwrap(#"{"title":"no name"}"#.data(using: .utf8))
        let source = scheduler.createHotObservable([.next(210, valid), .next(220, invalid), .next(230, valid)])
        let result = scheduler.start { source.decode(type: Venue.self, decoder: JSONDecoder()) }
        XCTAssertEqual(result.events.count, 2)
        XCTAssertEqual(result.events.first?.value.element, Venue(name: "Blue Bottle"))
        XCTAssertEqual(result.events.last?.time, 220)
        XCTAssertTrue(result.events.last?.value.error is DecodingError, "the decoder's own error")
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
    }
}
