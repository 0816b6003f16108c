import Core
import CoreTesting
import Dispatch
import Foundation
import XCTest

/// The current-thread trampoline as RxSwift runs it: a subscription made outside any
/// trampoline runs inside one, so `of`, `from`, `range`, `repeatElement` and `generate` (whose
/// default scheduler it is) emit only once the whole chain is subscribed, in turns with the
/// others subscribed with them. Each expected outcome is RxSwift 6.10.2's for the same chain.
final class CurrentThreadSchedulerTests: LeakCheckedTestCase {
    /// Every event of a chain subscribed from outside any trampoline, as text.
    private func outcome<Element>(_ chain: Observable<Element>) -> [String] {
        let log = LockedBox<[String]>([])
        _ = chain.subscribe(
            onNext: { log.append("\($0)") }, onError: { log.append("error: \($0)") },
            onCompleted: { log.append("completed") })
        return log.value
    }

    func testSourcesSubscribedTogetherEmitInTurns() {
        XCTAssertEqual(outcome(Observable.merge(.of(1, 2), .of(3, 4))), ["1", "3", "2", "4", "completed"])
        XCTAssertEqual(outcome(Observable.merge(.from([1, 2]), .from([3, 4]))), ["1", "3", "2", "4", "completed"])
        XCTAssertEqual(
            outcome(Observable.merge(.range(start: 1, count: 2), .range(start: 10, count: 2))),
            ["1", "10", "2", "11", "completed"])
        XCTAssertEqual(
            outcome(Observable.merge(Observable.repeatElement(1).take(2), Observable.repeatElement(2).take(2))),
            ["1", "2", "1", "2", "completed"])
        XCTAssertEqual(
            outcome(
                Observable.merge(
                    Observable.generate(initialState: 0, condition: { $0 < 2 }, iterate: { $0 + 1 }), .of(5, 6))),
            ["0", "5", "1", "6", "completed"])
        XCTAssertEqual(
            outcome(
                Observable.merge(
                    .of(1, 2, scheduler: CurrentThreadScheduler.instance),
                    .of(3, 4, scheduler: CurrentThreadScheduler.instance))),
            ["1", "3", "2", "4", "completed"], "the same when the scheduler is named")
    }

    func testOperatorsOverSuchSourcesSeeTheWholeChainSubscribedFirst() {
        XCTAssertEqual(
            outcome(Observable.of(1, 2, 3).skip(until: Observable.just(0))), ["1", "2", "3", "completed"],
            "the trigger fires while the chain is subscribed, before the source emits")
        XCTAssertEqual(outcome(Observable.of(1, 2).amb(Observable.of(3, 4))), ["1", "2", "completed"])
        XCTAssertEqual(
            outcome(Observable.combineLatest(Observable.of(1, 2), Observable.of(10, 20)) { "\($0)-\($1)" }),
            ["1-10", "2-10", "2-20", "completed"])
        XCTAssertEqual(
            outcome(Observable.of(1, 2).take(until: Observable<Int>.error(TestError("stop")))),
            ["error: stop"], "the trigger's error comes before any element")
        XCTAssertEqual(
            outcome(Observable.of(1, 2).flatMapLatest { Observable.of($0 * 10, $0 * 10 + 1) }),
            ["10", "20", "21", "completed"])
        XCTAssertEqual(
            outcome(Observable.of(1, 2).flatMapFirst { Observable.of($0 * 10, $0 * 10 + 1) }),
            ["10", "11", "completed"])
        XCTAssertEqual(
            outcome(Observable.of(1, 2).withLatestFrom(Observable.of(10, 20)) { "\($0)-\($1)" }),
            ["1-10", "2-20", "completed"])
        XCTAssertEqual(
            outcome(Observable.of(Observable.of(1, 2), Observable.of(3, 4)).switchLatest()),
            ["1", "3", "4", "completed"])
        XCTAssertEqual(
            outcome(Observable<Int>.from([Int]()).concat(Observable.just(9))), ["9", "completed"],
            "an empty `from` completes")
    }

