import Core
import CoreTesting
import XCTest

final class SubjectTests: LeakCheckedTestCase {
    /// As in RxSwift, a subject's observer side is the subject itself.
    func testASubjectsObserverSideIsTheSubject() {
        let publish = PublishSubject<Int>()
        let behavior = BehaviorSubject(value: 0)
        let replay = ReplaySubject<Int>.create(bufferSize: 1)
        let async = AsyncSubject<Int>()
        XCTAssertTrue(publish.asObserver() === publish)
        XCTAssertTrue(behavior.asObserver() === behavior)
        XCTAssertTrue(replay.asObserver() === replay)
        XCTAssertTrue(async.asObserver() === async)
        // So a subject passes where both sides are wanted, as RxCocoa's tests pass one.
        let property = ControlProperty(values: behavior.asObserver(), valueSink: AnyObserver<Int> { _ in })
        let seen = LockedBox<[Int]>([])
        let subscription = property.subscribe(onNext: { seen.append($0) })
        behavior.asObserver().onNext(4)
        XCTAssertEqual(seen.value, [0, 4])
        subscription.dispose()
    }

    func testPublishSubjectSendsOnlyNewEvents() {
        let subject = PublishSubject<Int>()
        subject.onNext(1)
        let received = LockedBox<[Event<Int>]>([])
        let subscription = subject.subscribe { received.append($0) }
        XCTAssertTrue(subject.hasObservers)
        subject.onNext(2)
        subject.onCompleted()
        XCTAssertEqual(received.value, [.next(2), .completed])
        XCTAssertFalse(subject.hasObservers)
        let late = LockedBox<[Event<Int>]>([])
        _ = subject.subscribe { late.append($0) }
        XCTAssertEqual(late.value, [.completed], "a late subscriber gets only the terminal event")
        subscription.dispose()
    }

    /// Observers are told in the order they subscribed, and an observer leaving from the
    /// middle keeps the others' order (a screen subscribed first updates first), for every
    /// subject kind, whether it left between two events or during one.
    func testObserversAreToldInSubscriptionOrderAlsoAfterOneInTheMiddleLeaves() {
        let order = LockedBox<[String]>([])
        func check<Subject: ObserverType & ObservableType>(_ subject: Subject) where Subject.Element == Int {
            order.set([])
            var subscriptions: [String: Disposable] = [:]
            for name in ["a", "b", "c", "d", "e"] {
                subscriptions[name] = subject.subscribe(onNext: { value in order.append("\(name)\(value)") })
            }
            subscriptions["b"]?.dispose()
            subscriptions["d"]?.dispose()
            subscriptions["f"] = subject.subscribe(onNext: { value in order.append("f\(value)") })
            order.set([])
            subject.onNext(1)
            XCTAssertEqual(order.value, ["a1", "c1", "e1", "f1"], "\(Subject.self)")
            order.set([])
            // "c" leaves while the event is delivered to "a" (now last): the rest keep their order.
            subscriptions["a"]?.dispose()
            let leaving = subscriptions["c"]
            subscriptions["a"] = subject.subscribe(onNext: { value in
                order.append("a\(value)")
                if value == 2 { leaving?.dispose() }
            })
            order.set([])
            subject.onNext(2)
            subject.onNext(3)
            XCTAssertEqual(order.value, ["c2", "e2", "f2", "a2", "e3", "f3", "a3"], "\(Subject.self)")
            subscriptions.values.forEach { $0.dispose() }
        }
        check(PublishSubject<Int>())
        check(BehaviorSubject(value: 0))
        check(ReplaySubject<Int>.create(bufferSize: 2))
    }

    func testBehaviorSubjectReplaysCurrentValue() throws {
        let subject = BehaviorSubject(value: 1)
        XCTAssertEqual(try subject.value(), 1)
        subject.onNext(2)
        let received = LockedBox<[Event<Int>]>([])
        let subscription = subject.subscribe { received.append($0) }
        subject.onNext(3)
        XCTAssertEqual(received.value, [.next(2), .next(3)])
        XCTAssertEqual(try subject.value(), 3)
        subject.onError(TestError("failed"))
        XCTAssertThrowsError(try subject.value())
        let late = LockedBox<[Event<Int>]>([])
        _ = subject.subscribe { late.append($0) }
        XCTAssertEqual(late.value, [.error(TestError("failed"))])
        subscription.dispose()
    }

    func testReplaySubjectReplaysBufferThenTerminal() {
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        [1, 2, 3].forEach(subject.onNext)
        let received = LockedBox<[Event<Int>]>([])
        let subscription = subject.subscribe { received.append($0) }
        XCTAssertEqual(received.value, [.next(2), .next(3)])
        subject.onCompleted()
        let late = LockedBox<[Event<Int>]>([])
        _ = subject.subscribe { late.append($0) }
        XCTAssertEqual(late.value, [.next(2), .next(3), .completed])
        subscription.dispose()

        let unbound = ReplaySubject<Int>.createUnbounded()
        (1...5).forEach(unbound.onNext)
        let all = LockedBox<[Int]>([])
        _ = unbound.subscribe(onNext: { all.append($0) }).disposed(by: DisposeBag())
        XCTAssertEqual(all.value, [1, 2, 3, 4, 5])
    }

