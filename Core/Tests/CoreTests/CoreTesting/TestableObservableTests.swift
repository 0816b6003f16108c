import Core
import CoreTesting
import XCTest

/// RxTest's scripted sequences: a hot one plays its script on the clock whoever listens, a
/// cold one plays it again for each subscriber from the moment it subscribes; both log when
/// each subscriber came and went.
final class TestableObservableTests: LeakCheckedTestCase {
    func testAHotScriptPlaysOnTheClockAndALateSubscriberMissesWhatWentBefore() {
        let scheduler = TestScheduler(initialClock: 0)
        let hot = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(260, 3), .completed(300)])
        let late = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(250) { _ = hot.subscribe(late) }
        let res = scheduler.start { hot }
        XCTAssertEqual(res.events, [.next(210, 2), .next(260, 3), .completed(300)])
        XCTAssertEqual(late.events, [.next(260, 3), .completed(300)])
        XCTAssertEqual(
            hot.subscriptions, [Subscription(200, 300), Subscription(250)],
            "start's subscription ends with the sequence; one made straight to it lasts until disposed")
    }

    func testAColdScriptStartsOverForEachSubscriberAndItsDisposalIsLogged() {
        let scheduler = TestScheduler(initialClock: 0)
        let cold = scheduler.createColdObservable([.next(10, "a"), .next(20, "b")])
        let second = scheduler.createObserver(String.self)
        scheduler.scheduleAt(215) {
            let subscription = cold.subscribe(second)
            scheduler.scheduleAt(232) { subscription.dispose() }
        }
        let res = scheduler.start(disposed: 225) { cold }
        XCTAssertEqual(res.events, [.next(210, "a"), .next(220, "b")])
        XCTAssertEqual(second.events, [.next(225, "a")], "its second element was due after it left")
        XCTAssertEqual(cold.subscriptions, [Subscription(200, 225), Subscription(215, 232)])
        XCTAssertEqual(cold.recordedEvents, [.next(10, "a"), .next(20, "b")])
    }
}
