import Core
import CoreTesting
import XCTest

final class ShareTests: LeakCheckedTestCase {
    func testShareWhileConnectedSubscribesOnceAndReconnects() {
        let subscriptions = LockedBox(0)
        let subject = PublishSubject<Int>()
        let shared = Observable<Int>.deferred {
            subscriptions.increment()
            return subject.asObservable()
        }.share(replay: 1, scope: .whileConnected)

        let first = LockedBox<[Int]>([])
        let second = LockedBox<[Int]>([])
        let a = shared.subscribe(onNext: { first.append($0) })
        subject.onNext(1)
        let b = shared.subscribe(onNext: { second.append($0) })
        subject.onNext(2)
        XCTAssertEqual(subscriptions.value, 1)
        XCTAssertEqual(first.value, [1, 2])
        XCTAssertEqual(second.value, [1, 2], "the late subscriber gets the replayed 1")
        a.dispose()
        b.dispose()
        XCTAssertFalse(subject.hasObservers, "the last subscriber leaving disconnects")

        let third = LockedBox<[Int]>([])
        let c = shared.subscribe(onNext: { third.append($0) })
        XCTAssertEqual(subscriptions.value, 2)
        XCTAssertEqual(third.value, [], "whileConnected forgets the buffer")
        c.dispose()
    }

    func testShareForeverKeepsTheBuffer() {
        let subject = PublishSubject<Int>()
        let shared = subject.share(replay: 2, scope: .forever)
        let a = shared.subscribe()
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        a.dispose()
        let late = LockedBox<[Int]>([])
        let b = shared.subscribe(onNext: { late.append($0) })
        XCTAssertEqual(late.value, [2, 3])
        b.dispose()
    }

    func testShareWithoutReplayOnVirtualTime() {
        let scheduler = TestScheduler()
        let source = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let shared = source.share()
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = shared.subscribe(first) }
        scheduler.scheduleAt(215) { _ = shared.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(second.events, [.next(220, 2), .completed(230)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 230)])
    }

    /// When the source ends, `share()` and `share(replay: 1)` (and so every `Driver` and
    /// `Signal`) tell their subscribers first and then let the source go, as RxSwift's do; its
    /// other forms are a `refCount`, which lets the source go first.
    func testTheEndReachesSubscribersBeforeOrAfterTheSourceIsLetGoAsInRxSwift() {
        let tellsFirst = ["completed A", "disposed A", "completed B", "disposed B", "source disposed"]
        let releasesFirst = ["source disposed", "completed A", "disposed A", "completed B", "disposed B"]
        let forms: [(Int, SubjectLifetimeScope, [String])] = [
            (0, .whileConnected, tellsFirst), (1, .whileConnected, tellsFirst),
            (2, .whileConnected, releasesFirst), (1, .forever, releasesFirst),
        ]
        for (replay, scope, expected) in forms {
            let scheduler = TestScheduler()
            let log = LockedBox<[String]>([])
            let source = scheduler.createColdObservable([.next(10, 1), .completed(20)])
            let shared = source.asObservable().do(onDispose: { log.append("source disposed") })
                .share(replay: replay, scope: scope)
            scheduler.scheduleAt(200) {
                for name in ["A", "B"] {
                    _ = shared.subscribe(
                        onCompleted: { log.append("completed \(name)") }, onDisposed: { log.append("disposed \(name)") }
                    )
                }
            }
            scheduler.start()
            XCTAssertEqual(log.value, expected, "share(replay: \(replay), scope: \(scope))")
        }
    }
}
