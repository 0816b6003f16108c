import Core
import CoreTesting
import XCTest

/// `share(replay:scope:)`: a `.whileConnected` connection ends when its source terminates or
/// its last subscriber leaves, and the next subscriber starts a fresh one with an empty
/// buffer; `.forever` keeps one subject for good.
final class ShareScopeTests: LeakCheckedTestCase {
    private struct Run {
        let first: [Recorded<Event<Int>>]
        let firstAgain: [Recorded<Event<Int>>]
        let second: [Recorded<Event<Int>>]
        let secondAgain: [Recorded<Event<Int>>]
        let late: [Recorded<Event<Int>>]
        let sourceSubscriptions: [Subscription]
    }

    /// Two subscribers that subscribe again from their terminal handler, then a late one.
    private func run(replay: Int, scope: SubjectLifetimeScope, ending: Event<Int>) -> Run {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(320, 6), Recorded(time: 330, value: ending), .next(340, -1),
            .next(550, 7),
        ])
        let first = scheduler.createObserver(Int.self), firstAgain = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self), secondAgain = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        let shared = source.share(replay: replay, scope: scope)
        let firstSubscription = LockedBox<Disposable?>(nil)
        let secondSubscription = LockedBox<Disposable?>(nil)
        let lateSubscription = LockedBox<Disposable?>(nil)
        scheduler.scheduleAt(200) {
            firstSubscription.set(
                // An observer, not a closure subscriber: it resubscribes to the shared sequence
                // itself, which is not Sendable.
                shared.subscribe(
                    AnyObserver { event in
                        first.on(event)
                        if event.isStopEvent { firstSubscription.set(shared.subscribe(firstAgain)) }
                    }))
        }
        scheduler.scheduleAt(300) {
            secondSubscription.set(
                shared.subscribe(
                    AnyObserver { event in
                        second.on(event)
                        if event.isStopEvent { secondSubscription.set(shared.subscribe(secondAgain)) }
                    }))
        }
        scheduler.scheduleAt(350) { firstSubscription.value?.dispose() }
        scheduler.scheduleAt(400) { secondSubscription.value?.dispose() }
        scheduler.scheduleAt(500) { lateSubscription.set(shared.subscribe(late)) }
        scheduler.scheduleAt(600) { lateSubscription.value?.dispose() }
        scheduler.start()
        return Run(
            first: first.events, firstAgain: firstAgain.events, second: second.events, secondAgain: secondAgain.events,
            late: late.events, sourceSubscriptions: source.subscriptions
        )
    }

    func testWhileConnectedStartsAFreshConnectionAfterTheSourceCompletes() {
        for replay in 0..<4 {
            let run = run(replay: replay, scope: .whileConnected, ending: .completed)
            XCTAssertEqual(run.first, [.next(210, 1), .next(220, 2), .next(320, 6), .completed(330)])
            let replayed: [Recorded<Event<Int>>] = [1, 2].suffix(replay).map { .next(300, $0) }
            XCTAssertEqual(run.second, replayed + [.next(320, 6), .completed(330)])
            XCTAssertEqual(run.firstAgain, [.next(340, -1)], "no stale element replayed into the new connection")
            XCTAssertEqual(run.secondAgain, [.next(340, -1)])
            XCTAssertEqual(run.late, [.next(550, 7)])
            XCTAssertEqual(
                run.sourceSubscriptions, [Subscription(200, 330), Subscription(330, 400), Subscription(500, 600)])
        }
    }

    func testWhileConnectedStartsAFreshConnectionAfterTheSourceFails() {
        let run = run(replay: 1, scope: .whileConnected, ending: .error(TestError()))
        XCTAssertEqual(run.first.last, .error(330, TestError()))
        XCTAssertEqual(run.firstAgain, [.next(340, -1)])
        XCTAssertEqual(
            run.sourceSubscriptions, [Subscription(200, 330), Subscription(330, 400), Subscription(500, 600)])
    }

    func testForeverReplaysTheTerminalEventAndNeverResubscribes() {
        let run = run(replay: 1, scope: .forever, ending: .completed)
        XCTAssertEqual(run.firstAgain, [.next(330, 6), .completed(330)])
        XCTAssertEqual(run.secondAgain, [.next(330, 6), .completed(330)])
        XCTAssertEqual(run.late, [.next(500, 6), .completed(500)])
        XCTAssertEqual(run.sourceSubscriptions, [Subscription(200, 330)])
    }

    func testForeverReconnectsWithItsBufferAfterEveryoneLeft() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(550, 7)])
        let shared = source.share(replay: 1, scope: .forever)
        let early = scheduler.createObserver(Int.self), late = scheduler.createObserver(Int.self)
        let subscription = LockedBox<Disposable?>(nil)
        scheduler.scheduleAt(200) { subscription.set(shared.subscribe(early)) }
        scheduler.scheduleAt(300) { subscription.value?.dispose() }
        scheduler.scheduleAt(500) { subscription.set(shared.subscribe(late)) }
        scheduler.scheduleAt(600) { subscription.value?.dispose() }
        scheduler.start()
        XCTAssertEqual(late.events, [.next(500, 2), .next(550, 7)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 300), Subscription(500, 600)])
    }

    func testADisconnectCountsOnlyTheSubscribersOfItsOwnConnection() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.completed(250), .next(300, 3), .next(420, 4)])
        let shared = source.share(replay: 1, scope: .whileConnected)
        let stale = scheduler.createObserver(Int.self), fresh = scheduler.createObserver(Int.self)
        let staleSubscription = LockedBox<Disposable?>(nil), freshSubscription = LockedBox<Disposable?>(nil)
        scheduler.scheduleAt(200) { staleSubscription.set(shared.subscribe(stale)) }
        scheduler.scheduleAt(260) { freshSubscription.set(shared.subscribe(fresh)) }
        // The subscriber of the ended connection leaves: the new connection must stay up.
        scheduler.scheduleAt(350) { staleSubscription.value?.dispose() }
        scheduler.scheduleAt(500) { freshSubscription.value?.dispose() }
        scheduler.start()
        XCTAssertEqual(fresh.events, [.next(300, 3), .next(420, 4)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 250), Subscription(260, 500)])
    }
}
