import Core
import CoreTesting
import XCTest

final class TimeOperatorTests: LeakCheckedTestCase {
    func testDebounceEmitsAfterQuietPeriodAndFlushesOnCompletion() {
        let scheduler = TestScheduler()
        let typing = scheduler.createHotObservable([
            .next(210, "s"), .next(215, "se"), .next(230, "sea"), .next(260, "sear"), .completed(265),
        ])
        let result = scheduler.start { typing.debounce(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(250, "sea"), .next(265, "sear"), .completed(265)])
    }

    func testThrottleEmitsFirstThenLatestPerWindow() {
        let scheduler = TestScheduler()
        let taps = scheduler.createHotObservable([
            .next(210, 1), .next(215, 2), .next(220, 3), .next(250, 4), .completed(300),
        ])
        let result = scheduler.start { taps.throttle(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(210, 1), .next(230, 3), .next(250, 4), .completed(300)])

        let second = TestScheduler()
        let more = second.createHotObservable([.next(210, 1), .next(215, 2), .completed(300)])
        let firstOnly = second.start { more.throttle(.seconds(20), latest: false, scheduler: second) }
        XCTAssertEqual(firstOnly.events, [.next(210, 1), .completed(300)])
    }

    func testDelayShiftsElementsAndCompletionButNotErrors() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let result = scheduler.start { source.delay(.seconds(50), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(260, 1), .next(270, 2), .completed(280)])

        let second = TestScheduler()
        let failing = second.createHotObservable([.next(210, 1), .error(220, TestError())])
        let failed = second.start { failing.delay(.seconds(50), scheduler: second) }
        XCTAssertEqual(failed.events, [.error(220, TestError())])
    }

    func testTimeoutFailsWhenNothingArrives() {
        let scheduler = TestScheduler()
        let slow = scheduler.createHotObservable([.next(210, 1), .next(300, 2)])
        let result = scheduler.start { slow.timeout(.seconds(50), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(210, 1), .error(260, RxError.timeout)])
    }

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

final class MainSchedulerTests: XCTestCase {
    func testKnowsTheMainQueueFromOtherQueues() {
        XCTAssertTrue(MainScheduler.isOnMainQueue, "tests run on the main thread")
        let checked = expectation(description: "checked on a background queue")
        DispatchQueue.global().async {
            XCTAssertFalse(MainScheduler.isOnMainQueue)
            checked.fulfill()
        }
        wait(for: [checked], timeout: 5)
    }
}
