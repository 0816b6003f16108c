import Core
import CoreTesting
import XCTest

final class GrammarTests: LeakCheckedTestCase {
    func testEventsAfterCompletionAreDropped() {
        var received: [Event<Int>] = []
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onCompleted()
            observer.onNext(2)
            observer.onError(TestError())
            observer.onCompleted()
            return Disposables.create()
        }
        _ = source.subscribe { received.append($0) }
        XCTAssertEqual(received, [.next(1), .completed])
    }

    func testEventsAfterErrorAreDropped() {
        var received: [Event<Int>] = []
        let subject = PublishSubject<Int>()
        let subscription = subject.subscribe { received.append($0) }
        subject.onNext(1)
        subject.onError(TestError("boom"))
        subject.onNext(2)
        subject.onCompleted()
        XCTAssertEqual(received, [.next(1), .error(TestError("boom"))])
        subscription.dispose()
    }

    func testResourcesAreReleasedOnTermination() {
        let disposedCount = LockedBox(0)
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onCompleted()
            return Disposables.create { disposedCount.increment() }
        }
        var onDisposedCalls = 0
        _ = source.map { $0 * 2 }.subscribe(onDisposed: { onDisposedCalls += 1 })
        XCTAssertEqual(disposedCount.value, 1)
        XCTAssertEqual(onDisposedCalls, 1)
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
        var received: [Int] = []
        let subject = PublishSubject<Int>()
        let subscription = subject.map { $0 }.subscribe(onNext: { received.append($0) })
        subject.onNext(1)
        subscription.dispose()
        subject.onNext(2)
        XCTAssertEqual(received, [1])
    }

    func testReentrantOnNextIsDeliveredAfterTheCurrentEventInOrder() {
        let subject = PublishSubject<Int>()
        var first: [Int] = []
        var second: [Int] = []
        let a = subject.subscribe(onNext: { value in
            first.append(value)
            if value == 1 { subject.onNext(2) }
        })
        let b = subject.subscribe(onNext: { second.append($0) })
        subject.onNext(1)
        XCTAssertEqual(first, [1, 2])
        XCTAssertEqual(second, [1, 2], "the second observer must see 1 before the reentrant 2")
        a.dispose()
        b.dispose()
    }

    func testReentrantSendFromCreateDoesNotDeadlock() {
        var received: [Int] = []
        var captured: AnyObserver<Int>?
        let source = Observable<Int>.create { observer in
            captured = observer
            return Disposables.create()
        }
        let subscription = source.subscribe(onNext: { value in
            received.append(value)
            if value < 3 { captured?.onNext(value + 1) }
        })
        captured?.onNext(1)
        XCTAssertEqual(received, [1, 2, 3])
        subscription.dispose()
        captured = nil
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
