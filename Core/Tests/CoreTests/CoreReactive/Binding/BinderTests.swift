import Core
import CoreTesting
import Foundation
import XCTest

@MainActor
private final class Badge: ReactiveCompatible {
    var count = 0
    var label = ""
    var shown: [String] = []
}

/// A view of a class that is neither `Sendable` nor marked main-actor, as many are.
private final class PlainView: ReactiveCompatible {
    var count = 0
    var shown: [String] = []
}

/// A flag of the app's own that is a `Driver` (RxCocoa's `SharedSequenceConvertibleType`).
private struct Flag: SharedSequenceConvertibleType {
    typealias Element = Bool
    typealias SharingStrategy = DriverSharingStrategy

    let relay = BehaviorRelay(value: false)

    func asSharedSequence() -> SharedSequence<SharingStrategy, Element> { relay.asDriver() }
}

extension Reactive where Base: Badge {
    /// A binder written the RxSwift way, in an extension of the `rx` namespace.
    fileprivate var text: Binder<String> {
        Binder(base) { badge, text in badge.shown.append(text) }
    }
}

/// RxSwift's binding idioms: `Binder`, the `rx` namespace, key-path binders.
@MainActor
final class BinderTests: LeakCheckedTestCase {
    func testABinderDeliversOnTheMainActorAtOnceWhenAlreadyThere() async {
        let badge = Badge()
        let subscription = Observable.of("a", "b").bind(to: badge.rx.text)
        XCTAssertEqual(badge.shown, ["a", "b"])
        subscription.dispose()
    }

    func testABinderFedFromAnotherThreadDeliversOnMainInOrder() async {
        let badge = Badge()
        let subject = PublishSubject<String>()
        let subscription = subject.bind(to: badge.rx.text)
        let sent = expectation(description: "sent")
        Thread.detachNewThread {
            for index in 1...50 { subject.onNext("\(index)") }
            sent.fulfill()
        }
        await fulfillment(of: [sent], timeout: 10)
        for _ in 0..<1_000 where badge.shown.count < 50 { await Task.yield() }
        XCTAssertEqual(badge.shown, (1...50).map(String.init))
        subscription.dispose()
    }

    func testAKeyPathBinderSetsTheProperty() async {
        let badge = Badge()
        let relay = BehaviorRelay(value: 3)
        let subscription = relay.bind(to: badge.rx.count)
        relay.accept(7)
        XCTAssertEqual(badge.count, 7)
        subscription.dispose()
    }

    /// Main-actor code binds a class that is not `Sendable`: its key-path binder and a binder
    /// made for it keep it where only the main actor reads it, weakly.
    func testAClassThatIsNotSendableIsBoundFromTheMainActor() async {
        let watched: WeakReference<PlainView>
        let binder: Binder<String>
        do {
            let view = PlainView()
            watched = WeakReference(view)
            let counts = Observable.of(1, 2).bind(to: view.rx.count)
            XCTAssertEqual(view.count, 2)
            binder = Binder(view) { view, text in view.shown.append(text) }
            let texts = Observable.just("x").bind(to: binder)
            XCTAssertEqual(view.shown, ["x"])
            counts.dispose()
            texts.dispose()
        }
        XCTAssertTrue(watched.isReleased, "a binder keeps its target weakly")
        binder.onNext("after")
    }

    /// As RxCocoa's, each binder has a main scheduler of its own: a binding made while the
    /// shared one has work waiting on the main queue (a flow started from a step another
    /// `observe(on: MainScheduler.instance)` delivered) still applies at once.
    func testABinderDoesNotWaitForOtherWorkQueuedOnTheMainQueue() async {
        let badge = Badge()
        let view = PlainView()
        let bag = DisposeBag()
        let count = badge.rx.count
        let shown = Binder(view) { view, text in view.shown.append(text) }
        _ = MainScheduler.instance.schedule(()) { _ in
            // Scheduled while the action above runs, so it waits for the main queue's next turn.
            _ = MainScheduler.instance.schedule(()) { _ in Disposables.create() }
            Observable.just(3).bind(to: count).disposed(by: bag)
            Observable.just("set").bind(to: shown).disposed(by: bag)
            return Disposables.create()
        }
        XCTAssertTrue(MainScheduler.hasQueuedWork, "the shared scheduler's work waits")
        XCTAssertEqual(badge.count, 3, "the key-path binder applied at once")
        XCTAssertEqual(view.shown, ["set"], "the binder applied at once")
        let settled = await mainQueueSettled()
        XCTAssertTrue(settled)
    }

    func testABinderHoldsItsTargetWeakly() async {
        var badge: Badge? = Badge()
        let watched = WeakReference(badge)
        let binder = badge?.rx.label
        badge = nil
        XCTAssertTrue(watched.isReleased, "the binder does not keep its target alive")
        binder?.onNext("after")
    }

    func testABinderOnASchedulerWaitsForIt() async {
        let scheduler = TestScheduler(initialClock: 0)
        let badge = Badge()
        let seen = LockedBox<[TestTime]>([])
        let binder = Binder<String>(badge, scheduler: scheduler) { _, _ in seen.append(scheduler.clock) }
        scheduler.scheduleAt(100) { binder.onNext("x") }
        scheduler.start()
        XCTAssertEqual(seen.value, [101], "one step of the scheduler later, as RxSwift's binder on a test scheduler")
    }

    func testAnErrorSentToABinderIsReportedNotBound() async {
        let previous = Hooks.defaultErrorHandler
        defer { Hooks.defaultErrorHandler = previous }
        let reported = LockedBox<[String]>([])
        Hooks.defaultErrorHandler = { _, error in reported.append("\(error)") }
        let badge = Badge()
        badge.rx.text.on(.error(TestError("broken")))
        badge.rx.text.on(.completed)
        XCTAssertEqual(reported.value, ["broken"])
        XCTAssertEqual(badge.shown, [])
    }

    /// RxCocoa's protocol: a type of the app's own converts to a `Driver` and an `Observable`.
    func testATypeOfYourOwnIsASharedSequence() async {
        let flag = Flag()
        let driven = LockedBox<[Bool]>([])
        let observed = LockedBox<[Bool]>([])
        let bag = DisposeBag()
        flag.asDriver().drive(onNext: { driven.append($0) }).disposed(by: bag)
        flag.asObservable().subscribe(onNext: { observed.append($0) }).disposed(by: bag)
        flag.relay.accept(true)
        XCTAssertEqual(driven.value, [false, true])
        XCTAssertEqual(observed.value, [false, true])
    }

    /// `Observable.using` with a resource that is also the sequence, as an activity token is.
    func testUsingDisposesAResourceThatIsAlsoTheSequence() async {
        struct Token: ObservableConvertibleType, Disposable {
            let disposed: LockedBox<Int>
            func asObservable() -> Observable<Int> { .of(1, 2) }
            func dispose() { disposed.increment() }
        }
        let disposed = LockedBox(0)
        let received = LockedBox<[Int]>([])
        _ = Observable.using({ Token(disposed: disposed) }, observableFactory: { $0.asObservable() })
            .subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received.value, [1, 2])
        XCTAssertEqual(disposed.value, 1, "disposed once the sequence ends")
    }
}
