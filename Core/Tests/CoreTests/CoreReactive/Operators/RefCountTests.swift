import Core
import CoreTesting
import XCTest

/// `refCount`: one connection while anyone listens.
final class RefCountTests: LeakCheckedTestCase {
    func testRefCountConnectsOnTheFirstAndDisconnectsAfterTheLast() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5), .next(260, 6),
            .next(290, 7), .completed(300),
        ])
        let shared = source.publish().refCount()
        let observers = (0..<4).map { _ in scheduler.createObserver(Int.self) }
        let handles = Handles()
        for (index, (start, end)) in [(205, 225), (215, 255), (243, 247), (280, 320)].enumerated() {
            scheduler.scheduleAt(start) { handles.subscribe("\(index)", shared, observers[index]) }
            scheduler.scheduleAt(end) { handles.dispose("\(index)") }
        }
        scheduler.start()

        XCTAssertEqual(observers[0].events, [.next(210, 1), .next(220, 2)])
        XCTAssertEqual(observers[1].events, [.next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5)])
        XCTAssertEqual(observers[2].events, [])
        XCTAssertEqual(observers[3].events, [.next(290, 7), .completed(300)])
        XCTAssertEqual(source.subscriptions, [Subscription(205, 255), Subscription(280, 300)])
    }

    func testRefCountSubscribersThatSubscribeAgainOnTheirEndStartANewConnection() {
        for ending in [Event<Int>.completed, .error(TestError("end"))] {
            let scheduler = TestScheduler()
            let attempts = (0..<3).map { attempt in
                scheduler.createColdObservable([
                    .next(10, attempt), Recorded(time: 20 + 10 * attempt, value: ending),
                ])
            }
            let attempt = LockedBox(0)
            let source = Observable.deferred { () -> Observable<Int> in
                defer { attempt.increment() }
                return attempts[min(attempt.value, 2)].asObservable()
            }
            let shared = source.multicast(makeSubject: { PublishSubject<Int>() }).refCount()
            let first = scheduler.createObserver(Int.self)
            let second = scheduler.createObserver(Int.self)
            let late = scheduler.createObserver(Int.self)
            let handles = Handles()
            for (time, recorder) in [(215, first), (220, second)] {
                scheduler.scheduleAt(time) {
                    _ = shared.subscribe(
                        AnyObserver { event in
                            recorder.on(event)
                            if event.isStopEvent { _ = shared.subscribe(recorder) }
                        })
                }
            }
            scheduler.scheduleAt(400) { handles.subscribe("late", shared, late) }
            scheduler.start()

            let end = { (time: TestTime) in Recorded(time: time, value: ending) }
            XCTAssertEqual(first.events, [.next(225, 0), end(235), .next(245, 1), end(265)], "\(ending)")
            XCTAssertEqual(second.events, first.events, "\(ending)")
            XCTAssertEqual(late.events, [.next(410, 2), end(440)], "\(ending)")
            XCTAssertEqual(attempts[0].subscriptions, [Subscription(215, 235)])
            XCTAssertEqual(attempts[1].subscriptions, [Subscription(235, 265)])
            XCTAssertEqual(attempts[2].subscriptions, [Subscription(400, 440)])
        }
    }
}
