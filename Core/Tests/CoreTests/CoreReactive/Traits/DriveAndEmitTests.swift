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
}
