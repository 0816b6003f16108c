import Core
import CoreTesting
import XCTest

/// RxCocoa's combining, timing and creating operators on `Driver` and `Signal`, on virtual
/// time through `SharingScheduler.mock`. Each hop onto the mocked scheduler takes one tick,
/// as RxTest's `TestScheduler` simulates processing delay.
final class SharedSequenceOperatorTests: LeakCheckedTestCase {
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

    func testIntervalAndTimerTickOnTheSharingScheduler() {
        let scheduler = TestScheduler()
        let ticks = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start(disposed: 450) { Driver<Int>.interval(.seconds(100)).asObservable() }
        }
        XCTAssertEqual(ticks.events, [.next(300, 0), .next(400, 1)])

        let again = TestScheduler()
        let once = SharingScheduler.mock(scheduler: again) {
            again.start { Signal<Int>.timer(.seconds(50)).asObservable() }
        }
        XCTAssertEqual(once.events, [.next(250, 0), .completed(250)])

        let third = TestScheduler()
        let periodic = SharingScheduler.mock(scheduler: third) {
            third.start(disposed: 400) { Driver<Int>.timer(.seconds(50), period: .seconds(100)).asObservable() }
        }
        XCTAssertEqual(periodic.events, [.next(250, 0), .next(350, 1)])
    }

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

    func testDeferredMakesTheDriverWhenSubscribed() {
        let scheduler = TestScheduler()
        let made = LockedBox<[TestTime]>([])
        let result = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start {
                Driver.deferred {
                    made.append(scheduler.clock)
                    return Driver.just(7)
                }
                .asObservable()
            }
        }
        XCTAssertEqual(result.events, [.next(201, 7), .completed(202)])
        XCTAssertEqual(made.value, [200], "made at the subscription, not at creation (100)")
    }

    func testSharingSchedulerMakeGivesTheMockedSchedulerInsideAMock() {
        let scheduler = TestScheduler()
        let inside = SharingScheduler.mock(makeScheduler: { scheduler }) { SharingScheduler.make() }
        XCTAssertTrue(inside as AnyObject === scheduler)
        XCTAssertTrue(SharingScheduler.make() as AnyObject === MainScheduler.instance)
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

    /// RxCocoa's generic conversion, for code written over the sharing strategy.
    func testAsSharedSequenceTakesEachErrorPolicy() {
        let scheduler = TestScheduler()
        let failing = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
        let justReturn = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start {
                failing.asSharedSequence(sharingStrategy: DriverSharingStrategy.self, onErrorJustReturn: -1)
                    .asObservable()
            }
        }
        XCTAssertEqual(justReturn.events, [.next(211, 1), .next(221, -1), .completed(221)])

        let again = TestScheduler()
        let failingAgain = again.createHotObservable([.next(210, 1), .error(220, TestError())])
        let recovered = SharingScheduler.mock(scheduler: again) {
            again.start {
                let signal: Signal<Int> = failingAgain.asSharedSequence(onErrorRecover: { _ in Signal.just(7) })
                return signal.asObservable()
            }
        }
        XCTAssertEqual(recovered.events.map(\.value.element), [1, 7, nil])

        let third = TestScheduler()
        let failingThird: TestableObservable<Int> = third.createHotObservable([.error(220, TestError())])
        let drivenWith = SharingScheduler.mock(scheduler: third) {
            third.start {
                failingThird.asSharedSequence(onErrorDriveWith: Driver.just(5)).asObservable()
            }
        }
        XCTAssertEqual(drivenWith.events.map(\.value.element), [5, nil])
    }

    func testEmitIntoReplayRelaysOfOptionals() throws {
        let first = ReplayRelay<Int?>.create(bufferSize: 1)
        let second = ReplayRelay<Int?>.create(bufferSize: 1)
        let scheduler = TestScheduler()
        SharingScheduler.mock(scheduler: scheduler) {
            _ = Signal.just(3).emit(to: first, second)
            scheduler.start()
        }
        XCTAssertEqual(try first.asObservable().toBlocking(timeout: 1).first(), 3)
        XCTAssertEqual(try second.asObservable().toBlocking(timeout: 1).first(), 3)
    }
}
