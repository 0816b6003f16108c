import Core
import CoreTesting
import XCTest

final class SubjectCoreTests: LeakCheckedTestCase {
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

    func testSubjectsAreUsableAsObservables() {
        let subject = PublishSubject<Int>()
        let asObservable: Observable<Int> = subject.asObservable()
        let received = LockedBox<[Int]>([])
        let subscription = asObservable.map { $0 + 1 }.subscribe(onNext: { received.append($0) })
        subject.onNext(1)
        XCTAssertEqual(received.value, [2])
        subscription.dispose()
    }
}
