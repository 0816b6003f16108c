import Core
import CoreTesting
import Foundation
import XCTest

@MainActor
private final class Label {
    var texts: [String] = []
}

@MainActor
final class DriveAndEmitTests: LeakCheckedTestCase {
    func testDriveDeliversOnTheMainActorAtOnceWhenAlreadyThere() async {
        let source = PublishSubject<String>()
        let label = Label()
        let subscription = source.subscribe(with: label, onMainActor: { label, text in label.texts.append(text) })
        source.onNext("a")
        XCTAssertEqual(label.texts, ["a"], "no hop for an event already on main")
        subscription.dispose()
        source.onNext("b")
        XCTAssertEqual(label.texts, ["a"])
    }

    func testEventsFromAnotherThreadArriveOnMainInTheOrderTheyWereSent() async {
        let source = PublishSubject<Int>()
        var received: [Int] = []
        var offMain = 0
        let subscription = source.subscribe(onMainActor: { value in
            if !Thread.isMainThread, !MainScheduler.isOnMainQueue { offMain += 1 }
            received.append(value)
        })
        defer { subscription.dispose() }
        let sent = expectation(description: "sent")
        Thread.detachNewThread {
            (1...200).forEach(source.onNext)
            sent.fulfill()
        }
        await fulfillment(of: [sent], timeout: 5)
        source.onNext(201)
        for _ in 0..<1000 where received.count < 201 { await Task.yield() }
        XCTAssertEqual(received, Array(1...201), "an event sent on main waits behind the queued ones")
        XCTAssertEqual(offMain, 0)
    }

    func testAWeakTargetStopsDeliveryAndAnUnhandledErrorReachesTheHook() async {
        let previous = Hooks.defaultErrorHandler
        defer { Hooks.defaultErrorHandler = previous }
        let reported = LockedBox<[String]>([])
        Hooks.defaultErrorHandler = { _, error in reported.mutate { $0.append("\(error)") } }

        let source = PublishSubject<String>()
        var label: Label? = Label()
        let watched = WeakReference(label)
        let subscription = source.subscribe(with: label ?? Label()) { label, text in label.texts.append(text) }
        label = nil
        XCTAssertTrue(watched.isReleased, "drive(with:) does not keep its target alive")
        source.onNext("ignored")
        source.onError(TestError("lost"))
        XCTAssertEqual(reported.value, ["lost"])
        subscription.dispose()
    }

    /// The object need not be `Sendable` (this one is not): every closure gets it on the main
    /// actor, `onDisposed` too, at once when disposed there and on the main queue's next turn
    /// when disposed on another thread.
    func testDriveWithAnObjectHandsItToOnDisposedOnTheMainActor() async {
        final class Screen {
            var log: [String] = []
        }
        let screen = Screen()
        let relay = BehaviorRelay(value: "a")
        let first = relay.asDriver().drive(
            with: screen, onNext: { screen, text in screen.log.append(text) },
            onDisposed: { screen in screen.log.append("disposed") })
        first.dispose()
        XCTAssertEqual(screen.log, ["a", "disposed"], "disposed on main: at once")
        let second = PublishRelay<String>().asSignal().emit(
            with: screen, onNext: { _, _ in },
            onDisposed: { screen in
                screen.log.append("disposed elsewhere")
            })
        let disposed = expectation(description: "disposed on another thread")
        Thread.detachNewThread {
            second.dispose()
            disposed.fulfill()
        }
        await fulfillment(of: [disposed], timeout: 5)
        for _ in 0..<1000 where screen.log.count < 3 { await Task.yield() }
        XCTAssertEqual(screen.log, ["a", "disposed", "disposed elsewhere"])
    }

    func testDoOnMainActorRunsItsEffectOnMainAndPassesTheElementOn() async {
        let label = Label()
        let results = LockedBox<[Int]>([])
        let subscription = Observable.of(1, 2, 3)
            .do(onMainActor: { label.texts.append("\($0)") })
            .subscribe(onNext: { results.append($0) })
        defer { subscription.dispose() }
        XCTAssertEqual(label.texts, ["1", "2", "3"])
        XCTAssertEqual(results.value, [1, 2, 3])
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
