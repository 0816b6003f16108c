import Core
import CoreTesting
import XCTest

final class CompletableTests: LeakCheckedTestCase {
    /// `Completable.concat` subscribes to each completable once the one before it completed,
    /// as RxSwift's does: the second's work starts after the first's ends.
    func testCompletableConcatRunsOneAfterAnother() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([Recorded<Event<Never>>.completed(20)])
        let second = scheduler.createColdObservable([Recorded<Event<Never>>.completed(10)])
        let res = scheduler.start { Completable.concat(first.asCompletable(), second.asCompletable()).asObservable() }
        XCTAssertEqual(res.events, [.completed(230)])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(second.subscriptions, [Subscription(220, 230)])
    }

    func testCompletableInstanceConcatRunsTheSecondAfterTheFirstAndStopsAtAFailure() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([Recorded<Event<Never>>.completed(20)])
        let second = scheduler.createColdObservable([Recorded<Event<Never>>.completed(10)])
        let res = scheduler.start { first.asCompletable().concat(second.asCompletable()).asObservable() }
        XCTAssertEqual(res.events, [.completed(230)])
        XCTAssertEqual(second.subscriptions, [Subscription(220, 230)])

        let again = TestScheduler(initialClock: 0)
        let failing = again.createColdObservable([Recorded<Event<Never>>.error(20, TestError())])
        let never = again.createColdObservable([Recorded<Event<Never>>.completed(10)])
        let failed = again.start { failing.asCompletable().concat(never.asCompletable()).asObservable() }
        XCTAssertEqual(failed.events, [.error(220, TestError())])
        XCTAssertEqual(never.subscriptions, [], "the second never starts")
    }

    func testCompletableCreateSubscribeAndAndThen() {
        let log = LockedBox<[String]>([])
        let work = Completable.create { completed in
            log.append("work")
            completed(.completed)
            return Disposables.create()
        }
        _ = work.andThen(Single.just(5)).subscribe(onSuccess: { log.append("single \($0)") })
        _ = work.andThen(Completable.empty()).subscribe(onCompleted: { log.append("completable") })
        _ = work.andThen(Maybe.just("m")).subscribe(onSuccess: { log.append("maybe \($0)") })
        _ = work.andThen(Observable.of(1, 2)).subscribe(onNext: { log.append("next \($0)") })
        XCTAssertEqual(
            log.value, ["work", "single 5", "work", "completable", "work", "maybe m", "work", "next 1", "next 2"])
    }

    func testAndThenDoesNotRunTheSecondPartAfterAFailure() {
        let ranSecond = LockedBox(false)
        let failure = LockedBox<Error?>(nil)
        _ = Completable.error(TestError("first"))
            .andThen(
                Single.deferred {
                    ranSecond.set(true)
                    return .just(1)
                }
            )
            .subscribe(onFailure: { failure.set($0) })
        XCTAssertFalse(ranSecond.value)
        XCTAssertEqual(failure.value as? TestError, TestError("first"))
    }

    func testCompletableEventsAndOperators() {
        let events = LockedBox<[String]>([])
        _ = Completable.error(TestError()).subscribe { event in
            if case .error = event { events.append("error") }
        }
        _ = Completable.empty().subscribe { event in
            if case .completed = event { events.append("completed") }
        }
        _ = Completable.zip(.empty(), .empty()).do(onCompleted: { events.append("zipped") })
            .subscribe(onError: { XCTFail("\($0)") })
        _ = Completable.concat(.empty(), .error(TestError())).subscribe(onError: { _ in events.append("concat failed") }
        )
        XCTAssertEqual(events.value, ["error", "completed", "zipped", "concat failed"])
    }

    func testAsCompletableIgnoresElements() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let result = scheduler.start { source.ignoreElements().asCompletable().asObservable() }
        XCTAssertEqual(result.events, [.completed(230)])
    }

    func testCompletableEventsCompareAsRxTestCompares() {
        let completableEvents = LockedBox<[CompletableEvent]>([])
        _ = Completable.empty().subscribe { completableEvents.append($0) }
        _ = Completable.error(TestError("c")).subscribe { completableEvents.append($0) }
        XCTAssertEqual(completableEvents.value, [.completed, .error(TestError("c"))])
    }

    func testCompletableConcatRunsItsSourcesInTurn() {
        let order = LockedBox<[String]>([])
        let step = { (name: String) in
            Completable.create { done in
                order.append(name)
                done(.completed)
                return Disposables.create()
            }
        }
        _ = Completable.concat(step("a"), step("b")).subscribe { _ in order.append("done") }
        _ = Completable.concat([step("c"), .error(TestError()), step("never")]).subscribe { order.append("\($0)") }
        XCTAssertEqual(order.value, ["a", "b", "done", "c", "error(test error)"])
    }
}
