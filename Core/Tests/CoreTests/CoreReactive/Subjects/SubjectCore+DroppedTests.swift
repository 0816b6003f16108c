import Core
import CoreTesting
import XCTest

/// A subject or relay dropped while subscriptions to it are still undisposed frees those
/// subscriptions and everything their observers hold, as RxSwift's do: `_ = subject.subscribe`
/// on a subject that goes away must not leak. The live-resource count proves the
/// subscriptions went; a weak reference proves what the closures captured went.
///
/// An operator between the subject and the observer is a different case, the same as in
/// RxSwift: its sink and the subscriber hold each other until the subscription is disposed
/// or ends, so such a chain is kept in a `DisposeBag` (the last test).
final class DroppedSubjectTests: LeakCheckedTestCase {
    private final class Captured: Sendable {}

    /// Subscribes to what `make` returns with a closure and with an observer, sends one
    /// element, drops everything, and checks that nothing is left.
    private func assertFreedWhenDropped(
        _ name: String, file: StaticString = #filePath, line: UInt = #line,
        _ make: () -> (Observable<Int>, @Sendable (Int) -> Void)
    ) {
        let before = Resources.total
        let captured: WeakReference<Captured>
        do {
            let held = Captured()
            captured = WeakReference(held)
            let (observable, send) = make()
            _ = observable.subscribe(onNext: { _ in _ = held })
            _ = observable.subscribe(AnyObserver { _ in _ = held })
            send(1)
            XCTAssertGreaterThan(Resources.total, before, "\(name): the subscriptions are live", file: file, line: line)
        }
        XCTAssertTrue(
            captured.isReleased, "\(name): what an observer captured outlived the subject", file: file, line: line)
        XCTAssertEqual(Resources.total, before, "\(name): subscriptions outlived the subject", file: file, line: line)
    }

    func testDroppedSubjectsFreeTheirObservers() {
        assertFreedWhenDropped("PublishSubject") {
            let subject = PublishSubject<Int>()
            return (subject.asObservable(), { subject.onNext($0) })
        }
        assertFreedWhenDropped("BehaviorSubject") {
            let subject = BehaviorSubject(value: 0)
            return (subject.asObservable(), { subject.onNext($0) })
        }
        assertFreedWhenDropped("ReplaySubject") {
            let subject = ReplaySubject<Int>.create(bufferSize: 2)
            return (subject.asObservable(), { subject.onNext($0) })
        }
        assertFreedWhenDropped("AsyncSubject") {
            let subject = AsyncSubject<Int>()
            return (subject.asObservable(), { subject.onNext($0) })
        }
    }

    func testDroppedRelaysFreeTheirObservers() {
        assertFreedWhenDropped("PublishRelay") {
            let relay = PublishRelay<Int>()
            return (relay.asObservable(), { relay.accept($0) })
        }
        assertFreedWhenDropped("BehaviorRelay") {
            let relay = BehaviorRelay(value: 0)
            return (relay.asObservable(), { relay.accept($0) })
        }
        assertFreedWhenDropped("ReplayRelay") {
            let relay = ReplayRelay<Int>.create(bufferSize: 2)
            return (relay.asObservable(), { relay.accept($0) })
        }
    }

    func testAnOperatorChainOnADroppedSubjectGoesWithItsDisposeBag() {
        let before = Resources.total
        let captured: WeakReference<Captured>
        do {
            let held = Captured()
            captured = WeakReference(held)
            let bag = DisposeBag()
            do {
                let relay = PublishRelay<Int>()
                relay.map { $0 + 1 }.filter { _ in true }.subscribe(onNext: { _ in _ = held }).disposed(by: bag)
                relay.accept(1)
            }
            XCTAssertFalse(captured.isReleased, "the bag still holds the chain")
        }
        XCTAssertTrue(captured.isReleased)
        XCTAssertEqual(Resources.total, before)
    }

    func testASubjectsObserverSideKeepsItAndItsObservers() {
        let received = LockedBox<[Int]>([])
        let send: AnyObserver<Int>
        do {
            let subject = PublishSubject<Int>()
            _ = subject.subscribe(onNext: { received.append($0) })
            send = AnyObserver(subject.asObserver())
        }
        send.onNext(1)
        XCTAssertEqual(received.value, [1], "whoever can still send keeps the subject's observers")
        send.onCompleted()
    }

    func testASubjectKeptAliveKeepsItsObservers() {
        let subject = PublishSubject<Int>()
        let received = LockedBox<[Int]>([])
        _ = subject.map { $0 * 2 }.subscribe(onNext: { received.append($0) })
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(received.value, [2, 4], "an undisposed subscription keeps receiving while the subject lives")
        subject.onCompleted()
    }
}
