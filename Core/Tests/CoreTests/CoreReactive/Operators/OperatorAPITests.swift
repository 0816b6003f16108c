import Core
import CoreTesting
import XCTest

private struct Point: Equatable {
    let x: Int
    let label: String
}

final class OperatorAPITests: LeakCheckedTestCase {
    func testFlatMapFirstDropsElementsWhileAnInnerRuns() {
        let scheduler = TestScheduler()
        let taps = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(260, 3), .completed(300)])
        let result = scheduler.start {
            taps.flatMapFirst { value in scheduler.createColdObservable([.next(5, value), .completed(30)]) }
        }
        XCTAssertEqual(result.events, [.next(215, 1), .next(265, 3), .completed(300)])
        XCTAssertEqual(taps.subscriptions, [Subscription(200, 300)])
    }

    func testRetryWhenResubscribesOnTheTriggerAndEndsWithIt() {
        let scheduler = TestScheduler()
        let source = scheduler.createColdObservable([.next(10, 1), .error(20, TestError())])
        let result = scheduler.start {
            source.retry { (errors: Observable<TestError>) in errors.take(2).delay(.seconds(5), scheduler: scheduler) }
        }
        // Two retries, 5 ticks after each failure; the trigger completes after its second
        // element, so the third failure ends the sequence with a completion.
        XCTAssertEqual(result.events, [.next(210, 1), .next(235, 1), .next(260, 1), .completed(270)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220), Subscription(225, 245), Subscription(250, 270)])
    }

    func testRetryWhenFailsWithTheTriggersErrorAndWithUnexpectedErrorTypes() {
        struct Other: Error {}
        let failures = LockedBox<[String]>([])
        _ = Observable<Int>.error(TestError("source"))
            .retry { (errors: Observable<Error>) in
                errors.flatMap { _ in Observable<Int>.error(TestError("trigger")) }
            }
            .subscribe(onError: { failures.append("\($0)") })
        _ = Observable<Int>.error(Other())
            .retry { (errors: Observable<TestError>) in errors }
            .subscribe(onError: { failures.append("\(type(of: $0))") })
        XCTAssertEqual(failures.value, ["trigger", "Other"])
    }

    func testTimeoutSwitchesToTheOtherSequence() {
        let scheduler = TestScheduler()
        let slow = scheduler.createHotObservable([.next(210, 1), .next(300, 2)])
        let fallback = scheduler.createColdObservable([.next(10, -1), .completed(20)])
        let result = scheduler.start { slow.timeout(.seconds(50), other: fallback, scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(210, 1), .next(270, -1), .completed(280)])
        XCTAssertEqual(slow.subscriptions, [Subscription(200, 260)])
        XCTAssertEqual(fallback.subscriptions, [Subscription(260, 280)])
    }

    func testTakeWithBehaviorsAndDuration() {
        let values = Observable.from([1, 2, 3, 4, 5])
        XCTAssertEqual(try values.take(while: { $0 < 3 }).toBlocking().toArray(), [1, 2])
        XCTAssertEqual(try values.take(while: { $0 < 3 }, behavior: .inclusive).toBlocking().toArray(), [1, 2, 3])
        XCTAssertEqual(try values.take(until: { $0 == 3 }).toBlocking().toArray(), [1, 2])
        XCTAssertEqual(try values.take(until: { $0 == 3 }, behavior: .inclusive).toBlocking().toArray(), [1, 2, 3])

        let scheduler = TestScheduler()
        let ticks = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .next(260, 3)])
        let taken = scheduler.start { ticks.take(for: .seconds(50), scheduler: scheduler) }
        XCTAssertEqual(taken.events, [.next(210, 1), .next(240, 2), .completed(250)])
        XCTAssertEqual(ticks.subscriptions, [Subscription(200, 250)])

        let skipScheduler = TestScheduler()
        let skipTicks = skipScheduler.createHotObservable([
            .next(210, 1), .next(240, 2), .next(260, 3), .completed(270),
        ])
        let skipped = skipScheduler.start { skipTicks.skip(.seconds(50), scheduler: skipScheduler) }
        XCTAssertEqual(skipped.events, [.next(260, 3), .completed(270)])
    }

    func testFirstIsASingleOfAnOptional() throws {
        let firsts = LockedBox<[Int?]>([])
        _ = Observable.of(4, 5).first().subscribe(onSuccess: { firsts.append($0) })
        _ = Observable<Int>.empty().first().subscribe(onSuccess: { firsts.append($0) })
        XCTAssertEqual(firsts.value, [4, nil])

        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        let result = scheduler.start { source.first() }
        XCTAssertEqual(result.events, [.next(210, 1), .completed(210)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 210)])
    }

    func testDistinctUntilChangedVariants() throws {
        let points = [
            Point(x: 1, label: "a"), Point(x: 1, label: "b"), Point(x: 2, label: "c"), Point(x: 2, label: "c"),
        ]
        let source = Observable.from(points)
        XCTAssertEqual(try source.distinctUntilChanged(at: \.x).map(\.label).toBlocking().toArray(), ["a", "c"])
        XCTAssertEqual(try source.distinctUntilChanged().map(\.label).toBlocking().toArray(), ["a", "b", "c"])
        XCTAssertEqual(
            try source.distinctUntilChanged({ $0.x }, comparer: { abs($0 - $1) < 1 }).map(\.label).toBlocking()
                .toArray(),
            ["a", "c"]
        )
        XCTAssertEqual(
            try source.distinctUntilChanged { $0.label == $1.label }.map(\.label).toBlocking().toArray(),
            ["a", "b", "c"])
        XCTAssertThrowsError(
            try source.distinctUntilChanged({ _ -> Int in throw TestError() }, comparer: ==).toBlocking().toArray())
    }

    func testCatchTriesEachSourceInTurn() {
        let received = LockedBox<[Int]>([])
        let failure = LockedBox<Error?>(nil)
        _ = Observable.catch(sequence: [
            Observable<Int>.error(TestError("one")),
            Observable.concat(.just(1), .error(TestError("two"))),
            Observable.of(2, 3),
        ]).subscribe(onNext: { received.append($0) }, onError: { failure.set($0) })
        XCTAssertEqual(received.value, [1, 2, 3])
        XCTAssertNil(failure.value)

        _ = Observable.catch(sequence: [Observable<Int>.error(TestError("a")), .error(TestError("last"))]).subscribe(
            onError: {
                failure.set($0)
            })
        XCTAssertEqual(failure.value as? TestError, TestError("last"))

        let completed = LockedBox(false)
        _ = Observable.catch(sequence: [Observable<Int>]()).subscribe(onCompleted: { completed.set(true) })
        XCTAssertTrue(completed.value)
    }

    func testMulticastPublishReplayAndRefCount() {
        let subscriptions = LockedBox(0)
        let source = Observable<Int>.deferred {
            subscriptions.increment()
            return .of(1, 2)
        }
        let connectable = source.publish()
        let first = LockedBox<[Int]>([])
        let second = LockedBox<[Int]>([])
        _ = connectable.subscribe(onNext: { first.append($0) })
        _ = connectable.subscribe(onNext: { second.append($0) })
        XCTAssertEqual(subscriptions.value, 0, "nothing happens before connect")
        _ = connectable.connect()
        XCTAssertEqual(subscriptions.value, 1)
        XCTAssertEqual(first.value, [1, 2])
        XCTAssertEqual(second.value, [1, 2])
        _ = connectable.connect()
        XCTAssertEqual(subscriptions.value, 2, "the source completed, so connecting again subscribes again")
        XCTAssertEqual(first.value, [1, 2], "to a new subject, which the first subscribers are not on")

        let endless = PublishSubject<Int>()
        let live = endless.publish()
        let connection = live.connect()
        XCTAssertTrue(
            connection as AnyObject === live.connect() as AnyObject,
            "connecting while connected returns the same connection")
        connection.dispose()
        XCTAssertFalse(endless.hasObservers, "disposing the connection disconnects")

        let replayed = Observable.of(5, 6, 7).concat(Observable.never()).replay(2)
        let replayConnection = replayed.connect()
        let late = LockedBox<[Int]>([])
        _ = replayed.subscribe(onNext: { late.append($0) })
        XCTAssertEqual(late.value, [6, 7])
        replayConnection.dispose()

        let subject = PublishSubject<Int>()
        let shared = subject.multicast(makeSubject: { ReplaySubject<Int>.create(bufferSize: 1) }).refCount()
        let values = LockedBox<[Int]>([])
        let a = shared.subscribe(onNext: { values.append($0) })
        XCTAssertTrue(subject.hasObservers, "the first subscriber connects")
        subject.onNext(1)
        let b = shared.subscribe(onNext: { values.append($0 * 10) })
        a.dispose()
        XCTAssertTrue(subject.hasObservers)
        b.dispose()
        XCTAssertFalse(subject.hasObservers, "the last subscriber disconnects")
        XCTAssertEqual(values.value, [1, 10])
        let c = shared.subscribe(onNext: { values.append($0 * 100) })
        subject.onNext(2)
        XCTAssertEqual(values.value, [1, 10, 200], "a new connection has a new subject: no stale replay")
        c.dispose()
    }

    func testBindingIntoOptionalObserversRelaysAndBinders() {
        let optionalSubject = BehaviorSubject<Int?>(value: nil)
        let relay = PublishRelay<Int?>()
        let replay = ReplayRelay<Int>.create(bufferSize: 2)
        let relayed = LockedBox<[Int?]>([])
        let relaySubscription = relay.subscribe(onNext: { relayed.append($0) })
        let source = Observable.of(1, 2)
        _ = source.bind(to: optionalSubject)
        _ = source.bind(to: relay)
        _ = source.bind(to: replay)
        XCTAssertEqual(try optionalSubject.value(), 2)
        XCTAssertEqual(relayed.value, [1, 2])
        let replayed = LockedBox<[Int]>([])
        replay.subscribe(onNext: { replayed.append($0) }).dispose()
        XCTAssertEqual(replayed.value, [1, 2])
        relaySubscription.dispose()

        func render(_ values: Observable<Int>) -> String { "rendered" }
        XCTAssertEqual(source.bind(to: render), "rendered")
        func label(_ values: Observable<Int>) -> (String) -> Int { { $0.count } }
        XCTAssertEqual(source.bind(to: label, curriedArgument: "four"), 4)
    }

    func testMapObserverOnAnyObserver() {
        let subject = PublishSubject<String>()
        let received = LockedBox<[String]>([])
        let subscription = subject.subscribe(onNext: { received.append($0) })
        let numbers = subject.mapObserver { (value: Int) in "#\(value)" }
        numbers.onNext(3)
        let observer = AnyObserver<String> { event in
            if let value = event.element { received.append(value.uppercased()) }
        }
        observer.mapObserver { (value: Int) in "n\(value)" }.onNext(4)
        XCTAssertEqual(received.value, ["#3", "N4"])
        subscription.dispose()
    }

    func testStartWithAndConcatOfCollections() throws {
        XCTAssertEqual(try Observable.of(3).startWith(1, 2).toBlocking().toArray(), [1, 2, 3])
        XCTAssertEqual(try Observable.concat([Observable.of(1), .of(2)]).toBlocking().toArray(), [1, 2])
        XCTAssertEqual(try Observable.merge(ArraySlice([Observable.of(1), .of(2)])).toBlocking().toArray(), [1, 2])
    }

    func testConcatOfManySynchronousSourcesDoesNotOverflowTheStack() {
        let sources = Array(repeating: Observable.just(1), count: 20_000)
        let total = LockedBox(0)
        _ = Observable.concat(sources).subscribe(onNext: { element in total.mutate { $0 += element } })
        XCTAssertEqual(total.value, 20_000)
    }
}
