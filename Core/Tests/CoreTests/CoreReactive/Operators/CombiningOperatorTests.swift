import Core
import CoreTesting
import XCTest

final class CombiningOperatorTests: LeakCheckedTestCase {
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

    func testConcatMapRunsInnerSequencesInOrder() {
        let scheduler = TestScheduler()
        let outer = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(220)])
        let result = scheduler.start {
            outer.concatMap { value in scheduler.createColdObservable([.next(10, value), .completed(20)]) }
        }
        XCTAssertEqual(result.events, [.next(220, 1), .next(240, 2), .completed(250)])
    }

    func testCombineLatestEmitsOnceAllHaveValues() {
        let scheduler = TestScheduler()
        let a = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(260)])
        let b = scheduler.createHotObservable([.next(220, "x"), .next(240, "y"), .completed(250)])
        let result = scheduler.start { Observable.combineLatest(a, b) { "\($0)\($1)" } }
        XCTAssertEqual(result.events, [.next(220, "1x"), .next(230, "2x"), .next(240, "2y"), .completed(260)])
    }

    func testCombineLatestOfThreeFourAndCollection() {
        let scheduler = TestScheduler()
        let a = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let b = scheduler.createHotObservable([.next(220, 2), .completed(300)])
        let c = scheduler.createHotObservable([.next(230, 3), .completed(300)])
        let d = scheduler.createHotObservable([.next(240, 4), .next(250, 5), .completed(300)])
        let four = scheduler.start { Observable.combineLatest(a, b, c, d) { $0 + $1 + $2 + $3 } }
        XCTAssertEqual(four.events, [.next(240, 10), .next(250, 11), .completed(300)])

        let collectionScheduler = TestScheduler()
        let sources = (1...3).map { index in
            collectionScheduler.createHotObservable([.next(200 + index * 10, index), .completed(300)])
        }
        let sums = collectionScheduler.start { Observable.combineLatest(sources) { $0.reduce(0, +) } }
        XCTAssertEqual(sums.events, [.next(230, 6), .completed(300)])

        let three = Observable.combineLatest(Observable.just(1), Observable.just(2), Observable.just(3)) {
            [$0, $1, $2]
        }
        let last = LockedBox<[Int]?>(nil)
        _ = three.subscribe(onNext: { last.set($0) })
        XCTAssertEqual(last.value, [1, 2, 3])
    }

    /// RxSwift's rule for an empty collection: the selector runs once on no elements.
    func testCombineLatestOfNoSourcesEmitsTheSelectorsResultOnce() {
        let scheduler = TestScheduler()
        let none: [Observable<Int>] = []
        let summed = scheduler.start { Observable.combineLatest(none) { 42 + $0.reduce(0, +) } }
        XCTAssertEqual(summed.events, [.next(200, 42), .completed(200)])
        let arrays = TestScheduler().start { Observable.combineLatest(none) }
        XCTAssertEqual(arrays.events.count, 2)
        XCTAssertEqual(arrays.events.first?.value.element, [])
        let failing = TestScheduler().start { Observable<Int>.combineLatest(none) { _ in throw TestError() } }
        XCTAssertEqual(failing.events, [.error(200, TestError())])
    }

    func testCombineLatestCompletesOnceNothingCanBeCombined() {
        let scheduler = TestScheduler()
        let a = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
        let b = scheduler.createHotObservable([Recorded<Event<Int>>.completed(220)])
        let result = scheduler.start { Observable.combineLatest(a, b) { $0 + $1 } }
        // b ended empty while a goes on: nothing at 220; a's next element finds every other
        // source done, so nothing can ever be combined, and the result completes.
        XCTAssertEqual(result.events, [.completed(230)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 230)])
    }

    func testZipPairsByIndexAndCompletesWhenExhausted() {
        let scheduler = TestScheduler()
        let a = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        let b = scheduler.createHotObservable([.next(215, "a"), .next(250, "b"), .completed(260)])
        let result = scheduler.start { Observable.zip(a, b) { "\($0)\($1)" } }
        XCTAssertEqual(result.events, [.next(215, "1a"), .next(250, "2b"), .completed(260)])

        let rows = LockedBox<[[Int]]>([])
        _ = Observable.zip([Observable.of(1, 2), Observable.of(3, 4, 5)]).subscribe(onNext: { rows.append($0) })
        XCTAssertEqual(rows.value, [[1, 3], [2, 4]])
    }

    func testMergeAndConcat() {
        let scheduler = TestScheduler()
        let a = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(240)])
        let b = scheduler.createHotObservable([.next(220, 2), .completed(250)])
        let merged = scheduler.start { Observable.merge([a.asObservable(), b.asObservable()]) }
        XCTAssertEqual(merged.events, [.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)])

        let values = LockedBox<[Int]>([])
        _ = Observable.of(1, 2).concat(Observable.of(3)).subscribe(onNext: { values.append($0) })
        XCTAssertEqual(values.value, [1, 2, 3])
    }

    func testMergeForwardsTheFirstError() {
        let scheduler = TestScheduler()
        let a = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
        let b = scheduler.createHotObservable([.next(230, 2)])
        let merged = scheduler.start { Observable.merge(a.asObservable(), b.asObservable()) }
        XCTAssertEqual(merged.events, [.next(210, 1), .error(220, TestError())])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 220)])
    }

    func testWithLatestFromAndTakeUntil() {
        let scheduler = TestScheduler()
        let taps = scheduler.createHotObservable([.next(210, ()), .next(230, ()), .completed(250)])
        let text = scheduler.createHotObservable([.next(220, "a"), .next(240, "b")])
        let result = scheduler.start { taps.withLatestFrom(text) }
        XCTAssertEqual(result.events, [.next(230, "a"), .completed(250)])

        let second = TestScheduler()
        let source = second.createHotObservable([.next(210, 1), .next(230, 2)])
        let stop = second.createHotObservable([.next(220, ())])
        let taken = second.start { source.take(until: stop) }
        XCTAssertEqual(taken.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
    }
}
