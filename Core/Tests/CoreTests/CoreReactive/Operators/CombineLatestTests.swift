import Core
import CoreTesting
import XCTest

/// `combineLatest` of two, three, four and a collection.
final class CombineLatestTests: LeakCheckedTestCase {
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
}
