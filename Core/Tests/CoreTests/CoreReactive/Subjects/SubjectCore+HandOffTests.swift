import Core
import CoreTesting
import Dispatch
import Foundation
import XCTest

/// How a subject's threads meet, on real threads: one that sends or subscribes while another
/// delivers waits for the delivery, then does its own work on its own thread; one that
/// disposes never waits. Every wait here has a deadline, so a hand-over that deadlocks fails.
final class SubjectHandOffTests: LeakCheckedTestCase {
    private static let deadline: TimeInterval = 10

    /// The calling thread, as a value observers can record.
    private static var thread: String { "\(pthread_self())" }

    /// Runs `body` on a thread of its own: these threads block, and the dispatch pool adds
    /// threads for blocked ones only slowly.
    private func onNewThread(_ body: @escaping @Sendable () -> Void) {
        Thread { body() }.start()
    }

    private func waitUntil(_ what: String, _ condition: () -> Bool) {
        let end = Date().addingTimeInterval(Self.deadline)
        while !condition() {
            guard Date() < end else { return XCTFail("timed out waiting until \(what)") }
            usleep(100)
        }
    }

    private func wait(_ semaphore: DispatchSemaphore, _ what: String) {
        XCTAssertEqual(semaphore.wait(timeout: .now() + Self.deadline), .success, "timed out waiting for \(what)")
    }

    func testSendersThatWaitAreServedInTheOrderTheyArrived() {
        let subject = PublishSubject<Int>()
        let entered = DispatchSemaphore(value: 0)
        let proceed = DispatchSemaphore(value: 0)
        let received = LockedBox<[Int]>([])
        let subscription = subject.subscribe(onNext: { value in
            received.append(value)
            guard value == 1 else { return }
            entered.signal()
            XCTAssertEqual(proceed.wait(timeout: .now() + Self.deadline), .success)
        })
        let sent = DispatchSemaphore(value: 0)
        onNewThread {
            subject.onNext(1)
            sent.signal()
        }
        wait(entered, "the delivery of 1")
        for (value, waiting) in [(2, 1), (3, 2), (4, 3)] {
            onNewThread {
                subject.onNext(value)
                sent.signal()
            }
            waitUntil("\(waiting) senders wait") { subject.threadsWaitingToDeliver == waiting }
        }
        proceed.signal()
        for _ in 1...4 { wait(sent, "a sender") }
        XCTAssertEqual(received.value, [1, 2, 3, 4], "the role goes to the longest waiter first")
        subscription.dispose()
    }

    func testSubscribersThatArriveDuringADeliveryWaitAndReplayOnTheirOwnThreads() {
        let subject = BehaviorSubject(value: 0)
        let entered = DispatchSemaphore(value: 0)
        let proceed = DispatchSemaphore(value: 0)
        let blocker = subject.subscribe(onNext: { value in
            guard value == 1 else { return }
            entered.signal()
            XCTAssertEqual(proceed.wait(timeout: .now() + Self.deadline), .success)
        })
        let emitted = DispatchSemaphore(value: 0)
        onNewThread {
            subject.onNext(1)
            emitted.signal()
        }
        wait(entered, "the delivery of 1")

        let subscribers = 6
        let atReturn = LockedBox<[[String]]>([])
        let done = DispatchSemaphore(value: 0)
        for _ in 0..<subscribers {
            onNewThread {
                let me = Self.thread
                let received = LockedBox<[String]>([])
                let subscription = subject.subscribe(onNext: {
                    received.append("\($0) on \(Self.thread == me ? "mine" : "another")")
                })
                atReturn.append(received.value)
                subscription.dispose()
                done.signal()
            }
        }
        waitUntil("every subscriber waits") { subject.threadsWaitingToDeliver == subscribers }
        proceed.signal()
        wait(emitted, "onNext to return")
        for _ in 0..<subscribers { wait(done, "a subscriber") }

        XCTAssertEqual(
            atReturn.value, Array(repeating: ["1 on mine"], count: subscribers),
            "each replays the value the delivery set, on its own thread, before subscribe returns")
        blocker.dispose()
    }

