import Core
import CoreTesting
import XCTest

final class SingleTests: LeakCheckedTestCase {
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
            .subscribe(onFailure: { XCTFail("\($0)") })
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
        // Left unhandled on purpose: the hook is what must hear them.
        _ = Maybe<Int>.error(TestError("maybe")).subscribe()
        _ = Completable.error(TestError("completable")).subscribe()
        XCTAssertEqual(box.errors, ["unhandled", "maybe", "completable"])
    }

    func testSingleCreateDeliversTheFirstOutcomeOnly() {
        let outcomes = LockedBox<[String]>([])
        let single = Single<Int>.create { emit in
            emit(.success(1))
            emit(.success(2))
            emit(.failure(TestError()))
            return Disposables.create()
        }
        _ = single.map { $0 * 10 }.subscribe(
            onSuccess: { outcomes.append("success \($0)") }, onFailure: { outcomes.append("failure \($0)") })
        XCTAssertEqual(outcomes.value, ["success 10"])
    }

    func testSingleFlatMapCatchAndAsSingle() {
        let result = LockedBox<Int?>(nil)
        _ = Single.just(2).flatMap { value in Single.just(value + 1) }.subscribe(onSuccess: { result.set($0) })
        XCTAssertEqual(result.value, 3)

        let recovered = LockedBox<Int?>(nil)
        _ = Single<Int>.error(TestError()).catchAndReturn(7).subscribe(onSuccess: { recovered.set($0) })
        XCTAssertEqual(recovered.value, 7)

        let errors = LockedBox<[String]>([])
        _ = Observable<Int>.empty().asSingle().subscribe(onFailure: { errors.append("\($0)") })
        _ = Observable.of(1, 2).asSingle().subscribe(onFailure: { errors.append("\($0)") })
        XCTAssertEqual(errors.value, [RxError.noElements.description, RxError.moreThanOneElement.description])
    }

    func testSingleEventsCompareAsRxTestCompares() {
        let singleEvents = LockedBox<[SingleEvent<Int>]>([])
        _ = Single.just(2).subscribe { singleEvents.append($0) }
        _ = Single<Int>.error(TestError("s")).subscribe { singleEvents.append($0) }
        XCTAssertEqual(singleEvents.value, [.success(2), .failure(TestError("s"))])
    }
}
