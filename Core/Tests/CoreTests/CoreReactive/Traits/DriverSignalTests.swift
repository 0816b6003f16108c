import Core
import CoreTesting
import Foundation
import XCTest

/// `Driver` and `Signal` as RxCocoa's users test them: on virtual time through
/// `SharingScheduler.mock`, with RxCocoa's outcomes. Each hop onto the mocked scheduler takes
/// one tick, as RxTest's `TestScheduler` simulates processing delay.
@MainActor
final class DriverSignalTests: LeakCheckedTestCase {
    func testAsDriverOnErrorJustReturnEndsWithTheElementInsteadOfTheError() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .error(220, TestError("lost"))])
        let result = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start { source.asDriver(onErrorJustReturn: -1).asObservable() }
        }
        XCTAssertEqual(result.events, [.next(211, 1), .next(221, -1), .completed(221)])
        XCTAssertEqual(
            source.subscriptions, [Subscription(200, 220)],
            "the source is let go when its error arrives, before the hop")
    }

    func testAsDriverOnErrorDriveWithContinuesWithTheOtherDriver() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
        let result = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start { source.asDriver(onErrorDriveWith: .of(8, 9)).asObservable() }
        }
        XCTAssertEqual(result.events, [.next(211, 1), .next(222, 8), .next(223, 9), .completed(224)])
    }

    func testAsSignalOnErrorRecoverRunsOnTheMainActorAndContinuesWithItsSignal() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .error(220, TestError("shown"))])
        let shown = MainActorLog()
        let result = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start {
                source.asSignal(onErrorRecover: { error in
                    shown.entries.append("\(error)")  // main-actor state, checked by the compiler
                    return .just(0)
                }).asObservable()
            }
        }
        XCTAssertEqual(result.events, [.next(211, 1), .next(222, 0), .completed(223)])
        XCTAssertEqual(shown.entries, ["shown"])
    }

    func testADriverReplaysItsLatestElementToALateObserverAndASignalDoesNot() {
        let relay = BehaviorRelay(value: 1)
        let events = PublishRelay<String>()
        let driver = relay.asDriver()
        let signal = events.asSignal()
        var first: [Int] = []
        var late: [Int] = []
        var taps: [String] = []
        let bag = DisposeBag()
        driver.drive(onNext: { first.append($0) }).disposed(by: bag)
        signal.emit(onNext: { taps.append($0) }).disposed(by: bag)
        relay.accept(2)
        events.accept("tap")
        driver.drive(onNext: { late.append($0) }).disposed(by: bag)
        var lateTaps: [String] = []
        signal.emit(onNext: { lateTaps.append($0) }).disposed(by: bag)
        XCTAssertEqual(first, [1, 2])
        XCTAssertEqual(late, [2], "a driver replays the latest element")
        XCTAssertEqual(taps, ["tap"])
        XCTAssertEqual(lateTaps, [], "a signal replays nothing")
    }

    func testTwoObserversOfADriverShareOneSubscriptionToTheSource() {
        let subscriptions = LockedBox(0)
        let source = PublishSubject<Int>()
        let driver = source.do(onSubscribe: { subscriptions.increment() }).asDriver(onErrorJustReturn: 0)
        let bag = DisposeBag()
        var seen: [Int] = []
        driver.drive(onNext: { seen.append($0) }).disposed(by: bag)
        driver.drive(onNext: { seen.append($0 * 10) }).disposed(by: bag)
        source.onNext(1)
        XCTAssertEqual(subscriptions.value, 1)
        XCTAssertEqual(seen, [1, 10])
    }

    func testADriverDeliversOnTheMainQueueWhateverThreadItsSourceUses() async {
        let source = PublishSubject<Int>()
        var received: [Int] = []
        var offMain = 0
        let done = expectation(description: "delivered")
        let subscription = source.asDriver(onErrorJustReturn: 0).drive(onNext: { value in
            if !Thread.isMainThread { offMain += 1 }
            received.append(value)
            if value == 3 { done.fulfill() }
        })
        defer { subscription.dispose() }
        Thread.detachNewThread {
            for value in 1...3 { source.onNext(value) }
        }
        await fulfillment(of: [done], timeout: 5)
        XCTAssertEqual(received, [1, 2, 3], "in order")
        XCTAssertEqual(offMain, 0)
    }

    func testDebounceOnADriverRunsOnTheMockedScheduler() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, "a"), .next(215, "ab"), .next(240, "abc")])
        let result = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start { source.asDriver(onErrorJustReturn: "").debounce(.seconds(10)).asObservable() }
        }
        XCTAssertEqual(
            result.events, [.next(226, "ab"), .next(251, "abc")], "10 ticks after the last element, plus the hop")
    }

    func testDriverOperatorsKeepTheGuarantees() {
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

    func testDriveAndEmitFeedRelaysAndObservers() {
        let source = BehaviorRelay(value: "a")
        let target = BehaviorRelay(value: "")
        let taps = PublishRelay<Int>()
        let tapTarget = PublishRelay<Int>()
        let tapped = LockedBox<[Int]>([])
        let bag = DisposeBag()
        source.asDriver().drive(target).disposed(by: bag)
        tapTarget.subscribe(onNext: { tapped.append($0) }).disposed(by: bag)
        taps.asSignal().emit(to: tapTarget).disposed(by: bag)
        source.accept("b")
        taps.accept(7)
        XCTAssertEqual(target.value, "b")
        XCTAssertEqual(tapped.value, [7])
    }

    /// `drive` passes everything a driver sends to its observers, the completion included.
    func testDrivePassesTheCompletionToItsObservers() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(Int.self)
        let signalObserver = scheduler.createObserver(Int.self)
        let bag = DisposeBag()
        SharingScheduler.mock(scheduler: scheduler) {
            let source = scheduler.createColdObservable([.next(10, 1), .completed(20)])
            source.asDriver(onErrorJustReturn: 0).drive(observer).disposed(by: bag)
            source.asSignal(onErrorJustReturn: 0).emit(to: signalObserver).disposed(by: bag)
            scheduler.start()
        }
        XCTAssertEqual(observer.events, [.next(11, 1), .completed(21)])
        XCTAssertEqual(signalObserver.events, [.next(11, 1), .completed(21)])
    }

    /// A relay's `asDriver()` and `asSignal()` hop to the main queue like any other driver, so a
    /// relay fed from another thread still reaches its observers on main, in order.
    func testARelaysDriverAndSignalDeliverOnMainWhenFedFromAnotherThread() async {
        let state = BehaviorRelay(value: 0)
        let taps = PublishRelay<Int>()
        var driven: [Int] = []
        var emitted: [Int] = []
        var offMain = 0
        let bag = DisposeBag()
        state.asDriver().drive(onNext: { value in
            if !MainScheduler.isOnMainQueue { offMain += 1 }
            driven.append(value)
        }).disposed(by: bag)
        taps.asSignal().emit(onNext: { value in
            if !MainScheduler.isOnMainQueue { offMain += 1 }
            emitted.append(value)
        }).disposed(by: bag)
        let sent = expectation(description: "sent")
        Thread.detachNewThread {
            for value in 1...20 {
                state.accept(value)
                taps.accept(value)
            }
            sent.fulfill()
        }
        await fulfillment(of: [sent], timeout: 10)
        for _ in 0..<1_000 where driven.count < 21 || emitted.count < 20 { await Task.yield() }
        XCTAssertEqual(driven, Array(0...20))
        XCTAssertEqual(emitted, Array(1...20))
        XCTAssertEqual(offMain, 0, "delivered on the main queue only")
    }

    func testDriveWithDoesNotKeepItsObjectAlive() {
        final class Label { var texts: [String] = [] }
        let relay = BehaviorRelay(value: "a")
        var label: Label? = Label()
        let watched = WeakReference(label)
        let subscription = relay.asDriver().drive(with: label ?? Label()) { label, text in label.texts.append(text) }
        XCTAssertEqual(label?.texts, ["a"])
        label = nil
        XCTAssertTrue(watched.isReleased)
        relay.accept("b")
        subscription.dispose()
    }
}

/// State only main-actor code may touch.
@MainActor
private final class MainActorLog {
    var entries: [String] = []
}
