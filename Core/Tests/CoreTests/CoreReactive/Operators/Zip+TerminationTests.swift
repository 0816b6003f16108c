import Core
import CoreTesting
import XCTest

/// When `zip` completes, as in RxSwift: the fixed-arity forms once every source completed;
/// the collection form also as soon as a source emits while all the others are done and no
/// tuple can form.
final class ZipTerminationTests: LeakCheckedTestCase {
    func testAnEmptySourceWaitsForTheOtherToComplete() {
        let scheduler = TestScheduler()
        let empty = scheduler.createHotObservable([Recorded<Event<Int>>.completed(210)])
        let other = scheduler.createHotObservable([.next(215, 2), .completed(220)])
        let result = scheduler.start { Observable.zip(empty, other) { $0 + $1 } }
        XCTAssertEqual(result.events, [.completed(220)])
        XCTAssertEqual(empty.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 220)])
    }

    func testTheSourceThatCompletesFirstDoesNotEndTheResult() {
        let scheduler = TestScheduler()
        let left = scheduler.createHotObservable([.next(210, 2), .completed(220)])
        let right = scheduler.createHotObservable([.next(215, 4), .completed(225)])
        let result = scheduler.start { Observable.zip(left, right).map { $0 + $1 } }
        XCTAssertEqual(result.events, [.next(215, 6), .completed(225)])
        XCTAssertEqual(left.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(right.subscriptions, [Subscription(200, 225)])
    }

    func testANeverEndingSourceKeepsTheResultOpen() {
        let scheduler = TestScheduler()
        let never = scheduler.createHotObservable([Recorded<Event<Int>>]())
        let finite = scheduler.createHotObservable([.next(215, 2), .completed(220)])
        let result = scheduler.start { Observable.zip(never, finite) { $0 + $1 } }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(finite.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(never.subscriptions, [Subscription(200, 1000)])
    }

    func testErrorsAndAThrowingSelectorEndTheResult() {
        let scheduler = TestScheduler()
        let left = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        let right = scheduler.createHotObservable([Recorded<Event<Int>>.error(220, TestError())])
        let failed = scheduler.start { Observable.zip(left, right) { $0 + $1 } }
        XCTAssertEqual(failed.events, [.error(220, TestError())])
        XCTAssertEqual(left.subscriptions, [Subscription(200, 220)])

        let second = TestScheduler()
        let a = second.createHotObservable([.next(210, 1)])
        let b = second.createHotObservable([.next(220, 2), .completed(220)])
        let thrown = second.start { Observable.zip(a, b) { _, _ -> Int in throw TestError("selector") } }
        XCTAssertEqual(thrown.events, [.error(220, TestError("selector"))])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 220)])
    }

    func testTheCollectionFormCompletesWhenNoTupleCanForm() {
        let scheduler = TestScheduler()
        let e0 = scheduler.createHotObservable([.next(210, 1), .next(250, 4), .completed(270)])
        let e1 = scheduler.createHotObservable([
            .next(220, 2), .next(240, 5), .next(290, 7), .next(310, 9), .completed(410),
        ])
        let e2 = scheduler.createHotObservable([.next(230, 3), .next(260, 6), .next(280, 8), .completed(300)])
        let result = scheduler.start { Observable.zip([e0, e1, e2].map { $0.asObservable() }) }
        // At 310 the only source still open emits, e0's buffer is empty and e0 is done.
        XCTAssertEqual(result.events, [.next(230, [1, 2, 3]), .next(260, [4, 5, 6]), .completed(310)])
        XCTAssertEqual(e0.subscriptions, [Subscription(200, 270)])
        XCTAssertEqual(e1.subscriptions, [Subscription(200, 310)])
        XCTAssertEqual(e2.subscriptions, [Subscription(200, 300)])
    }

    func testTheCollectionFormCompletesWithItsLastSource() {
        let scheduler = TestScheduler()
        let e0 = scheduler.createHotObservable([.next(210, 1), .next(250, 4), .completed(420)])
        let e1 = scheduler.createHotObservable([.next(220, 2), .next(240, 5), .completed(410)])
        let e2 = scheduler.createHotObservable([.next(230, 3), .next(260, 6), .completed(400)])
        let result = scheduler.start { Observable.zip([e0, e1, e2].map { $0.asObservable() }) { $0.reduce(0, +) } }
        XCTAssertEqual(result.events, [.next(230, 6), .next(260, 15), .completed(420)])
    }

    func testAnEmptyCollectionCompletesAtOnce() {
        let scheduler = TestScheduler()
        let result = scheduler.start { Observable.zip([Observable<Int>]()) }
        XCTAssertEqual(result.events, [.completed(200)])
    }

    func testEveryArityPairsElementsByIndex() {
        let s = (1...8).map { index in Observable.from([index, index * 10]) }
        let rows = LockedBox<[[Int]]>([])
        let record: @Sendable ([Int]) -> Void = { rows.append($0) }
        let pair: Observable<[Int]> = Observable.zip(s[0], s[1]).map { [$0, $1] }
        let triple: Observable<[Int]> = Observable.zip(s[0], s[1], s[2]).map { [$0, $1, $2] }
        let quadruple: Observable<[Int]> = Observable.zip(s[0], s[1], s[2], s[3]).map { [$0, $1, $2, $3] }
        let five: Observable<[Int]> = Observable.zip(s[0], s[1], s[2], s[3], s[4]).map { [$0, $1, $2, $3, $4] }
        let six: Observable<[Int]> = Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5]).map {
            [$0, $1, $2, $3, $4, $5]
        }
        let seven: Observable<[Int]> = Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6])
            .map { [$0, $1, $2, $3, $4, $5, $6] }
        let eight: Observable<[Int]> = Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) {
            [$0, $1, $2, $3, $4, $5, $6, $7]
        }
        for zipped in [pair, triple, quadruple, five, six, seven, eight] {
            zipped.subscribe(onNext: record).dispose()
        }
        let expected = (2...8).flatMap { count in [Array(1...count), (1...count).map { $0 * 10 }] }
        XCTAssertEqual(rows.value, expected)
    }
}
