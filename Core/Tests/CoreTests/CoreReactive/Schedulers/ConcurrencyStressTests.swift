import Core
import CoreTesting
import Dispatch
import XCTest

final class ConcurrencyStressTests: LeakCheckedTestCase {
    /// Checks, per observer, that delivery was never concurrent and that the grammar held.
    private final class GrammarProbe: ObserverType, @unchecked Sendable {
        let inside = SharedCount(0)
        let overlaps = SharedCount(0)
        let afterTerminal = SharedCount(0)
        let received = SharedCount(0)
        private let stopped = SharedCount(0)

        func on(_ event: Event<Int>) {
            if inside.add() > 1 { overlaps.add() }
            if stopped.value != 0 { afterTerminal.add() }
            if event.isStopEvent {
                stopped.store(1)
            } else {
                received.add()
            }
            inside.add(-1)
        }
    }

    func testManyThreadsSendingSubscribingAndDisposing() {
        let subject = PublishSubject<Int>()
        let probes = (0..<8).map { _ in GrammarProbe() }
        let stable = probes.map { subject.map { $0 }.filter { _ in true }.subscribe($0) }

        DispatchQueue.concurrentPerform(iterations: 16) { worker in
            for index in 0..<2_000 {
                if worker.isMultiple(of: 4) {
                    subject.subscribe(onNext: { _ in }).dispose()
                } else {
                    subject.onNext(index)
                }
            }
        }
        subject.onCompleted()
        subject.onNext(-1)

        for probe in probes {
            XCTAssertEqual(probe.overlaps.value, 0, "delivery must be serialized")
            XCTAssertEqual(probe.afterTerminal.value, 0, "nothing after a terminal event")
            XCTAssertEqual(probe.received.value, 12 * 2_000)
        }
        stable.forEach { $0.dispose() }
    }

    func testCreateSerializesConcurrentProducers() {
        let probe = GrammarProbe()
        let subscription = Observable<Int>.create { observer in
            DispatchQueue.concurrentPerform(iterations: 8) { worker in
                for index in 0..<1_000 { observer.onNext(worker * 1_000 + index) }
            }
            observer.onCompleted()
            return Disposables.create()
        }.subscribe(probe)
        XCTAssertEqual(probe.overlaps.value, 0)
        XCTAssertEqual(probe.received.value, 8_000)
        subscription.dispose()
    }

    func testMergeFromManyThreadsIsSerialized() {
        let subjects = (0..<4).map { _ in PublishSubject<Int>() }
        let probe = GrammarProbe()
        let subscription = Observable.merge(subjects.map { $0.asObservable() }).subscribe(probe)
        DispatchQueue.concurrentPerform(iterations: 4) { index in
            for value in 0..<2_000 { subjects[index].onNext(value) }
            subjects[index].onCompleted()
        }
        XCTAssertEqual(probe.overlaps.value, 0)
        XCTAssertEqual(probe.received.value, 8_000)
        XCTAssertEqual(probe.afterTerminal.value, 0)
        subscription.dispose()
    }

    func testConcurrentDisposeDuringDeliveryStopsDelivery() {
        let subject = PublishSubject<Int>()
        let bag = CompositeDisposable()
        let delivered = SharedCount(0)
        let subscribers = 200, senders = 4, perSender = 500
        for _ in 0..<subscribers {
            bag.insert(subject.subscribe(onNext: { _ in delivered.add() }))
        }
        let atDispose = SharedCount(-1)
        // One more subscriber disposes everything in the middle of the broadcast, from a
        // sender's thread, while the other senders keep sending.
        bag.insert(
            subject.subscribe(onNext: { _ in
                guard delivered.value >= subscribers * 10,
                    atDispose.compareExchange(expected: -1, desired: 0)
                else { return }
                bag.dispose()
                atDispose.store(delivered.value)
            }))
        DispatchQueue.concurrentPerform(iterations: senders) { worker in
            for value in 0..<perSender { subject.onNext(worker * perSender + value) }
        }
        let total = delivered.value
        XCTAssertFalse(subject.hasObservers)
        XCTAssertLessThan(total, subscribers * senders * perSender, "dispose cut the broadcast short")
        // Deliveries already under way when dispose returned may finish, one per sender and
        // subscriber at most; none may start afterwards.
        XCTAssertLessThanOrEqual(total - atDispose.value, subscribers * senders)
        subject.onNext(0)
        XCTAssertEqual(delivered.value, total, "nothing is delivered after dispose returns")
    }

    func testEachSendersOrderHoldsWhileSubscribersComeAndGo() {
        final class Violations: Sendable { let count = SharedCount(0) }
        /// Plain state on purpose: a subject delivers to one observer from one thread at a
        /// time, with happens-before between deliveries, so the thread sanitizer checks that too.
        final class OrderProbe: ObserverType, @unchecked Sendable {
            let violations: Violations
            var last = [Int](repeating: -1, count: 4)
            var received = 0
            init(_ violations: Violations) { self.violations = violations }
            func on(_ event: Event<Int>) {
                guard case .next(let value) = event, value >= 0 else { return }
                let (sender, index) = value.quotientAndRemainder(dividingBy: 1_000_000)
                if index <= last[sender] { violations.count.add() }
                last[sender] = index
                received += 1
            }
        }
        let subject = BehaviorSubject(value: -1)
        let violations = Violations()
        let stable = OrderProbe(violations)
        let stableSubscription = subject.subscribe(stable)
        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            if worker < 4 {
                for index in 0..<2_000 { subject.onNext(worker * 1_000_000 + index) }
            } else {
                for _ in 0..<200 { subject.subscribe(OrderProbe(violations)).dispose() }
            }
        }
        XCTAssertEqual(
            violations.count.value, 0, "events from one sender arrive in the order sent")
        XCTAssertEqual(stable.received, 8_000)
        stableSubscription.dispose()
    }
}
