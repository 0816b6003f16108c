import Core
import CoreTesting
import XCTest

final class TestableObservableTestClosuresTests: LeakCheckedTestCase {
    func testAClosureSubscribedToATestableObservableCountsIntoALocalVariable() {
        let scheduler = TestScheduler(initialClock: 0)
        let taps = scheduler.createHotObservable([.next(10, ()), .next(20, ()), .completed(30)])
        let values = scheduler.createColdObservable([.next(5, 1), .error(7, TestError("boom"))])
        var count = 0
        var completedAt: TestTime?
        var failure: Error?
        var disposals = 0
        let subscriptions = [
            taps.subscribe(onNext: { count += 1 }, onCompleted: { completedAt = scheduler.clock }),
            values.subscribe(onNext: { count += $0 }, onError: { failure = $0 }, onDisposed: { disposals += 1 }),
        ]
        scheduler.start()
        XCTAssertEqual(count, 3)
        XCTAssertEqual(completedAt, 30)
        XCTAssertEqual(failure as? TestError, TestError("boom"))
        XCTAssertEqual(disposals, 1, "a terminated subscription is disposed")
        subscriptions.forEach { $0.dispose() }
    }
}
