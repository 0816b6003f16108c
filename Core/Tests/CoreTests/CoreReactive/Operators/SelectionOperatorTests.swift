import Core
import CoreTesting
import XCTest

/// `skip(until:)`, `amb`, `takeLast`, `single` and `sample` in virtual time, with RxSwift's
/// outcomes and its subscription windows.
final class SelectionOperatorTests: LeakCheckedTestCase {
    func testSkipUntilPassesElementsAfterTheTriggerAndLetsTheTriggerGo() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(230, 2), .next(250, 3), .next(270, 4), .completed(300),
        ])
        let trigger = scheduler.createHotObservable([.next(240, "go"), .next(260, "again"), .completed(280)])
        let result = scheduler.start { source.skip(until: trigger) }
        XCTAssertEqual(result.events, [.next(250, 3), .next(270, 4), .completed(300)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 240)], "let go at its first element")
    }

    func testSkipUntilATriggerThatCompletesEmptyPassesNothing() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
        let trigger = scheduler.createHotObservable([Recorded<Event<String>>.completed(240)])
        let result = scheduler.start { source.skip(until: trigger) }
        XCTAssertEqual(result.events, [], "RxSwift ends the subscription silently when the source completes first")
        XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 240)])
    }

    func testSkipUntilFailsWithEitherSide() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .next(260, 2)])
        let trigger = scheduler.createHotObservable([Recorded<Event<String>>.error(240, TestError())])
        let result = scheduler.start { source.skip(until: trigger) }
        XCTAssertEqual(result.events, [.error(240, TestError())])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 240)])

        let second = TestScheduler()
        let failing = second.createHotObservable([.next(210, 1), .error(230, TestError())])
        let never = second.createHotObservable([Recorded<Event<String>>]())
        let failed = second.start { failing.skip(until: never) }
        XCTAssertEqual(failed.events, [.error(230, TestError())], "an error passes even before the trigger")
        XCTAssertEqual(never.subscriptions, [Subscription(200, 230)])
    }

    func testAmbMirrorsTheFirstToSendAndLetsTheOthersGo() {
        let scheduler = TestScheduler()
        let slow = scheduler.createHotObservable([.next(250, 1), .completed(300)])
        let fast = scheduler.createHotObservable([.next(220, 10), .next(260, 20), .completed(400)])
        let silent = scheduler.createHotObservable([Recorded<Event<Int>>]())
        let result = scheduler.start {
            Observable.amb([slow.asObservable(), fast.asObservable(), silent.asObservable()])
        }
        XCTAssertEqual(result.events, [.next(220, 10), .next(260, 20), .completed(400)])
        XCTAssertEqual(slow.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(silent.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(fast.subscriptions, [Subscription(200, 400)])
    }

    func testAmbIsWonByATerminalEventToo() {
        let scheduler = TestScheduler()
        let failing = scheduler.createHotObservable([Recorded<Event<Int>>.error(210, TestError())])
        let other = scheduler.createHotObservable([.next(220, 1)])
        let result = scheduler.start { failing.amb(other) }
        XCTAssertEqual(result.events, [.error(210, TestError())])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 210)])
    }

    func testAmbOfNoSourcesNeverEmitsAndOfOneIsThatSource() {
        let scheduler = TestScheduler()
        let none = scheduler.start { Observable<Int>.amb([Observable<Int>]()) }
        XCTAssertEqual(none.events, [])

        let second = TestScheduler()
        let only = second.createHotObservable([.next(210, 1), .completed(220)])
        let one = second.start { Observable.amb([only.asObservable()]) }
        XCTAssertEqual(one.events, [.next(210, 1), .completed(220)])
    }

    func testTakeLastEmitsTheLastElementsAtCompletion() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5), .completed(300),
        ])
        let result = scheduler.start { source.takeLast(3) }
        XCTAssertEqual(result.events, [.next(300, 3), .next(300, 4), .next(300, 5), .completed(300)])
    }

    func testTakeLastKeepsEveryElementWhenFewerArriveAndNoneForZero() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let result = scheduler.start { source.takeLast(5) }
        XCTAssertEqual(result.events, [.next(300, 1), .next(300, 2), .completed(300)])

        let second = TestScheduler()
        let more = second.createHotObservable([.next(210, 1), .completed(300)])
        let none = second.start { more.takeLast(0) }
        XCTAssertEqual(none.events, [.completed(300)])
    }

    func testTakeLastKeepsTheRightElementsPastItsTrimming() {
        let elements = (1...25).map { Recorded<Event<Int>>.next(200 + $0, $0) }
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable(elements + [.completed(300)])
        let result = scheduler.start { source.takeLast(4) }
        XCTAssertEqual(result.events, [22, 23, 24, 25].map { .next(300, $0) } + [.completed(300)])
    }

    func testTakeLastPassesAnErrorWithoutTheElements() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .error(250, TestError())])
        let result = scheduler.start { source.takeLast(2) }
        XCTAssertEqual(result.events, [.error(250, TestError())])
    }

    func testSinglePassesTheOnlyElement() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let result = scheduler.start { source.single() }
        XCTAssertEqual(result.events, [.next(210, 1), .completed(250)])
    }

    func testSingleFailsOnASecondElementAndOnNone() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let result = scheduler.start { source.single() }
        XCTAssertEqual(result.events, [.next(210, 1), .error(220, RxError.moreThanOneElement)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])

        let second = TestScheduler()
        let empty = second.createHotObservable([Recorded<Event<Int>>.completed(250)])
        let none = second.start { empty.single() }
        XCTAssertEqual(none.events, [.error(250, RxError.noElements)])
    }

    func testSingleWithAPredicateCountsOnlyWhatMatches() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250),
        ])
        let result = scheduler.start { source.single { $0 == 3 } }
        XCTAssertEqual(result.events, [.next(230, 3), .completed(250)])

        let second = TestScheduler()
        let evens = second.createHotObservable([.next(210, 2), .next(220, 3), .next(230, 4), .completed(250)])
        let twice = second.start { evens.single { $0 % 2 == 0 } }
        XCTAssertEqual(twice.events, [.next(210, 2), .error(230, RxError.moreThanOneElement)])

        let third = TestScheduler()
        let throwing = third.createHotObservable([.next(210, 1), .completed(250)])
        let failed = third.start { throwing.single { _ in throw TestError() } }
        XCTAssertEqual(failed.events, [.error(210, TestError())])
    }

    func testSampleEmitsTheLatestElementAtEachTick() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([
            .next(220, 2), .next(240, 3), .next(290, 4), .next(300, 5), .next(310, 6), .completed(400),
        ])
        let ticks = scheduler.createHotObservable([
            .next(210, "a"), .next(250, "b"), .next(260, "c"), .next(320, "d"), .completed(500),
        ])
        let result = scheduler.start { source.sample(ticks) }
        XCTAssertEqual(result.events, [.next(250, 3), .next(320, 6), .completed(500)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(ticks.subscriptions, [Subscription(200, 500)])
    }

    func testSampleSendsTheDefaultValueWhenNothingNewArrived() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(240, 3), .next(310, 6), .completed(400)])
        let ticks = scheduler.createHotObservable([
            .next(210, "a"), .next(250, "b"), .next(260, "c"), .next(320, "d"), .completed(500),
        ])
        let result = scheduler.start { source.sample(ticks, defaultValue: 0) }
        XCTAssertEqual(
            result.events,
            [.next(210, 0), .next(250, 3), .next(260, 0), .next(320, 6), .next(500, 0), .completed(500)],
            "the sampler's completion is a tick, as in RxSwift's sampler")
    }

    func testSampleCompletesAtTheTickAfterTheSourceCompleted() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(240, 3), .next(290, 4), .completed(300)])
        let ticks = scheduler.createHotObservable([.next(250, "a"), .next(320, "b"), .completed(500)])
        let result = scheduler.start { source.sample(ticks) }
        XCTAssertEqual(result.events, [.next(250, 3), .next(320, 4), .completed(320)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ticks.subscriptions, [Subscription(200, 320)])
    }

    func testSampleFailsWithEitherSide() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(240, 3), .error(320, TestError())])
        let ticks = scheduler.createHotObservable([.next(250, "a"), .next(300, "b"), .completed(400)])
        let result = scheduler.start { source.sample(ticks) }
        XCTAssertEqual(result.events, [.next(250, 3), .error(320, TestError())])
        XCTAssertEqual(ticks.subscriptions, [Subscription(200, 320)])

        let second = TestScheduler()
        let values = second.createHotObservable([.next(240, 3), .completed(400)])
        let failing = second.createHotObservable([.next(250, "a"), .error(300, TestError())])
        let failed = second.start { values.sample(failing) }
        XCTAssertEqual(failed.events, [.next(250, 3), .error(300, TestError())])
        XCTAssertEqual(values.subscriptions, [Subscription(200, 300)])
    }
}
