import Core
import CoreTesting
import XCTest

final class FactoryTests: LeakCheckedTestCase {
    private func collect<E: Sendable>(_ source: Observable<E>) -> [Event<E>] {
        let events = LockedBox<[Event<E>]>([])
        _ = source.subscribe { events.append($0) }
        return events.value
    }

    func testJustOfFromEmptyNeverError() {
        XCTAssertEqual(collect(.just(1)), [.next(1), .completed])
        XCTAssertEqual(collect(.of(1, 2, 3)), [.next(1), .next(2), .next(3), .completed])
        XCTAssertEqual(collect(.from([4, 5])), [.next(4), .next(5), .completed])
        XCTAssertEqual(collect(Observable<Int>.empty()), [.completed])
        XCTAssertEqual(collect(Observable<Int>.never()), [])
        XCTAssertEqual(collect(Observable<Int>.error(TestError())), [.error(TestError())])
        XCTAssertEqual(collect(.range(start: 3, count: 2)), [.next(3), .next(4), .completed])
        XCTAssertEqual(collect(.from(optional: Int?.none)), [.completed])
    }

    /// RxSwift emits a range that ends exactly at the type's maximum; Core reports, never
    /// traps on, one whose last element would overflow or whose count is negative.
    func testRangeUpToTheMaximumEmitsAndAnOverflowingRangeFails() {
        XCTAssertEqual(collect(.range(start: Int.max, count: 1)), [.next(Int.max), .completed])
        XCTAssertEqual(collect(.range(start: Int8.max - 1, count: 2)), [.next(126), .next(127), .completed])
        XCTAssertEqual(collect(.range(start: Int.min, count: 0)), [.completed])
        for events in [collect(.range(start: Int.max, count: 2)), collect(.range(start: 1, count: -1))] {
            guard case .error(let error as RangeError)? = events.first, events.count == 1 else {
                return XCTFail("expected one RangeError, got \(events)")
            }
            XCTAssertTrue(error.description.contains("Observable.range(start:"), error.description)
        }
        let scheduler = TestScheduler()
        let res = scheduler.start { Observable<Int8>.range(start: 127, count: 1, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 127), .completed(202)])
    }

    /// RxSwift's range on a scheduler completes one step after subscribing whatever the
    /// count, an empty one included.
    func testAnEmptyRangeOnASchedulerCompletesOneStepLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.range(start: 0, count: 0, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.completed(201)])
    }

    func testFromStopsWhenTheSubscriberStops() {
        var produced = 0
        let endless = sequence(first: 1) { value in
            produced += 1
            return value + 1
        }
        XCTAssertEqual(
            collect(Observable.from(endless).map { $0 * 2 }.take(3)), [.next(2), .next(4), .next(6), .completed])
        XCTAssertLessThanOrEqual(produced, 3, "the producer must stop once take(3) is done")
    }

    func testDeferredBuildsPerSubscriberAndReportsFactoryErrors() {
        let builds = LockedBox(0)
        let source = Observable<Int>.deferred {
            builds.increment()
            return .just(builds.value)
        }
        XCTAssertEqual(collect(source), [.next(1), .completed])
        XCTAssertEqual(collect(source), [.next(2), .completed])
        let failing = Observable<Int>.deferred { throw TestError("factory") }
        XCTAssertEqual(collect(failing), [.error(TestError("factory"))])
    }

    func testTimerAndIntervalOnVirtualTime() {
        let scheduler = TestScheduler()
        let timer = scheduler.start { Observable<Int>.timer(.seconds(50), scheduler: scheduler) }
        XCTAssertEqual(timer.events, [.next(250, 0), .completed(250)])

        let ticks = TestScheduler()
        let interval = ticks.start(disposed: 450) { Observable<Int>.interval(.seconds(100), scheduler: ticks) }
        XCTAssertEqual(interval.events, [.next(300, 0), .next(400, 1)])
    }

    func testGenerateIteratesWhileTheConditionHolds() {
        let states = collect(Observable.generate(initialState: 1, condition: { $0 < 20 }, iterate: { $0 * 3 }))
        XCTAssertEqual(states, [.next(1), .next(3), .next(9), .completed])
        let none = collect(Observable.generate(initialState: 5, condition: { $0 < 0 }, iterate: { $0 + 1 }))
        XCTAssertEqual(none, [.completed], "the initial state is checked too")
    }

    func testGenerateRunsOneScheduledStepPerState() {
        let scheduler = TestScheduler()
        let stepsSeen = LockedBox(0)
        let result = scheduler.start {
            Observable.generate(
                initialState: 0, condition: { $0 < 3 }, scheduler: scheduler,
                iterate: {
                    stepsSeen.mutate { $0 += 1 }
                    return $0 + 1
                })
        }
        XCTAssertEqual(
            result.events, [.next(201, 0), .next(202, 1), .next(203, 2), .completed(204)],
            "each step is scheduled, one tick apart as in RxTest")
        XCTAssertEqual(stepsSeen.value, 3, "the initial state is emitted without iterating")
    }

    func testGenerateFailsWhenAClosureThrows() {
        let iterating = collect(
            Observable.generate(
                initialState: 0, condition: { _ in true },
                iterate: { state -> Int in
                    guard state < 2 else { throw TestError() }
                    return state + 1
                }))
        XCTAssertEqual(iterating, [.next(0), .next(1), .next(2), .error(TestError())])
        let checking = collect(
            Observable.generate(initialState: 0, condition: { _ in throw TestError() }, iterate: { $0 }))
        XCTAssertEqual(checking, [.error(TestError())])
    }

    func testRepeatElementRepeatsUntilTheSubscriptionEnds() {
        XCTAssertEqual(
            collect(Observable.repeatElement("a").take(3)), [.next("a"), .next("a"), .next("a"), .completed])
        let scheduler = TestScheduler()
        let result = scheduler.start { Observable.repeatElement(7, scheduler: scheduler).take(2) }
        XCTAssertEqual(result.events, [.next(201, 7), .next(202, 7), .completed(202)])
    }
}
