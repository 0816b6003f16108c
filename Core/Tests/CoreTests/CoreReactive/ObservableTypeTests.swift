import Core
import CoreTesting
import XCTest

/// `asObservable()` of a sequence that is not an `Observable` lets go of it when it ends, as
/// RxSwift's (an `Observable.create` around it) does; a subject's subscribes at once.
final class ObservableTypeTests: LeakCheckedTestCase {
    func testASequenceSeenAsAnObservableIsLetGoWhenItEnds() {
        let scheduler = TestScheduler()
        let completing = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let result = scheduler.start { completing.asObservable() }
        XCTAssertEqual(result.events, [.next(210, 1), .completed(250)])
        XCTAssertEqual(completing.subscriptions, [Subscription(200, 250)], "not when the test disposes, at 1000")

        let failingScheduler = TestScheduler()
        let failing = failingScheduler.createHotObservable([Recorded<Event<Int>>.error(250, TestError())])
        _ = failingScheduler.start { failing.asObservable() }
        XCTAssertEqual(failing.subscriptions, [Subscription(200, 250)])
    }

    /// A type of the app's own: its subscription is disposed as soon as it sends its end.
    func testAnAppsOwnSequenceIsDisposedWhenItEnds() {
        struct Countdown: ObservableType {
            typealias Element = Int
            let disposed: LockedBox<[String]>
            func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Int {
                observer.on(.next(1))
                disposed.append("sent the end")
                observer.on(.completed)
                return Disposables.create { disposed.append("disposed") }
            }
        }
        let log = LockedBox<[String]>([])
        let subscription = Countdown(disposed: log).asObservable().subscribe(onCompleted: { log.append("completed") })
        XCTAssertEqual(log.value, ["sent the end", "completed", "disposed"])
        subscription.dispose()
        XCTAssertEqual(log.value, ["sent the end", "completed", "disposed"], "disposed once")
    }
}
