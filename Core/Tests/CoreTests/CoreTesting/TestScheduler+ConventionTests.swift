import Core
import CoreTesting
import XCTest

/// CoreTesting's scheduler follows RxTest: work scheduled for now runs one tick later unless
/// the processing delay is off, and `start` takes any observable-convertible sequence.
final class TestSchedulerConventionTests: LeakCheckedTestCase {
    func testWorkScheduledForNowRunsOneTickLater() {
        let scheduler = TestScheduler()
        let ranAt = LockedBox<[TestTime]>([])
        scheduler.scheduleAt(100) {
            _ = scheduler.schedule(()) { _ in
                ranAt.append(scheduler.clock)
                return Disposables.create()
            }
            _ = scheduler.scheduleRelative((), dueTime: .seconds(0)) { _ in
                ranAt.append(scheduler.clock)
                return Disposables.create()
            }
            _ = scheduler.scheduleRelative((), dueTime: .seconds(5)) { _ in
                ranAt.append(scheduler.clock)
                return Disposables.create()
            }
        }
        scheduler.start()
        XCTAssertEqual(ranAt.value, [101, 101, 105])
    }

    /// The RxTest idiom: a hot observable bound straight into a relay, with no reference kept.
    func testAHotObservableBoundToARelayDeliversWithoutAReferenceKept() {
        let scheduler = TestScheduler()
        let relay = BehaviorRelay(value: 0)
        let observer = scheduler.createObserver(Int.self)
        let bag = DisposeBag()
        scheduler.createHotObservable([.next(210, 1), .next(220, 2)]).bind(to: relay).disposed(by: bag)
        relay.subscribe(observer).disposed(by: bag)
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(0, 0), .next(210, 1), .next(220, 2)])
    }

    func testTheProcessingDelayCanBeTurnedOff() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 1, simulateProcessingDelay: false)
        let ranAt = LockedBox<TestTime?>(nil)
        scheduler.scheduleAt(100) {
            _ = scheduler.schedule(()) { _ in
                ranAt.set(scheduler.clock)
                return Disposables.create()
            }
        }
        scheduler.start()
        XCTAssertEqual(ranAt.value, 100)
    }

    func testAbsoluteTimesAndColdOffsetsAreKept() {
        let scheduler = TestScheduler()
        let cold = scheduler.createColdObservable([.next(0, 1), .next(10, 2), .completed(20)])
        let result = scheduler.start { cold }
        XCTAssertEqual(result.events, [.next(200, 1), .next(210, 2), .completed(220)])
    }

    func testStartTakesAnyConvertibleSequence() {
        let scheduler = TestScheduler()
        let hot = scheduler.createHotObservable([.next(210, "a"), .completed(220)])
        XCTAssertEqual(scheduler.start { hot }.events, [.next(210, "a"), .completed(220)])

        let singleScheduler = TestScheduler()
        let single = singleScheduler.start { Single.just(3) }
        XCTAssertEqual(single.events, [.next(200, 3), .completed(200)])

        let disposedScheduler = TestScheduler()
        let disposed = disposedScheduler.start(created: 50, subscribed: 60, disposed: 75) {
            Observable<Int>.interval(.seconds(10), scheduler: disposedScheduler)
        }
        XCTAssertEqual(disposed.events, [.next(70, 0)])
    }

    func testResolutionScalesIntervalsToTicks() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
        let result = scheduler.start { Observable<Int>.timer(.seconds(2), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(220, 0), .completed(220)])
    }

    /// As RxTest's: a subscription to a testable observable whose disposable the test dropped
    /// goes with the observable, hot or cold, even when its subscriber is a closure (which
    /// holds its disposable).
    func testADroppedSubscriptionGoesWithTheTestableObservable() {
        let before = Resources.total
        do {
            let scheduler = TestScheduler()
            let hot = scheduler.createHotObservable([.next(210, 1)])
            let cold = scheduler.createColdObservable([.next(10, 2)])
            let relay = BehaviorRelay(value: 0)
            _ = hot.subscribe(onNext: { _ in })
            _ = hot.bind(to: relay)
            _ = cold.subscribe(onNext: { _ in })
            scheduler.start()
            XCTAssertEqual(relay.value, 1)
        }
        XCTAssertEqual(Resources.total, before, "subscriptions outlived their testable observables")
    }
}
