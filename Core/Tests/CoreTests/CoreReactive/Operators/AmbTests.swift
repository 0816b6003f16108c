import Core
import CoreTesting
import XCTest

/// `amb`, the first source to send wins.
final class AmbTests: LeakCheckedTestCase {
    func testAmbMirrorsTheFirstToSendAndLetsTheOthersGo() {
        let scheduler = TestScheduler()
        let slow = scheduler.createHotObservable([.next(250, 1), .completed(300)])
        let fast = scheduler.createHotObservable([.next(220, 10), .next(260, 20), .completed(400)])
        let silent = scheduler.createHotObservable([Recorded<Event<Int>>]())
        let result = scheduler.start {
            Observable.amb([slow.asObservable(), fast.asObservable(), silent.asObservable()])
        }
        XCTAssertEqual(result.events, [.next(220, 10), .next(260, 20), .completed(400)])
        XCTAssertEqual(slow.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(silent.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(fast.subscriptions, [Subscription(200, 400)])
    }

    func testAmbIsWonByATerminalEventToo() {
        let scheduler = TestScheduler()
        let failing = scheduler.createHotObservable([Recorded<Event<Int>>.error(210, TestError())])
        let other = scheduler.createHotObservable([.next(220, 1)])
        let result = scheduler.start { failing.amb(other) }
        XCTAssertEqual(result.events, [.error(210, TestError())])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 210)])
    }

    func testAmbOfNoSourcesNeverEmitsAndOfOneIsThatSource() {
        let scheduler = TestScheduler()
        let none = scheduler.start { Observable<Int>.amb([Observable<Int>]()) }
        XCTAssertEqual(none.events, [])

        let second = TestScheduler()
        let only = second.createHotObservable([.next(210, 1), .completed(220)])
        let one = second.start { Observable.amb([only.asObservable()]) }
        XCTAssertEqual(one.events, [.next(210, 1), .completed(220)])
    }
}
