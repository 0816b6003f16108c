import Core
import CoreTesting
import Foundation
import XCTest

/// RxCocoa's combining, timing and creating operators on `Driver` and `Signal`, on virtual
/// time through `SharingScheduler.mock`. Each hop onto the mocked scheduler takes one tick,
/// as RxTest's `TestScheduler` simulates processing delay.
final class SharedSequenceOperatorsTests: LeakCheckedTestCase {
    func testSkipDebugAndFromOptional() {
        let scheduler = TestScheduler()
        let skipped = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start { Driver.of(1, 2, 3).skip(1).debug("skipped").asObservable() }
        }
        XCTAssertEqual(skipped.events, [.next(202, 2), .next(203, 3), .completed(204)])

        let again = TestScheduler()
        let some = SharingScheduler.mock(scheduler: again) { again.start { Driver.from(optional: 5).asObservable() } }
        XCTAssertEqual(some.events, [.next(201, 5), .completed(202)])

        let third = TestScheduler()
        let none = SharingScheduler.mock(scheduler: third) {
            third.start { Signal<Int>.from(optional: nil).asObservable() }
        }
        XCTAssertEqual(none.events, [.completed(201)])
    }

    /// As in RxCocoa, flattening shares as the inner sequences do: a driver of signals gives a
    /// signal, by `switchLatest`, `merge`, `flatMapLatest` and `flatMapFirst` alike.
    func testADriverOfSignalsFlattensToASignal() {
        let scheduler = TestScheduler()
        let outer = scheduler.createHotObservable([.next(210, 1), .next(240, 2)])
        let inner = scheduler.createColdObservable([.next(5, 10), .next(40, 20)])
        SharingScheduler.mock(scheduler: scheduler) {
            let signals: Driver<Signal<Int>> = outer.asDriver(onErrorJustReturn: 0).map { value in
                inner.asSignal(onErrorJustReturn: -1).map { $0 * value }
            }
            let switched: Signal<Int> = signals.switchLatest()
            let merged: Signal<Int> = signals.merge()
            let latest: Signal<Int> = outer.asDriver(onErrorJustReturn: 0).flatMapLatest { value in
                inner.asSignal(onErrorJustReturn: -1).map { $0 * value }
            }
            let first: Signal<Int> = outer.asDriver(onErrorJustReturn: 0).flatMapFirst { value in
                inner.asSignal(onErrorJustReturn: -1).map { $0 * value }
            }
            let switchedEvents = scheduler.createObserver(Int.self)
            let mergedEvents = scheduler.createObserver(Int.self)
            let latestEvents = scheduler.createObserver(Int.self)
            let firstEvents = scheduler.createObserver(Int.self)
            let subscriptions = CompositeDisposable()
            scheduler.scheduleAt(200) {
                for (signal, observer) in [
                    (switched, switchedEvents), (merged, mergedEvents), (latest, latestEvents), (first, firstEvents),
                ] {
                    _ = subscriptions.insert(signal.emit(to: observer))
                }
            }
            scheduler.scheduleAt(1000) { subscriptions.dispose() }
            scheduler.start()
            // 1 arrives at 211 and 2 at 241, a tick after the source; 1's inner sends 10 at 216
            // and would send 20 at 251, after 2 came, whose inner sends 20 at 246 and 40 at 281.
            XCTAssertEqual(switchedEvents.events.map(\.value.element), [10, 20, 40], "1's inner let go at 2")
            XCTAssertEqual(latestEvents.events, switchedEvents.events, "flatMapLatest is map then switchLatest")
            XCTAssertEqual(mergedEvents.events.count, 4, "merge keeps both inners: \(mergedEvents.events)")
            XCTAssertEqual(firstEvents.events.map(\.value.element), [10, 20], "flatMapFirst ignores 2 while 1's runs")
        }
    }

    func testFromAnySequenceAndKeyedDistinctUntilChanged() {
        let scheduler = TestScheduler()
        let fromSequence = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start { Driver.from(AnySequence([10, 20])).asObservable() }
        }
        XCTAssertEqual(fromSequence.events, [.next(201, 10), .next(202, 20), .completed(203)], "a hop per event")

        let again = TestScheduler()
        let source = again.createHotObservable([.next(210, "a"), .next(220, "ab"), .next(230, "cd"), .next(240, "e")])
        let keysMade = LockedBox(0)
        let byLength = SharingScheduler.mock(scheduler: again) {
            again.start {
                source.asDriver(onErrorJustReturn: "")
                    .distinctUntilChanged { text -> Int in
                        keysMade.mutate { $0 += 1 }
                        return text.count
                    }
                    .asObservable()
            }
        }
        XCTAssertEqual(byLength.events, [.next(211, "a"), .next(221, "ab"), .next(241, "e")])
        XCTAssertEqual(keysMade.value, 4, "one key per element, as RxCocoa makes them")

        let third = TestScheduler()
        let numbers = third.createHotObservable([.next(210, 1), .next(220, 3), .next(230, 4)])
        let byParity = SharingScheduler.mock(scheduler: third) {
            third.start {
                numbers.asSignal(onErrorJustReturn: 0).distinctUntilChanged({ $0 % 2 }, comparer: ==).asObservable()
            }
        }
        XCTAssertEqual(byParity.events, [.next(211, 1), .next(231, 4)])
    }

    @MainActor
    func testDebounceOnADriverRunsOnTheMockedScheduler() async {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, "a"), .next(215, "ab"), .next(240, "abc")])
        let result = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start { source.asDriver(onErrorJustReturn: "").debounce(.seconds(10)).asObservable() }
        }
        XCTAssertEqual(
            result.events, [.next(226, "ab"), .next(251, "abc")], "10 ticks after the last element, plus the hop")
    }

    @MainActor
    func testDriverOperatorsKeepTheGuarantees() async {
        let scheduler = TestScheduler()
        let query = scheduler.createHotObservable([.next(210, "b"), .next(220, "b"), .next(230, "be")])
        let result = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start {
                query.asDriver(onErrorJustReturn: "")
                    .distinctUntilChanged()
                    .flatMapLatest { text in Driver.just(text.count) }
                    .scan(0, accumulator: +)
                    .startWith(0)
                    .asObservable()
            }
        }
        XCTAssertEqual(result.events, [.next(200, 0), .next(212, 1), .next(232, 3)], "the repeated b is dropped")
    }
}
