import Core
import CoreTesting
import XCTest

final class GrammarTests: LeakCheckedTestCase {
    func testEventsAfterCompletionAreDropped() {
        let received = LockedBox<[Event<Int>]>([])
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onCompleted()
            observer.onNext(2)
            observer.onError(TestError())
            observer.onCompleted()
            return Disposables.create()
        }
        _ = source.subscribe { received.append($0) }
        XCTAssertEqual(received.value, [.next(1), .completed])
    }

    func testEventsAfterErrorAreDropped() {
        let received = LockedBox<[Event<Int>]>([])
        let subject = PublishSubject<Int>()
        let subscription = subject.subscribe { received.append($0) }
        subject.onNext(1)
        subject.onError(TestError("boom"))
        subject.onNext(2)
        subject.onCompleted()
        XCTAssertEqual(received.value, [.next(1), .error(TestError("boom"))])
        subscription.dispose()
    }

    func testResourcesAreReleasedOnTermination() {
        let disposedCount = LockedBox(0)
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onCompleted()
            return Disposables.create { disposedCount.increment() }
        }
        let onDisposedCalls = LockedBox(0)
        _ = source.map { $0 * 2 }.subscribe(onDisposed: { onDisposedCalls.increment() })
        XCTAssertEqual(disposedCount.value, 1)
        XCTAssertEqual(onDisposedCalls.value, 1)
    }

    /// Observables are counted too, as in RxSwift's tracing builds: a leaked chain that was
    /// never subscribed still shows.
    func testLiveObservablesAreCounted() {
        let before = Resources.total
        let chain: WeakReference<Observable<Int>>
        do {
            let observable = Observable<Int>.never().map { $0 + 1 }
            chain = WeakReference(observable)
            XCTAssertEqual(Resources.total, before + 2, "never() and the map over it")
        }
        XCTAssertTrue(chain.isReleased)
        XCTAssertEqual(Resources.total, before)
    }

    func testResourcesAreReleasedOnDispose() {
        let disposedCount = LockedBox(0)
        let source = Observable<Int>.create { _ in Disposables.create { disposedCount.increment() } }
        let subscription = source.filter { $0 > 0 }.subscribe()
        XCTAssertEqual(disposedCount.value, 0)
        subscription.dispose()
        subscription.dispose()
        XCTAssertEqual(disposedCount.value, 1)
    }

    func testDisposingStopsDelivery() {
        let received = LockedBox<[Int]>([])
        let subject = PublishSubject<Int>()
        let subscription = subject.map { $0 }.subscribe(onNext: { received.append($0) })
        subject.onNext(1)
        subscription.dispose()
        subject.onNext(2)
        XCTAssertEqual(received.value, [1])
    }

    func testReentrantOnNextIsDeliveredAfterTheCurrentEventInOrder() {
        let subject = PublishSubject<Int>()
        let first = LockedBox<[Int]>([])
        let second = LockedBox<[Int]>([])
        let a = subject.subscribe(onNext: { value in
            first.append(value)
            if value == 1 { subject.onNext(2) }
        })
        let b = subject.subscribe(onNext: { second.append($0) })
        subject.onNext(1)
        XCTAssertEqual(first.value, [1, 2])
        XCTAssertEqual(second.value, [1, 2], "the second observer must see 1 before the reentrant 2")
        a.dispose()
        b.dispose()
    }

    /// An operator fed by several sources (here `merge`) queues what arrives while it delivers;
    /// several queued events go out in the order they came. (An event sent to the source that
    /// is delivering waits in that source instead, so each source's order holds too.)
    func testSeveralEventsQueuedDuringADeliveryKeepTheirOrder() {
        let left = PublishSubject<Int>()
        let right = PublishSubject<Int>()
        let received = LockedBox<[Int]>([])
        let subscription = Observable.merge(left, right).subscribe(onNext: { value in
            received.append(value)
            if value == 0 { (1...3).forEach(right.onNext) }
        })
        left.onNext(0)
        XCTAssertEqual(received.value, [0, 1, 2, 3])
        subscription.dispose()
    }

    func testReentrantSendFromCreateDoesNotDeadlock() {
        let received = LockedBox<[Int]>([])
        let captured = LockedBox<AnyObserver<Int>?>(nil)
        let source = Observable<Int>.create { observer in
            captured.set(observer)
            return Disposables.create()
        }
        let subscription = source.subscribe(onNext: { value in
            received.append(value)
            if value < 3 { captured.value?.onNext(value + 1) }
        })
        captured.value?.onNext(1)
        XCTAssertEqual(received.value, [1, 2, 3])
        subscription.dispose()
        captured.set(nil)
    }

    func testUnhandledErrorsReachTheHook() {
        final class Box: @unchecked Sendable { var errors: [String] = [] }
        let box = Box()
        let previous = Hooks.defaultErrorHandler
        Hooks.defaultErrorHandler = { _, error in box.errors.append("\(error)") }
        defer { Hooks.defaultErrorHandler = previous }
        _ = Observable<Int>.error(TestError("lost")).subscribe(onNext: { _ in })
        XCTAssertEqual(box.errors, ["lost"])
    }
}
