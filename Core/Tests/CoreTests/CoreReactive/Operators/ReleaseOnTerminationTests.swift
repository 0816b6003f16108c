import Core
import CoreTesting
import XCTest

/// An operator lets go of each upstream subscription as soon as that source has finished or
/// is no longer needed, not when its own subscriber disposes (at 1000 in these tests).
final class ReleaseOnTerminationTests: LeakCheckedTestCase {
    func testFlatMapReleasesTheOuterSourceWhenItCompletes() {
        let scheduler = TestScheduler()
        let outer = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let inner = scheduler.createColdObservable([.next(10, 10), .next(50, 20), .completed(60)])
        let result = scheduler.start { outer.flatMap { _ in inner } }
        XCTAssertEqual(result.events, [.next(220, 10), .next(260, 20), .completed(270)])
        XCTAssertEqual(outer.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 270)])
    }

    func testConcatMapReleasesTheOuterSourceWhenItCompletes() {
        let scheduler = TestScheduler()
        let outer = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(220)])
        let inner = scheduler.createColdObservable([.next(10, 7), .completed(20)])
        let result = scheduler.start { outer.concatMap { _ in inner } }
        XCTAssertEqual(result.events, [.next(220, 7), .next(240, 7), .completed(250)])
        XCTAssertEqual(outer.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 230), Subscription(230, 250)])
    }

    func testMergeReleasesEachSourceWhenItCompletes() {
        let scheduler = TestScheduler()
        let first = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        let second = scheduler.createHotObservable([.next(220, 2), .completed(250)])
        let result = scheduler.start { Observable.merge(first.asObservable(), second.asObservable()) }
        XCTAssertEqual(result.events, [.next(210, 1), .next(220, 2), .completed(250)])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(second.subscriptions, [Subscription(200, 250)])
    }

    func testFlatMapLatestReleasesTheOuterSourceAndEachReplacedInner() {
        let scheduler = TestScheduler()
        let outer = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(240)])
        let inners = LockedBox<[TestableObservable<Int>]>([])
        let result = scheduler.start {
            outer.flatMapLatest { value -> TestableObservable<Int> in
                let inner = scheduler.createColdObservable([.next(5, value), .next(40, value * 10), .completed(50)])
                inners.append(inner)
                return inner
            }
        }
        XCTAssertEqual(result.events, [.next(215, 1), .next(235, 2), .next(270, 20), .completed(280)])
        XCTAssertEqual(outer.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(inners.value.map(\.subscriptions), [[Subscription(210, 230)], [Subscription(230, 280)]])
    }

    func testDisposingFlatMapLatestReleasesTheRunningInnerAndAnErrorEndsEverything() {
        let scheduler = TestScheduler()
        let outer = scheduler.createHotObservable([.next(210, 1), .next(400, 2)])
        let inner = scheduler.createColdObservable([.next(10, 5), .next(500, 6)])
        let result = scheduler.start(disposed: 300) { outer.flatMapLatest { _ in inner } }
        XCTAssertEqual(result.events, [.next(220, 5)])
        XCTAssertEqual(outer.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 300)], "the running inner goes with the subscription")

        let failing = TestScheduler()
        let source = failing.createHotObservable([.next(210, 1), .next(230, 2)])
        let quiet = failing.createColdObservable([.next(50, 9)])
        let broken = failing.createColdObservable([Recorded<Event<Int>>.error(5, TestError("boom"))])
        let failed = failing.start { source.flatMapLatest { $0 == 1 ? quiet : broken } }
        XCTAssertEqual(failed.events, [Recorded<Event<Int>>.error(235, TestError("boom"))])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 235)])
        XCTAssertEqual(quiet.subscriptions, [Subscription(210, 230)])
        XCTAssertEqual(broken.subscriptions, [Subscription(230, 235)])
    }

    func testFlatMapLatestOverInnersThatEndWhileSubscribingCompletesWithTheOuter() {
        let scheduler = TestScheduler()
        let outer = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let result = scheduler.start { outer.flatMapLatest { Observable.just($0 * 10) } }
        XCTAssertEqual(result.events, [.next(210, 10), .next(220, 20), .completed(230)])
        XCTAssertEqual(outer.subscriptions, [Subscription(200, 230)])
    }

    func testWithLatestFromReleasesTheSecondSourceWhenItCompletes() {
        let scheduler = TestScheduler()
        let first = scheduler.createHotObservable([.next(220, "a"), .next(240, "b"), .completed(300)])
        let second = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        let result = scheduler.start { first.withLatestFrom(second) { "\($0)\($1)" } }
        XCTAssertEqual(result.events, [.next(220, "a1"), .next(240, "b1"), .completed(300)])
        XCTAssertEqual(second.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 300)])
    }

    func testTakeUntilReleasesATriggerThatCompletesWithoutFiring() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
        let trigger = scheduler.createHotObservable([Recorded<Event<Int>>.completed(230)])
        let result = scheduler.start { source.take(until: trigger) }
        XCTAssertEqual(result.events, [.next(210, 1), .next(260, 2), .completed(300)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
    }

    func testThrottleReleasesACompletedSourceWhileItsLastElementWaits() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let result = scheduler.start { source.throttle(.seconds(50), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(210, 1), .next(260, 2), .completed(260)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 230)])
    }

    func testDelayReleasesTheSourceWhenItTerminatesNotWhenTheCompletionIsDelivered() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let result = scheduler.start { source.delay(.seconds(100), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(310, 1), .completed(350)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 250)])
    }

    func testCombineLatestAndZipReleaseEachSourceWhenItCompletes() {
        let scheduler = TestScheduler()
        let short = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        let long = scheduler.createHotObservable([.next(220, 10), .next(240, 20), .completed(400)])
        let result = scheduler.start { Observable.combineLatest(short, long) { $0 + $1 } }
        XCTAssertEqual(result.events, [.next(220, 11), .next(240, 21), .completed(400)])
        XCTAssertEqual(short.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(long.subscriptions, [Subscription(200, 400)])

        let zipScheduler = TestScheduler()
        let left = zipScheduler.createHotObservable([.next(210, 1), .completed(230)])
        let right = zipScheduler.createHotObservable([.next(220, 10), .completed(400)])
        let zipped = zipScheduler.start { Observable.zip(left, right) { $0 + $1 } }
        XCTAssertEqual(zipped.events, [.next(220, 11), .completed(400)])
        XCTAssertEqual(left.subscriptions, [Subscription(200, 230)])
    }

    func testDoOnDisposeRunsWhenTheSequenceEndsNotOnlyOnDispose() {
        let scheduler = TestScheduler()
        let disposedAt = LockedBox<[TestTime]>([])
        let completing = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        _ = scheduler.start { completing.do(onDispose: { disposedAt.append(scheduler.clock) }) }

        let failingScheduler = TestScheduler()
        let failing = failingScheduler.createHotObservable([Recorded<Event<Int>>.error(270, TestError())])
        _ = failingScheduler.start { failing.do(onDispose: { disposedAt.append(failingScheduler.clock) }) }
        XCTAssertEqual(disposedAt.value, [250, 270])
    }

    func testDoRunsItsHandlersInRxSwiftsOrder() {
        let log = LockedBox<[String]>([])
        _ = Observable.just(1).do(
            onNext: { _ in log.append("onNext") },
            afterNext: { _ in log.append("afterNext") },
            onCompleted: { log.append("onCompleted") },
            afterCompleted: { log.append("afterCompleted") },
            onSubscribe: { log.append("onSubscribe") },
            onSubscribed: { log.append("onSubscribed") },
            onDispose: { log.append("onDispose") }
        ).subscribe(onNext: { _ in log.append("next") }, onCompleted: { log.append("completed") })
        XCTAssertEqual(
            log.value,
            [
                "onSubscribe", "onNext", "next", "afterNext", "onCompleted", "completed", "afterCompleted",
                "onSubscribed", "onDispose",
            ])
    }

    func testALongLivedServiceSubjectIsReleasedWhenAShortChainEnds() {
        let service = BehaviorSubject(value: "token")
        let requests = PublishSubject<Int>()
        let received = LockedBox<[String]>([])
        let chain = requests.take(1).withLatestFrom(service) { "\($0):\($1)" }.subscribe(onNext: { received.append($0) }
        )
        XCTAssertTrue(service.hasObservers)
        requests.onNext(7)
        XCTAssertEqual(received.value, ["7:token"])
        XCTAssertFalse(
            service.hasObservers, "the chain completed, so it must not keep the service's subject subscribed")
        XCTAssertFalse(requests.hasObservers)
        chain.dispose()
    }

    func testAChainThatEndsReleasesEveryInnerSubscription() {
        let trigger = PublishSubject<Void>()
        let service = PublishSubject<Int>()
        let subscription = trigger.flatMap { service.take(1) }.take(until: service.filter { $0 < 0 }).subscribe()
        trigger.onNext(())
        trigger.onNext(())
        XCTAssertTrue(service.hasObservers)
        service.onNext(-1)
        XCTAssertFalse(service.hasObservers)
        XCTAssertFalse(trigger.hasObservers)
        subscription.dispose()
    }
}
