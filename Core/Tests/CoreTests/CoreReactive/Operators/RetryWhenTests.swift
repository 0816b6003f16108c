import Core
import CoreTesting
import XCTest

final class RetryWhenTests: LeakCheckedTestCase {
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
}