    func testAnEmitterWaitsForAReplayInProgressThenDeliversOnItsOwnThread() {
        let subject = ReplaySubject<Int>.create(bufferSize: 1)
        subject.onNext(0)
        let entered = DispatchSemaphore(value: 0)
        let proceed = DispatchSemaphore(value: 0)
        let log = LockedBox<[String]>([])
        let subscription = LockedBox<Disposable?>(nil)
        let subscribed = DispatchSemaphore(value: 0)
        onNewThread {
            let me = Self.thread
            subscription.set(
                subject.subscribe(onNext: { value in
                    log.append("\(value) on \(Self.thread == me ? "the subscriber's" : "another") thread")
                    guard value == 0 else { return }
                    entered.signal()
                    XCTAssertEqual(proceed.wait(timeout: .now() + Self.deadline), .success)
                }))
            subscribed.signal()
        }
        wait(entered, "the replay")

        let atReturn = LockedBox<[String]>([])
        let emitted = DispatchSemaphore(value: 0)
        onNewThread {
            subject.onNext(1)
            atReturn.set(log.value)
            emitted.signal()
        }
        waitUntil("the emitter waits") { subject.threadsWaitingToDeliver == 1 }
        XCTAssertEqual(log.value, ["0 on the subscriber's thread"], "nothing delivered while the replay runs")
        proceed.signal()
        wait(emitted, "onNext to return")
        wait(subscribed, "subscribe to return")

        XCTAssertEqual(
            atReturn.value, ["0 on the subscriber's thread", "1 on another thread"],
            "when onNext returns the observer has the element, delivered by the emitter")
        subscription.value?.dispose()
    }

    func testDisposingDuringADeliveryReturnsAtOnceAndStopsTheObserver() {
        let subject = PublishSubject<Int>()
        let entered = DispatchSemaphore(value: 0)
        let proceed = DispatchSemaphore(value: 0)
        let blocker = subject.subscribe(onNext: { _ in
            entered.signal()
            XCTAssertEqual(proceed.wait(timeout: .now() + Self.deadline), .success, "dispose waited for the delivery")
        })
        let later = LockedBox<[Int]>([])
        let laterSubscription = subject.subscribe(onNext: { later.append($0) })
        let emitted = DispatchSemaphore(value: 0)
        onNewThread {
            subject.onNext(1)
            emitted.signal()
        }
        wait(entered, "the delivery")
        laterSubscription.dispose()
        proceed.signal()
        wait(emitted, "onNext to return")

        XCTAssertEqual(later.value, [], "an observer disposed mid-delivery is skipped")
        XCTAssertTrue(subject.hasObservers)
        blocker.dispose()
        XCTAssertFalse(subject.hasObservers)
    }

    /// The issue's load: threads subscribe and dispose in a loop while one thread sends. Each
    /// subscriber notes how far the sender had started before it subscribed and how far it
    /// had returned before it disposes: every element in between must have reached it.
    func testOnNextReturnsOnlyWhenEveryEarlierSubscriberHasTheElement() {
        let kinds: [(String, () -> (Observable<Int>, @Sendable (Int) -> Void))] = [
            (
                "PublishSubject",
                {
                    let s = PublishSubject<Int>()
                    return (s.asObservable(), { s.onNext($0) })
                }
            ),
            (
                "BehaviorSubject",
                {
                    let s = BehaviorSubject(value: 0)
                    return (s.asObservable(), { s.onNext($0) })
                }
            ),
            (
                "ReplaySubject",
                {
                    let s = ReplaySubject<Int>.create(bufferSize: 1)
                    return (s.asObservable(), { s.onNext($0) })
                }
            ),
            (
                "share(replay: 1)",
                {
                    let s = PublishSubject<Int>()
                    let shared = s.share(replay: 1)
                    return (shared, { s.onNext($0) })
                }
            ),
            (
                "BehaviorRelay",
                {
                    let r = BehaviorRelay(value: 0)
                    return (r.asObservable(), { r.accept($0) })
                }
            ),
        ]
        for (name, make) in kinds {
            let (observable, send) = make()
            // share's source stays connected while one subscriber holds it.
            let anchor = observable.subscribe(onNext: { _ in })
            // The sender goes on until enough subscriptions overlapped a send (however fast or
            // slow the subscribers' threads start), or a bound.
            let enough = 200
            let bound = 5_000_000
            let started = SharedCount(0)
            let finished = SharedCount(0)
            let missed = SharedCount(0)
            let checked = SharedCount(0)
            let sent = WorkerFlag()
            let stop = WorkerFlag()
            let group = DispatchGroup()
            DispatchQueue.global().async(group: group) {
                var element = 0
                while checked.value < enough, element < bound, !stop.isSet {
                    element += 1
                    started.store(element)
                    send(element)
                    finished.store(element)
                }
                sent.set()
            }
            for _ in 0..<3 {
                DispatchQueue.global().async(group: group) {
                    while !sent.isSet, !stop.isSet {
                        let received = LockedBox<[Int]>([])
                        let subscription = observable.subscribe(onNext: { received.append($0) })
                        let from = started.value + 1
                        // Stays on until a send that began after it has returned (or the end).
                        while finished.value < from, !sent.isSet, !stop.isSet {}
                        let through = finished.value
                        subscription.dispose()
                        guard through >= from else { continue }
                        checked.add()
                        let got = received.value.filter { (from...through).contains($0) }
                        if got != Array(from...through) { missed.add() }
                    }
                }
            }
            let ended = group.wait(timeout: .now() + 60)
            stop.set()
            XCTAssertEqual(ended, .success, "\(name): the run did not end (a thread waits for the subject for good)")
            XCTAssertEqual(missed.value, 0, "\(name): subscriptions missing an element sent while they were on")
            XCTAssertGreaterThan(checked.value, 0, "\(name): no subscription overlapped a send")
            anchor.dispose()
        }
    }
}
