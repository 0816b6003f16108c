import Core
import CoreTesting
import XCTest

/// `multicast`, `publish`, `replay` and `refCount` in virtual time, with RxSwift's rules: a
/// connection lasts until it is disposed or its source terminates; `multicast(makeSubject:)`
/// and its specializations make a subject per connection, `multicast(_:)` keeps its one.
final class MulticastTests: LeakCheckedTestCase {
    func testEachConnectionOfMakeSubjectHasAFreshSubject() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(250, 2), .next(310, 3), .next(420, 5), .next(440, 6), .next(520, 7), .next(610, 8),
        ])
        let connectable = source.multicast(makeSubject: { ReplaySubject<Int>.create(bufferSize: 2) })
        let early = scheduler.createObserver(Int.self)
        let between = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        let handles = Handles()
        let sameConnection = LockedBox<Bool?>(nil)
        scheduler.scheduleAt(200) { handles.connect(connectable) }
        scheduler.scheduleAt(260) { handles.subscribe("early", connectable.asObservable(), early) }
        scheduler.scheduleAt(300) { handles.disconnect() }
        scheduler.scheduleAt(320) { handles.subscribe("between", connectable.asObservable(), between) }
        scheduler.scheduleAt(400) { handles.connect(connectable) }
        scheduler.scheduleAt(410) {
            sameConnection.set(handles.connection.value as AnyObject === connectable.connect() as AnyObject)
        }
        scheduler.scheduleAt(500) { handles.disconnect() }
        scheduler.scheduleAt(530) { handles.subscribe("late", connectable.asObservable(), late) }
        scheduler.scheduleAt(600) { handles.connect(connectable) }
        scheduler.scheduleAt(700) { handles.disconnect() }
        scheduler.scheduleAt(800) { ["early", "between", "late"].forEach(handles.dispose) }
        scheduler.start()

        XCTAssertEqual(early.events, [.next(260, 1), .next(260, 2)], "the first connection's subject only")
        XCTAssertEqual(between.events, [.next(420, 5), .next(440, 6)], "the second connection's subject only")
        XCTAssertEqual(late.events, [.next(610, 8)], "no replay from an ended connection")
        XCTAssertEqual(sameConnection.value, true, "connecting while connected returns the connection")
        XCTAssertEqual(source.subscriptions, [Subscription(200, 300), Subscription(400, 500), Subscription(600, 700)])
    }

    func testASourceThatTerminatesEndsItsConnectionBeforeObserversHearIt() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([
            .next(210, 1), .completed(250), .next(260, 2), .next(300, 3), .next(420, 4),
        ])
        let connectable = source.multicast(makeSubject: { ReplaySubject<Int>.create(bufferSize: 1) })
        let first = scheduler.createObserver(Int.self)
        let again = scheduler.createObserver(Int.self)
        let handles = Handles()
        let reconnection = LockedBox<Disposable?>(nil)
        scheduler.scheduleAt(200) {
            // On completion, subscribe again and connect again, from the handler.
            let resubscribing = connectable.do(onCompleted: {
                handles.subscribe("again", connectable.asObservable(), again)
                reconnection.set(connectable.connect())
            })
            // Not kept in `handles`: the handler that holds `handles` would keep itself.
            _ = resubscribing.subscribe(first)
        }
        scheduler.scheduleAt(205) { handles.connect(connectable) }
        scheduler.scheduleAt(400) { reconnection.value?.dispose() }
        scheduler.scheduleAt(500) { handles.dispose("again") }
        scheduler.start()

        XCTAssertEqual(first.events, [.next(210, 1), .completed(250)])
        XCTAssertEqual(again.events, [.next(260, 2), .next(300, 3)], "a new subject: neither 1 nor the completion")
        XCTAssertEqual(source.subscriptions, [Subscription(205, 250), Subscription(250, 400)])
    }

    func testAFixedSubjectOutlivesItsConnections() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(310, 2), .completed(350), .next(410, 3),
        ])
        let connectable = source.multicast(ReplaySubject<Int>.create(bufferSize: 1))
        let first = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        let handles = Handles()
        scheduler.scheduleAt(200) { handles.connect(connectable) }
        scheduler.scheduleAt(250) { handles.disconnect() }
        scheduler.scheduleAt(260) { handles.subscribe("first", connectable.asObservable(), first) }
        scheduler.scheduleAt(300) { handles.connect(connectable) }
        scheduler.scheduleAt(360) { handles.subscribe("late", connectable.asObservable(), late) }
        scheduler.scheduleAt(400) { handles.connect(connectable) }
        scheduler.scheduleAt(450) { handles.disconnect() }
        scheduler.start()

        XCTAssertEqual(first.events, [.next(260, 1), .next(310, 2), .completed(350)])
        XCTAssertEqual(late.events, [.next(360, 2), .completed(360)], "the ended subject replays its end")
        XCTAssertEqual(source.subscriptions, [Subscription(200, 250), Subscription(300, 350), Subscription(400, 450)])
    }

    func testPublishAndReplayStartOverOnEachConnection() {
        for (name, buffer, expectedEarly) in [
            ("publish", -1, [Recorded<Event<Int>>]()), ("replay(2)", 2, [.next(250, 2), .next(250, 3)]),
            ("replayAll", 0, [.next(250, 1), .next(250, 2), .next(250, 3)]),
        ] {
            let scheduler = TestScheduler()
            let source = scheduler.createHotObservable([
                .next(210, 1), .next(220, 2), .next(230, 3), .next(320, 4), .next(330, 5),
            ])
            let connectable: ConnectableObservable<Int> =
                switch buffer {
                case -1: source.publish()
                case 0: source.replayAll()
                default: source.replay(buffer)
                }
            let early = scheduler.createObserver(Int.self)
            let later = scheduler.createObserver(Int.self)
            let handles = Handles()
            scheduler.scheduleAt(200) { handles.connect(connectable) }
            scheduler.scheduleAt(250) { handles.subscribe("early", connectable.asObservable(), early) }
            scheduler.scheduleAt(300) { handles.disconnect() }
            scheduler.scheduleAt(310) { handles.subscribe("later", connectable.asObservable(), later) }
            scheduler.scheduleAt(315) { handles.connect(connectable) }
            scheduler.scheduleAt(400) {
                handles.disconnect()
                ["early", "later"].forEach(handles.dispose)
            }
            scheduler.start()

            XCTAssertEqual(early.events, expectedEarly, name)
            XCTAssertEqual(later.events, [.next(320, 4), .next(330, 5)], "\(name): nothing of the first connection")
            XCTAssertEqual(source.subscriptions, [Subscription(200, 300), Subscription(315, 400)], name)
        }
    }

    func testSubscribingFromAReplayingSubjectsDeliveryReplaysAtOnce() {
        let subject = ReplaySubject<Int>.create(bufferSize: 1)
        let log = LockedBox<[String]>([])
        let again = LockedBox<Disposable?>(nil)
        let first = subject.do(onCompleted: {
            again.set(
                subject.subscribe(
                    onNext: { log.append("again \($0)") }, onCompleted: { log.append("again completed") }))
        }).subscribe(onNext: { log.append("first \($0)") }, onCompleted: { log.append("first completed") })
        subject.onNext(7)
        subject.onNext(2)
        subject.onCompleted()

        XCTAssertEqual(
            log.value, ["first 7", "first 2", "again 2", "again completed", "first completed"],
            "RxSwift's order: the replay runs inside the handler that subscribed")
        first.dispose()
        again.value?.dispose()
    }

    func testMulticastWithASelectorSharesOneSubscriptionPerSubscriber() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([
            .next(150, 0), .next(210, 1), .next(240, 2), .next(270, 3), .completed(300),
        ])
        let result = scheduler.start {
            source.multicast(
                { PublishSubject<Int>() }, selector: { shared in Observable.zip(shared, shared) { $0 * 10 + $1 } })
        }
        XCTAssertEqual(result.events, [.next(210, 11), .next(240, 22), .next(270, 33), .completed(300)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])

        let disposedEarly = TestScheduler()
        let endless = disposedEarly.createHotObservable([.next(210, 1), .next(260, 2)])
        let cut = disposedEarly.start(disposed: 250) {
            endless.multicast({ PublishSubject<Int>() }, selector: { $0.map { $0 + 100 } })
        }
        XCTAssertEqual(cut.events, [.next(210, 101)])
        XCTAssertEqual(endless.subscriptions, [Subscription(200, 250)])
    }

    func testMulticastWithASelectorFailsWhenEitherFactoryThrows() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let noSubject = scheduler.start {
            source.multicast({ () throws -> PublishSubject<Int> in throw TestError("subject") }, selector: { $0 })
        }
        let otherScheduler = TestScheduler()
        let otherSource = otherScheduler.createHotObservable([.next(210, 1), .completed(300)])
        let noSelection = otherScheduler.start {
            otherSource.multicast(
                { PublishSubject<Int>() }, selector: { _ -> Observable<Int> in throw TestError("selector") })
        }
        XCTAssertEqual(noSubject.events, [.error(200, TestError("subject"))])
        XCTAssertEqual(noSelection.events, [.error(200, TestError("selector"))])
        XCTAssertEqual(source.subscriptions + otherSource.subscriptions, [], "a failed factory subscribes nothing")
    }

    func testAConnectionThatEndsLetsGoOfItsSubjectAndObservers() {
        final class Held: Sendable {}
        let tracking: WeakReference<Held>
        do {
            let held = Held()
            tracking = WeakReference(held)
            let connectable = Observable.just(1).publish()
            _ = connectable.subscribe(onNext: { _ in _ = held })
            _ = connectable.connect()
            let failing = Observable<Int>.error(TestError("x")).replay(1)
            _ = failing.subscribe(onError: { _ in _ = held })
            _ = failing.connect()
        }
        XCTAssertTrue(tracking.isReleased, "the ended connections keep neither subject nor observer")
    }

    func testMulticastPublishReplayAndRefCount() {
        let subscriptions = LockedBox(0)
        let source = Observable<Int>.deferred {
            subscriptions.increment()
            return .of(1, 2)
        }
        let connectable = source.publish()
        let first = LockedBox<[Int]>([])
        let second = LockedBox<[Int]>([])
        _ = connectable.subscribe(onNext: { first.append($0) })
        _ = connectable.subscribe(onNext: { second.append($0) })
        XCTAssertEqual(subscriptions.value, 0, "nothing happens before connect")
        _ = connectable.connect()
        XCTAssertEqual(subscriptions.value, 1)
        XCTAssertEqual(first.value, [1, 2])
        XCTAssertEqual(second.value, [1, 2])
        _ = connectable.connect()
        XCTAssertEqual(subscriptions.value, 2, "the source completed, so connecting again subscribes again")
        XCTAssertEqual(first.value, [1, 2], "to a new subject, which the first subscribers are not on")

        let endless = PublishSubject<Int>()
        let live = endless.publish()
        let connection = live.connect()
        XCTAssertTrue(
            connection as AnyObject === live.connect() as AnyObject,
            "connecting while connected returns the same connection")
        connection.dispose()
        XCTAssertFalse(endless.hasObservers, "disposing the connection disconnects")

        let replayed = Observable.of(5, 6, 7).concat(Observable.never()).replay(2)
        let replayConnection = replayed.connect()
        let late = LockedBox<[Int]>([])
        _ = replayed.subscribe(onNext: { late.append($0) })
        XCTAssertEqual(late.value, [6, 7])
        replayConnection.dispose()

        let subject = PublishSubject<Int>()
        let shared = subject.multicast(makeSubject: { ReplaySubject<Int>.create(bufferSize: 1) }).refCount()
        let values = LockedBox<[Int]>([])
        let a = shared.subscribe(onNext: { values.append($0) })
        XCTAssertTrue(subject.hasObservers, "the first subscriber connects")
        subject.onNext(1)
        let b = shared.subscribe(onNext: { values.append($0 * 10) })
        a.dispose()
        XCTAssertTrue(subject.hasObservers)
        b.dispose()
        XCTAssertFalse(subject.hasObservers, "the last subscriber disconnects")
        XCTAssertEqual(values.value, [1, 10])
        let c = shared.subscribe(onNext: { values.append($0 * 100) })
        subject.onNext(2)
        XCTAssertEqual(values.value, [1, 10, 200], "a new connection has a new subject: no stale replay")
        c.dispose()
    }
}
