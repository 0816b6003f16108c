import Core
import CoreTesting
import XCTest

/// `subscribe(on:)` subscribes and unsubscribes on its scheduler, and lets go of the source
/// as soon as it terminates; `observe(on:)` delivers one scheduled step per event.
final class ScheduledSubscriptionTests: LeakCheckedTestCase {
    func testSubscribeOnSubscribesAndDisposesOnTheScheduler() {
        let scheduler = TestScheduler()
        let subscribedAt = LockedBox<TestTime?>(nil)
        let disposedAt = LockedBox<TestTime?>(nil)
        let source = Observable<Int>.create { _ in
            subscribedAt.set(scheduler.clock)
            return Disposables.create { disposedAt.set(scheduler.clock) }
        }
        let result = scheduler.start { source.subscribe(on: scheduler) }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(subscribedAt.value, 201)
        XCTAssertEqual(disposedAt.value, 1001)
    }

    func testSubscribeOnReleasesATerminatedSource() {
        let scheduler = TestScheduler()
        let completing = scheduler.createHotObservable([Recorded<Event<Int>>.completed(300)])
        let completed = scheduler.start { completing.subscribe(on: scheduler) }
        XCTAssertEqual(completed.events, [.completed(300)])
        XCTAssertEqual(completing.subscriptions, [Subscription(201, 301)])

        let failingScheduler = TestScheduler()
        let failing = failingScheduler.createHotObservable([Recorded<Event<Int>>.error(300, TestError())])
        let failed = failingScheduler.start { failing.subscribe(on: failingScheduler) }
        XCTAssertEqual(failed.events, [.error(300, TestError())])
        XCTAssertEqual(failing.subscriptions, [Subscription(201, 301)])
    }

    func testSubscribeOnThatIsDisposedBeforeItRunsNeverSubscribes() {
        let scheduler = TestScheduler()
        let subscribed = LockedBox(false)
        let source = Observable<Int>.create { _ in
            subscribed.set(true)
            return Disposables.create()
        }
        scheduler.scheduleAt(100) { source.subscribe(on: scheduler).subscribe().dispose() }
        scheduler.start()
        XCTAssertFalse(subscribed.value)
    }

    func testObserveOnDeliversEachEventAScheduledStepLater() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .next(250, 2), .completed(300)])
        let result = scheduler.start { source.observe(on: scheduler) }
        XCTAssertEqual(result.events, [.next(211, 1), .next(251, 2), .completed(301)])
        // The source is let go when it ends, before its end is delivered, as in RxSwift.
        XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
    }

    func testObserveOnDropsQueuedEventsOnDispose() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .next(210, 3)])
        // The dispose at 213 was scheduled before the step that would deliver 3 at 213.
        let result = scheduler.start(disposed: 213) { source.observe(on: scheduler) }
        XCTAssertEqual(result.events, [.next(211, 1), .next(212, 2)])
    }

    func testObserveOnWithoutTheProcessingDelayDeliversInTheSameTick() {
        let scheduler = TestScheduler(simulateProcessingDelay: false)
        let source = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let result = scheduler.start { source.observe(on: scheduler) }
        XCTAssertEqual(result.events, [.next(210, 1), .completed(220)])
    }
}
