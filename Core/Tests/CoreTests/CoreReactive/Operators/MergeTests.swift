import Core
import CoreTesting
import XCTest

/// `merge`, `flatMap` and `concatMap`.
final class MergeTests: LeakCheckedTestCase {
    func testFlatMapMergesInnerSequences() {
        let scheduler = TestScheduler()
        let outer = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let result = scheduler.start {
            outer.flatMap { value in
                scheduler.createColdObservable([.next(5, value * 10), .next(20, value * 100), .completed(30)])
            }
        }
        XCTAssertEqual(
            result.events, [.next(215, 10), .next(225, 20), .next(230, 100), .next(240, 200), .completed(250)])
    }

    func testConcatMapRunsInnerSequencesInOrder() {
        let scheduler = TestScheduler()
        let outer = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(220)])
        let result = scheduler.start {
            outer.concatMap { value in scheduler.createColdObservable([.next(10, value), .completed(20)]) }
        }
        XCTAssertEqual(result.events, [.next(220, 1), .next(240, 2), .completed(250)])
    }

    func testMergeForwardsTheFirstError() {
        let scheduler = TestScheduler()
        let a = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
        let b = scheduler.createHotObservable([.next(230, 2)])
        let merged = scheduler.start { Observable.merge(a.asObservable(), b.asObservable()) }
        XCTAssertEqual(merged.events, [.next(210, 1), .error(220, TestError())])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 220)])
    }

    func testFlatMapFirstDropsElementsWhileAnInnerRuns() {
        let scheduler = TestScheduler()
        let taps = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(260, 3), .completed(300)])
        let result = scheduler.start {
            taps.flatMapFirst { value in scheduler.createColdObservable([.next(5, value), .completed(30)]) }
        }
        XCTAssertEqual(result.events, [.next(215, 1), .next(265, 3), .completed(300)])
        XCTAssertEqual(taps.subscriptions, [Subscription(200, 300)])
    }
}
