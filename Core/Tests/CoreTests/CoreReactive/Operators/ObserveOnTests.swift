import Core
import CoreTesting
import XCTest

/// `observe(on:)` and `subscribe(on:)`.
final class ObserveOnTests: LeakCheckedTestCase {
    func testObserveOnAndSubscribeOnUseTheScheduler() {
        let scheduler = TestScheduler()
        let subscribedAt = LockedBox<TestTime?>(nil)
        let source = Observable<Int>.create { observer in
            subscribedAt.set(scheduler.clock)
            observer.onNext(1)
            observer.onCompleted()
            return Disposables.create()
        }
        let observer = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(300) {
            _ = source.subscribe(on: scheduler).observe(on: scheduler).subscribe(observer)
        }
        scheduler.start()
        // Work scheduled for "now" runs a tick later (RxTest's processing delay): the
        // subscription at 301, then one delivery step per event.
        XCTAssertEqual(subscribedAt.value, 301)
        XCTAssertEqual(observer.events, [.next(302, 1), .completed(303)])
    }

    func testObserveOnSerialQueueKeepsOrder() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "test.observe")
        let done = expectation(description: "completed")
        final class Box: @unchecked Sendable { var values: [Int] = [] }
        let box = Box()
        let subscription = Observable.from(0..<200).observe(on: scheduler).subscribe(
            onNext: { box.values.append($0) },
            onCompleted: { done.fulfill() }
        )
        wait(for: [done], timeout: 5)
        XCTAssertEqual(box.values, Array(0..<200))
        subscription.dispose()
        // Completion is observed inside the queue's last block; let that block finish and
        // release what it captured before the leak check counts resources.
        scheduler.queue.sync {}
    }
}