    func testWhatSubscribesAtOnceRunsOutsideTheTrampoline() {
        // `just`, a subject and `share()` deliver during their own subscribe, outside any
        // trampoline, so a chain subscribed from their handler runs its own, to its end, first.
        let subject = BehaviorSubject(value: 0)
        let starts: [(String, Observable<Int>, [String])] = [
            ("just", .just(1), ["1", "2", "after"]),
            ("a subject", subject.asObservable(), ["1", "2", "after"]),
            ("share()", Observable.just(1).share(), ["1", "2", "after"]),
            // A producer runs its subscription in the trampoline: the inner chain waits its turn.
            (
                "create",
                Observable.create {
                    $0.onNext(1)
                    return Disposables.create()
                }, ["after", "1", "2"]
            ),
            ("a subject's map", subject.asObservable().map { $0 }, ["after", "1", "2"]),
        ]
        for (name, start, expected) in starts {
            let log = LockedBox<[String]>([])
            let subscription = start.subscribe(onNext: { _ in
                _ = Observable.of(1, 2).subscribe(onNext: { log.append("\($0)") })
                log.append("after")
            })
            XCTAssertEqual(log.value, expected, name)
            subscription.dispose()
        }
    }

    func testAShareSubscribedTwiceInOneChainReplaysInTurns() {
        let shared = Observable.of(1, 2).share(replay: 1)
        XCTAssertEqual(outcome(Observable.merge(shared, shared)), ["1", "1", "2", "2", "completed"])
    }

    func testTheTrampolineRunsOnlyWhileASubscriptionRuns() {
        XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired)
        let inside = LockedBox<Bool?>(nil)
        _ = Observable<Int>.create { observer in
            inside.set(CurrentThreadScheduler.isScheduleRequired)
            observer.on(.completed)
            return Disposables.create()
        }.subscribe()
        XCTAssertEqual(inside.value, false, "a producer's subscription runs in the trampoline")
        XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired, "and it ends with the subscription")
    }

    func testAQueuedActionDisposedBeforeItsTurnNeverRuns() {
        let ran = LockedBox(false)
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            CurrentThreadScheduler.instance.schedule(()) { _ in
                ran.set(true)
                return Disposables.create()
            }.dispose()
            return Disposables.create()
        }
        XCTAssertFalse(ran.value)
    }

    func testAnEndlessSourceStopsWhenTheChainStops() {
        XCTAssertEqual(outcome(Observable.from(1...).take(3)), ["1", "2", "3", "completed"])
        XCTAssertEqual(outcome(Observable.repeatElement("x").take(2)), ["x", "x", "completed"])
    }

    /// The trampoline is each thread's own: chains subscribed at once on many threads each see
    /// RxSwift's order, and none waits for another (every run has a deadline).
    func testEachThreadHasItsOwnTrampoline() {
        let threads = 8
        for run in 1...25 {
            let outcomes = LockedBox<[[String]]>([])
            let group = DispatchGroup()
            for _ in 0..<threads {
                group.enter()
                Thread {
                    let log = LockedBox<[String]>([])
                    _ = Observable.merge(.of(1, 2, 3), .of(4, 5, 6))
                        .subscribe(onNext: { log.append("\($0)") }, onCompleted: { log.append("completed") })
                    outcomes.append(log.value)
                    group.leave()
                }.start()
            }
            guard group.wait(timeout: .now() + 10) == .success else {
                return XCTFail("run \(run): a thread's chain did not end within 10 s")
            }
            XCTAssertEqual(
                outcomes.value, Array(repeating: ["1", "4", "2", "5", "3", "6", "completed"], count: threads),
                "run \(run)")
        }
    }

    func testCurrentThreadSchedulerIsATrampoline() {
        let log = LockedBox<[String]>([])
        XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired)
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            XCTAssertFalse(CurrentThreadScheduler.isScheduleRequired)
            log.append("outer start")
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                log.append("inner")
                return Disposables.create()
            }
            log.append("outer end")
            return Disposables.create()
        }
        XCTAssertEqual(log.value, ["outer start", "outer end", "inner"])
        XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired)
    }

    func testAFactoryOnTheCurrentThreadSchedulerRunsSynchronously() {
        let received = LockedBox<[Int]>([])
        let subscription = Observable.from([1, 2, 3], scheduler: CurrentThreadScheduler.instance)
            .subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received.value, [1, 2, 3])
        subscription.dispose()
    }
}
