import Core
import CoreTesting
import XCTest

final class GenerateTests: LeakCheckedTestCase {
    func testGenerateIteratesWhileTheConditionHolds() {
        let states = collectedEvents(Observable.generate(initialState: 1, condition: { $0 < 20 }, iterate: { $0 * 3 }))
        XCTAssertEqual(states, [.next(1), .next(3), .next(9), .completed])
        let none = collectedEvents(Observable.generate(initialState: 5, condition: { $0 < 0 }, iterate: { $0 + 1 }))
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
        let iterating = collectedEvents(
            Observable.generate(
                initialState: 0, condition: { _ in true },
                iterate: { state -> Int in
                    guard state < 2 else { throw TestError() }
                    return state + 1
                }))
        XCTAssertEqual(iterating, [.next(0), .next(1), .next(2), .error(TestError())])
        let checking = collectedEvents(
            Observable.generate(initialState: 0, condition: { _ in throw TestError() }, iterate: { $0 }))
        XCTAssertEqual(checking, [.error(TestError())])
    }

    func testRepeatElementRepeatsUntilTheSubscriptionEnds() {
        XCTAssertEqual(
            collectedEvents(Observable.repeatElement("a").take(3)), [.next("a"), .next("a"), .next("a"), .completed])
        let scheduler = TestScheduler()
        let result = scheduler.start { Observable.repeatElement(7, scheduler: scheduler).take(2) }
        XCTAssertEqual(result.events, [.next(201, 7), .next(202, 7), .completed(202)])
    }
}
