import Core
import CoreTesting
import XCTest

/// RxCocoa's combining, timing and creating operators on `Driver` and `Signal`, on virtual
/// time through `SharingScheduler.mock`. Each hop onto the mocked scheduler takes one tick,
/// as RxTest's `TestScheduler` simulates processing delay.
final class SharedSequenceCombiningTests: LeakCheckedTestCase {
    func testZipPairsTheDriversElementsByIndex() {
        let scheduler = TestScheduler()
        let numbers = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(250, 3)])
        let letters = scheduler.createHotObservable([.next(220, "a"), .next(240, "b")])
        let result = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start {
                Driver.zip(numbers.asDriver(onErrorJustReturn: 0), letters.asDriver(onErrorJustReturn: "")) {
                    "\($0)\($1)"
                }
                .asObservable()
            }
        }
        XCTAssertEqual(result.events, [.next(221, "1a"), .next(241, "2b")])
    }

    func testZipAndCombineLatestOverACollection() {
        let scheduler = TestScheduler()
        let first = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
        let second = scheduler.createHotObservable([.next(220, 10), .next(240, 20)])
        let zipped = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start {
                Driver.zip([first.asDriver(onErrorJustReturn: 0), second.asDriver(onErrorJustReturn: 0)]).asObservable()
            }
        }
        XCTAssertEqual(zipped.events, [.next(221, [1, 10]), .next(241, [2, 20])])

        let again = TestScheduler()
        let left = again.createHotObservable([.next(210, 1), .next(230, 2)])
        let right = again.createHotObservable([.next(220, 10), .next(240, 20)])
        let combined = SharingScheduler.mock(scheduler: again) {
            again.start {
                Signal.combineLatest([left.asSignal(onErrorJustReturn: 0), right.asSignal(onErrorJustReturn: 0)]) {
                    $0.reduce(0, +)
                }
                .asObservable()
            }
        }
        XCTAssertEqual(combined.events, [.next(221, 11), .next(231, 12), .next(241, 22)])
    }

    func testConcatRunsTheDriversOneAfterAnother() {
        let scheduler = TestScheduler()
        let result = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start { Driver.concat([Driver.of(1, 2), Driver.of(3)]).asObservable() }
        }
        XCTAssertEqual(
            result.events, [.next(201, 1), .next(202, 2), .next(204, 3), .completed(205)],
            "the second starts when the first's completion arrives, at 203")
    }

    func testSwitchLatestFollowsTheLatestInnerDriver() {
        let scheduler = TestScheduler()
        let first = scheduler.createHotObservable([.next(220, 1), .next(260, 2)])
        let second = scheduler.createHotObservable([.next(255, 10), .next(270, 20)])
        let result = SharingScheduler.mock(scheduler: scheduler) {
            let inner = (first.asDriver(onErrorJustReturn: 0), second.asDriver(onErrorJustReturn: 0))
            let outer = scheduler.createHotObservable([.next(210, inner.0), .next(250, inner.1)])
            return scheduler.start { outer.asDriver(onErrorJustReturn: .empty()).switchLatest().asObservable() }
        }
        XCTAssertEqual(result.events, [.next(221, 1), .next(256, 10), .next(271, 20)], "2 is after the switch")
        XCTAssertEqual(first.subscriptions, [Subscription(211, 251)])
    }

    func testMergeWithMaxConcurrentStartsTheNextWhenOneEnds() {
        let scheduler = TestScheduler()
        let first = scheduler.createHotObservable([.next(230, 1), .completed(240)])
        let second = scheduler.createHotObservable([.next(235, 10), .next(250, 20)])
        let result = SharingScheduler.mock(scheduler: scheduler) {
            let inner = (first.asSignal(onErrorJustReturn: 0), second.asSignal(onErrorJustReturn: 0))
            let outer = scheduler.createHotObservable([.next(210, inner.0), .next(220, inner.1)])
            return scheduler.start {
                outer.asSignal(onErrorJustReturn: .empty()).merge(maxConcurrent: 1).asObservable()
            }
        }
        XCTAssertEqual(result.events, [.next(231, 1), .next(251, 20)], "10 came before the second started")
        XCTAssertEqual(second.subscriptions, [Subscription(241, 1000)])

        let again = TestScheduler()
        let left = again.createHotObservable([.next(230, 1), .completed(240)])
        let right = again.createHotObservable([.next(235, 10), .next(250, 20)])
        let merged = SharingScheduler.mock(scheduler: again) {
            let inner = (left.asSignal(onErrorJustReturn: 0), right.asSignal(onErrorJustReturn: 0))
            let outer = again.createHotObservable([.next(210, inner.0), .next(220, inner.1)])
            return again.start { outer.asSignal(onErrorJustReturn: .empty()).merge().asObservable() }
        }
        XCTAssertEqual(merged.events, [.next(231, 1), .next(236, 10), .next(251, 20)])
    }
}
