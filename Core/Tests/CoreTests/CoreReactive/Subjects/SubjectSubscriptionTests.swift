import Core
import CoreTesting
import XCTest

final class SubjectSubscriptionTests: LeakCheckedTestCase {
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
}
