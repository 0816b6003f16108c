import Core
import CoreTesting
import XCTest

final class TraitTests: LeakCheckedTestCase {
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
        _ = Completable.zip(.empty(), .empty()).do(onCompleted: { events.append("zipped") }).subscribe()
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

    func testMaybeOutcomes() {
        let log = LockedBox<[String]>([])
        _ = Maybe.just(1).subscribe(
            onSuccess: { log.append("success \($0)") }, onCompleted: { log.append("completed") })
        _ = Maybe<Int>.empty().subscribe(
            onSuccess: { log.append("success \($0)") }, onCompleted: { log.append("completed") })
        _ = Maybe<Int>.create { maybe in
            maybe(.success(2))
            maybe(.completed)
            return Disposables.create()
        }.subscribe { event in
            switch event {
            case .success(let value): log.append("event success \(value)")
            case .completed: log.append("event completed")
            case .error: log.append("event error")
            }
        }
        _ = Maybe<Int>.empty().ifEmpty(default: 9).subscribe(onSuccess: { log.append("default \($0)") })
        XCTAssertEqual(log.value, ["success 1", "completed", "event success 2", "default 9"])
    }

    func testAsMaybeRejectsASecondElement() {
        let results = LockedBox<[String]>([])
        _ = Observable.of(1, 2).asMaybe().subscribe(onError: {
            results.append("\($0 as? RxError == .moreThanOneElement)")
        })
        _ = Observable<Int>.empty().asMaybe().subscribe(onCompleted: { results.append("empty") })
        _ = Single.just(3).asMaybe().subscribe(onSuccess: { results.append("\($0)") })
        XCTAssertEqual(results.value, ["true", "empty", "3"])
    }

    func testSingleFilterBecomesAMaybe() {
        let log = LockedBox<[String]>([])
        _ = Single.just(4).filter { $0 > 3 }.subscribe(
            onSuccess: { log.append("kept \($0)") }, onCompleted: { log.append("none") })
        _ = Single.just(2).filter { $0 > 3 }.subscribe(
            onSuccess: { log.append("kept \($0)") }, onCompleted: { log.append("none") })
        XCTAssertEqual(log.value, ["kept 4", "none"])
    }

    func testSingleZipDelayAndDelaySubscriptionOnVirtualTime() {
        let scheduler = TestScheduler()
        let zipped = scheduler.start {
            Single.zip(Single.just(1).delay(.seconds(10), scheduler: scheduler), Single.just("a")) { "\($0)\($1)" }
        }
        XCTAssertEqual(zipped.events.first, .next(210, "1a"))

        let tupleScheduler = TestScheduler()
        let tuple = tupleScheduler.start {
            Single.zip(Single.just(1), Single.just(2), Single.just(3)).map { $0 + $1 + $2 }
        }
        XCTAssertEqual(tuple.events, [.next(200, 6), .completed(200)])

        let collectionScheduler = TestScheduler()
        let collection = collectionScheduler.start { Single.zip([Single.just(1), Single.just(2)]) }
        XCTAssertEqual(collection.events, [.next(200, [1, 2]), .completed(200)])
        let none = TestScheduler().start { Single.zip([Single<Int>]()) }
        XCTAssertEqual(none.events, [.next(200, []), .completed(200)])

        let subscriptionScheduler = TestScheduler()
        let subscribedAt = LockedBox<TestTime?>(nil)
        let delayed = subscriptionScheduler.start {
            Single.just(7).do(onSubscribe: { subscribedAt.set(subscriptionScheduler.clock) })
                .delaySubscription(.seconds(30), scheduler: subscriptionScheduler)
        }
        XCTAssertEqual(subscribedAt.value, 230)
        XCTAssertEqual(delayed.events.first, .next(230, 7))
    }

    func testSingleTimerRetryWhenUsingAndDoOnSubscribed() {
        let scheduler = TestScheduler()
        let timer = scheduler.start { Single<Int>.timer(.seconds(5), scheduler: scheduler) }
        XCTAssertEqual(timer.events, [.next(205, 0), .completed(205)])

        let attempts = LockedBox(0)
        let outcome = LockedBox<Int?>(nil)
        _ = Single<Int>.deferred {
            attempts.increment()
            return attempts.value < 3 ? .error(TestError()) : .just(attempts.value)
        }
        .retry { (errors: Observable<Error>) in errors }
        .subscribe(onSuccess: { outcome.set($0) })
        XCTAssertEqual(outcome.value, 3)

        let resource = BooleanDisposable()
        let subscribed = LockedBox(false)
        _ = Single.using({ resource }, primitiveSequenceFactory: { _ in Single.just(1) })
            .do(onSubscribed: { subscribed.set(true) })
            .subscribe()
        XCTAssertTrue(resource.isDisposed, "the resource goes with the sequence that used it")
        XCTAssertTrue(subscribed.value)
    }

    func testAnUnhandledSingleFailureReachesTheHook() {
        final class Box: @unchecked Sendable {
            var errors: [String] = []
        }
        let box = Box()
        let previous = Hooks.defaultErrorHandler
        Hooks.defaultErrorHandler = { _, error in box.errors.append("\(error)") }
        defer { Hooks.defaultErrorHandler = previous }
        _ = Single<Int>.error(TestError("unhandled")).subscribe(onSuccess: { _ in })
        _ = Maybe<Int>.error(TestError("maybe")).subscribe()
        _ = Completable.error(TestError("completable")).subscribe()
        XCTAssertEqual(box.errors, ["unhandled", "maybe", "completable"])
    }
}