    func testRelaysNeverTerminateAndHoldValue() {
        let relay = BehaviorRelay(value: "a")
        let received = LockedBox<[String]>([])
        let subscription = relay.subscribe(onNext: { received.append($0) })
        relay.accept("b")
        XCTAssertEqual(relay.value, "b")
        XCTAssertEqual(received.value, ["a", "b"])
        Observable.of("c").bind(to: relay).dispose()
        XCTAssertEqual(relay.value, "c", "binding a completing source sends its elements but not its completion")
        relay.accept("d")
        XCTAssertEqual(received.value, ["a", "b", "c", "d"])
        subscription.dispose()

        let publish = PublishRelay<Int>()
        let values = LockedBox<[Int]>([])
        let other = publish.subscribe(onNext: { values.append($0) })
        publish.accept(7)
        XCTAssertEqual(values.value, [7])
        other.dispose()
    }

    func testSubjectsAreUsableAsObservables() {
        let subject = PublishSubject<Int>()
        let asObservable: Observable<Int> = subject.asObservable()
        let received = LockedBox<[Int]>([])
        let subscription = asObservable.map { $0 + 1 }.subscribe(onNext: { received.append($0) })
        subject.onNext(1)
        XCTAssertEqual(received.value, [2])
        subscription.dispose()
    }

    func testDisposeBagDisposesOnRelease() {
        let subject = PublishSubject<Int>()
        let received = LockedBox<[Int]>([])
        var bag: DisposeBag? = DisposeBag()
        if let bag { subject.subscribe(onNext: { received.append($0) }).disposed(by: bag) }
        subject.onNext(1)
        bag = nil
        subject.onNext(2)
        XCTAssertEqual(received.value, [1])
        XCTAssertFalse(subject.hasObservers)
    }

    func testSerialAndCompositeDisposables() {
        let log = LockedBox<[String]>([])
        let serial = SerialDisposable()
        serial.disposable = Disposables.create { log.append("first") }
        serial.disposable = Disposables.create { log.append("second") }
        XCTAssertEqual(log.value, ["first"])
        serial.dispose()
        XCTAssertEqual(log.value, ["first", "second"])
        serial.disposable = Disposables.create { log.append("late") }
        XCTAssertEqual(log.value.last, "late", "a disposable set after dispose is disposed at once")

        let composite = CompositeDisposable()
        let key = composite.insert(Disposables.create { log.append("removed") })
        composite.insert(Disposables.create { log.append("kept") })
        if let key { composite.remove(for: key) }
        XCTAssertEqual(composite.count, 1)
        composite.dispose()
        XCTAssertEqual(Array(log.value.suffix(2)), ["removed", "kept"])
        XCTAssertNil(composite.insert(Disposables.create { log.append("after") }))
        XCTAssertEqual(log.value.last, "after")
    }

    func testDisposingDuringDeliveryStopsAPlainObserverAtOnce() {
        let subject = PublishSubject<Int>()
        let log = LockedBox<[String]>([])
        let second = LockedBox<Disposable?>(nil)
        let first = subject.subscribe(
            AnyObserver { event in
                log.append("first \(event)")
                second.value?.dispose()
            })
        second.set(subject.subscribe(AnyObserver { log.append("second \($0)") }))
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(
            log.value, ["first next(1)", "first next(2)"],
            "an observer disposed mid-delivery receives nothing more, not even the event in flight")
        first.dispose()
    }

    func testDisposingDuringATerminalDeliveryStopsAPlainObserverToo() {
        let subject = ReplaySubject<Int>.create(bufferSize: 1)
        let log = LockedBox<[String]>([])
        let second = LockedBox<Disposable?>(nil)
        _ = subject.subscribe(
            AnyObserver { event in
                log.append("first \(event)")
                second.value?.dispose()
            })
        second.set(subject.subscribe(AnyObserver { log.append("second \($0)") }))
        subject.onCompleted()
        XCTAssertEqual(log.value, ["first completed"], "the completion in flight is not delivered after the dispose")
    }

    func testSubscribingFromInsideAnObserverStartsWithTheNextEvent() {
        let subject = PublishSubject<Int>()
        let log = LockedBox<[String]>([])
        let late = LockedBox<Disposable?>(nil)
        let first = subject.subscribe(onNext: { value in
            log.append("first \(value)")
            if late.value == nil {
                late.set(subject.subscribe(onNext: { log.append("late \($0)") }))
                subject.onNext(value + 10)
            }
        })
        subject.onNext(1)
        XCTAssertEqual(
            log.value, ["first 1", "first 11", "late 11"],
            "the late subscriber misses the event in flight and gets the one sent after it subscribed")
        first.dispose()
        late.value?.dispose()
    }

    func testBehaviorSubscriberAddedMidDeliveryGetsItsReplayBeforeLaterEvents() {
        let subject = BehaviorSubject(value: 0)
        let log = LockedBox<[String]>([])
        let late = LockedBox<Disposable?>(nil)
        let valueAfterSending = LockedBox<Int?>(nil)
        let first = subject.subscribe(onNext: { value in
            log.append("first \(value)")
            guard value == 1 else { return }
            subject.onNext(2)
            do { valueAfterSending.set(try subject.value()) } catch { XCTFail("\(error)") }
            late.set(subject.subscribe(onNext: { log.append("late \($0)") }))
            subject.onNext(3)
        })
        subject.onNext(1)
        XCTAssertEqual(valueAfterSending.value, 2, "an element sent from an observer is the value at once")
        XCTAssertEqual(
            log.value, ["first 0", "first 1", "late 2", "first 2", "first 3", "late 3"],
            "the late subscriber replays 2 inside the handler and is not sent 2 again; the first observer "
                + "gets 2 when its handler has returned")
        first.dispose()
        late.value?.dispose()
    }
}
