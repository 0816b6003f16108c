import Core
import CoreTesting
import Foundation
import XCTest

@MainActor
private final class TitleScreen {
    var titles: [String] = []
    var failures: [String] = []
    let bag = DisposeBag()

    /// The RxSwift binding most screens are made of, checked as main-actor code here.
    func bind(_ relay: PublishRelay<String>) {
        relay.observe(on: MainScheduler.instance)
            .subscribe(onNext: { [weak self] in self?.titles.append($0) })
            .disposed(by: bag)
    }
}

/// `observe(on: MainScheduler.instance)` followed by `subscribe`: the closures are main-actor
/// code, and they run on the main actor whatever thread feeds the source.
@MainActor
final class MainActorSubscribeTests: LeakCheckedTestCase {
    func testAnEventAlreadyOnMainIsDeliveredAtOnce() async {
        let relay = PublishRelay<String>()
        let screen = TitleScreen()
        screen.bind(relay)
        relay.accept("Lisbon")
        XCTAssertEqual(screen.titles, ["Lisbon"], "no hop for an event already on the main queue")
    }

    func testARelayFedFromAnotherThreadReachesTheScreenOnMainInOrder() async {
        let relay = PublishRelay<String>()
        let screen = TitleScreen()
        screen.bind(relay)
        let sent = expectation(description: "sent")
        Thread.detachNewThread {
            for index in 1...100 { relay.accept("\(index)") }
            sent.fulfill()
        }
        await fulfillment(of: [sent], timeout: 10)
        for _ in 0..<1_000 where screen.titles.count < 100 { await Task.yield() }
        XCTAssertEqual(screen.titles, (1...100).map(String.init))
    }

    func testErrorsAndCompletionRunOnMainAndTheObjectIsHeldWeakly() async {
        let subject = PublishSubject<String>()
        var screen: TitleScreen? = TitleScreen()
        let watched = WeakReference(screen)
        var completed = false
        let subscription = subject.observe(on: MainScheduler.instance)
            .subscribe(
                with: screen ?? TitleScreen(), onNext: { screen, title in screen.titles.append(title) },
                onError: { screen, error in screen.failures.append("\(error)") }, onCompleted: { _ in completed = true }
            )
        subject.onNext("a")
        XCTAssertEqual(screen?.titles, ["a"])
        subject.onError(TestError("lost"))
        XCTAssertEqual(screen?.failures, ["lost"])
        screen = nil
        XCTAssertTrue(watched.isReleased, "the subscription does not keep its object alive")
        XCTAssertFalse(completed, "an error ends the sequence: no completion")
        subscription.dispose()
    }
}

/// `MainScheduler.hasQueuedWork`: what a line-mode shell waits on before it reads the screen a
/// command opened.
@MainActor
final class QueuedMainWorkTests: LeakCheckedTestCase {
    func testWorkQueuedForTheMainQueueIsCountedUntilItHasRun() async {
        XCTAssertFalse(MainScheduler.hasQueuedWork)
        let relay = PublishRelay<String>()
        let screen = TitleScreen()
        screen.bind(relay)
        // The main queue is held here while the other thread sends, so the event must wait.
        let sent = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            relay.accept("from another thread")
            sent.signal()
        }
        XCTAssertEqual(sent.wait(timeout: .now() + 10), .success)
        XCTAssertTrue(MainScheduler.hasQueuedWork, "the event waits for a turn of the main queue")
        XCTAssertEqual(screen.titles, [])
        while MainScheduler.hasQueuedWork {
            await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
        }
        XCTAssertEqual(screen.titles, ["from another thread"], "once nothing is queued, the screen has it")
    }
}
