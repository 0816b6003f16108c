import Core
import CoreTesting
import Foundation
import XCTest

/// A screen's state that only the main actor may touch: neither `Sendable` nor `@MainActor`.
private final class Screen {
    var multiplier = 10
    var opened: [Int] = []
    var total = 0
}

extension SharedSequenceConvertibleType where Element: Sendable {
    /// RxSwift users' helper, written over RxCocoa's protocol: `where Element: Sendable` is its
    /// one edit, since the closure it hands `map` runs on the main actor.
    fileprivate func mapToVoid() -> SharedSequence<SharingStrategy, Void> { map { _ in } }
}

/// A `Driver` or `Signal` delivers on the main queue by its type, so the closures of its
/// operators are main-actor closures: they may read and change a screen's state, and the
/// compiler checks them as main-actor code (`CompileFailTests` shows the other side).
@MainActor
final class MainActorOperatorTests: LeakCheckedTestCase {
    func testDriverOperatorsRunMainActorClosures() async {
        let screen = Screen()
        let scheduler = TestScheduler()
        let taps = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 2), .next(240, 3)])
        let results = scheduler.createObserver(Int.self)
        let bag = DisposeBag()
        SharingScheduler.mock(scheduler: scheduler) {
            taps.asDriver(onErrorJustReturn: 0)
                .distinctUntilChanged { $0 == $1 }
                .filter { $0 != screen.multiplier }
                .map { $0 * screen.multiplier }
                .compactMap { $0 > 15 ? $0 : nil }
                .do(onNext: { screen.opened.append($0) })
                .scan(0) { sum, value in sum + value }
                .drive(results)
                .disposed(by: bag)
            scheduler.start()
        }
        XCTAssertEqual(screen.opened, [20, 30])
        XCTAssertEqual(results.events, [.next(221, 20), .next(241, 50)])

        let again = TestScheduler()
        let ticks = again.createHotObservable([.next(210, 1)])
        let voids = again.createObserver(Void.self)
        SharingScheduler.mock(scheduler: again) {
            ticks.asSignal(onErrorJustReturn: 0).mapToVoid().emit(to: voids).disposed(by: bag)
            again.start()
        }
        XCTAssertEqual(voids.events.map(\.time), [211], "a helper written over RxCocoa's protocol")
    }

    func testFlatteningAndWithLatestFromRunMainActorClosures() async {
        let screen = Screen()
        let scheduler = TestScheduler()
        let ids = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
        let names = scheduler.createHotObservable([.next(205, "a"), .next(225, "b")])
        let opened = scheduler.createObserver(String.self)
        let bag = DisposeBag()
        SharingScheduler.mock(scheduler: scheduler) {
            let latestNames = names.asDriver(onErrorJustReturn: "")
            ids.asSignal(onErrorJustReturn: 0)
                .withLatestFrom(latestNames) { id, name in "\(name)\(id * screen.multiplier)" }
                .flatMapLatest { label -> Signal<String> in
                    screen.total += 1
                    return Signal.just(label)
                }
                .emit(to: opened)
                .disposed(by: bag)
            scheduler.start()
        }
        XCTAssertEqual(opened.events.map(\.value.element), ["a10", "b20"])
        XCTAssertEqual(screen.total, 2)
    }

    /// What `observe(on: MainScheduler.instance)` returns keeps its type through the operators
    /// that stay on main, whose closures are main-actor closures; a flattening into plain
    /// observables leaves main, and its type says so.
    func testObserveOnMainKeepsItsTypeWhileTheChainStaysOnMain() async {
        let screen = Screen()
        let subject = PublishSubject<Int>()
        let others = BehaviorSubject(value: 100)
        let chain: MainActorObservable<Int> = subject.observe(on: MainScheduler.instance)
            .filter { $0 != screen.multiplier }
            .map { $0 * screen.multiplier }
            .distinctUntilChanged()
            .scan(0) { sum, value in sum + value }
            .withLatestFrom(others) { sum, other in sum + other }
            .startWith(-1)
            .do(onNext: { screen.opened.append($0) })
            .flatMapLatest { value in Observable.just(value).observe(on: MainScheduler.instance) }
        let subscription = chain.subscribe(onNext: { screen.total = $0 })
        for value in [1, 1, 10, 2] { subject.onNext(value) }
        // A hop from inside a main-queue delivery waits its turn on the main queue.
        for _ in 0..<1_000 where screen.total != 130 { await Task.yield() }
        XCTAssertEqual(screen.opened, [-1, 110, 130])
        XCTAssertEqual(screen.total, 130)
        subscription.dispose()

        let multiplier = screen.multiplier
        let leaves: Observable<Int> = subject.observe(on: MainScheduler.instance)
            .flatMapLatest { value in Observable.just(value * multiplier) }
        let seen = LockedBox<[Int]>([])
        let plain = leaves.subscribe(onNext: { seen.append($0) })
        subject.onNext(3)
        for _ in 0..<1_000 where seen.value.isEmpty { await Task.yield() }
        XCTAssertEqual(seen.value, [30])
        plain.dispose()
    }

    /// A control's events and values arrive on the main queue, as a view sends them: their
    /// operators and subscriptions take main-actor closures too.
    func testAControlsEventsAndValuesTakeMainActorClosures() async {
        let screen = Screen()
        let taps = PublishSubject<Int>()
        let event = ControlEvent(events: taps)
        let scaled: MainActorObservable<Int> = event.filter { $0 != screen.multiplier }.map { $0 * screen.multiplier }
        let subscription = scaled.subscribe(onNext: { screen.total += $0 })
        let texts = BehaviorSubject(value: "a")
        let property = ControlProperty(values: texts, valueSink: AnyObserver<String> { _ in })
        let typed = property.subscribe(onNext: { screen.opened.append($0.count) })
        for tap in [10, 2, 3] { taps.onNext(tap) }
        texts.onNext("abc")
        for _ in 0..<1_000 where screen.total != 50 || screen.opened.count < 2 { await Task.yield() }
        XCTAssertEqual(screen.total, 50)
        XCTAssertEqual(screen.opened, [1, 3])
        subscription.dispose()
        typed.dispose()
    }

    /// A view's `rx` extension reads the view's state when subscribed to, and combines its
    /// drivers, in main-actor closures.
    func testDeferredAndCombiningRunMainActorClosures() async {
        let screen = Screen()
        screen.multiplier = 7
        let current = MainActorObservable<Int>.deferred { Observable.just(screen.multiplier) }
        let seen = LockedBox<[Int]>([])
        let subscription = current.subscribe(onNext: { seen.append($0) })
        for _ in 0..<1_000 where seen.value.isEmpty { await Task.yield() }
        XCTAssertEqual(seen.value, [7])
        subscription.dispose()

        let scheduler = TestScheduler()
        let left = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
        let right = scheduler.createHotObservable([.next(220, 10)])
        let combined = scheduler.createObserver(Int.self)
        let zipped = scheduler.createObserver(Int.self)
        let bag = DisposeBag()
        SharingScheduler.mock(scheduler: scheduler) {
            let l = left.asDriver(onErrorJustReturn: 0)
            let r = right.asDriver(onErrorJustReturn: 0)
            Driver.combineLatest(l, r) { $0 * screen.multiplier + $1 }.drive(combined).disposed(by: bag)
            Driver.zip(l, r) { $0 + $1 * screen.multiplier }.drive(zipped).disposed(by: bag)
            scheduler.start()
        }
        XCTAssertEqual(combined.events, [.next(221, 17), .next(231, 24)])
        XCTAssertEqual(zipped.events, [.next(221, 71)])
    }

    /// A scheduler put in the main queue's place that runs elsewhere would call main-actor
    /// closures off the main actor: they do not run, the event is dropped, and the error says
    /// why. (A `TestScheduler` run off the thread that scheduled its events fails the test
    /// before that, saying so.)
    func testAMockedSchedulerRunningOffTheMainThreadReportsInsteadOfCallingMainActorCode() async {
        let reported = LockedBox<[String]>([])
        let arrived = expectation(description: "the report")
        let previous = Hooks.defaultErrorHandler
        defer { Hooks.defaultErrorHandler = previous }
        Hooks.defaultErrorHandler = { _, error in
            reported.mutate { $0.append("\(error)") }
            arrived.fulfill()
        }

        let screen = Screen()
        let elsewhere = SerialDispatchQueueScheduler(qos: .default, internalSerialQueueName: "not main")
        let seen = LockedBox<[Int]>([])
        let subscription = SharingScheduler.mock(scheduler: elsewhere) {
            Observable.just(1).asDriver(onErrorJustReturn: 0)
                .map { $0 * screen.multiplier }
                .asObservable()
                .subscribe(onNext: { seen.append($0) })
        }
        await fulfillment(of: [arrived], timeout: 10)
        subscription.dispose()

        XCTAssertEqual(seen.value, [], "the element was dropped")
        XCTAssertEqual(reported.value.count, 1)
        XCTAssertTrue(
            reported.value.first?.contains("A main-actor closure of a sequence that delivers on the main queue")
                == true,
            "\(reported.value)")
    }
}
