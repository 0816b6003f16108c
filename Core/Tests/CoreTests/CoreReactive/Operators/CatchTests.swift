import Core
import CoreTesting
import XCTest

/// `catch`, `catchAndReturn` and `retry`.
final class CatchTests: LeakCheckedTestCase {
    func testCatchSwitchesToTheFallback() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
        let fallback = scheduler.createColdObservable([.next(10, 99), .completed(20)])
        let result = scheduler.start { source.catch { _ in fallback.asObservable() } }
        XCTAssertEqual(result.events, [.next(210, 1), .next(230, 99), .completed(240)])
        XCTAssertEqual(fallback.subscriptions, [Subscription(220, 240)])
    }

    func testCatchAndReturn() {
        let values = LockedBox<[Event<Int>]>([])
        _ = Observable<Int>.error(TestError()).catchAndReturn(5).subscribe { values.append($0) }
        XCTAssertEqual(values.value, [.next(5), .completed])
    }

    func testCatchHandlerThatThrowsForwardsItsError() {
        let values = LockedBox<[Event<Int>]>([])
        _ = Observable<Int>.error(TestError("first")).catch { _ in throw TestError("second") }.subscribe {
            values.append($0)
        }
        XCTAssertEqual(values.value, [.error(TestError("second"))])
    }

    func testRetryResubscribesUpToTheLimit() {
        let attempts = LockedBox(0)
        let flaky = Observable<Int>.create { observer in
            attempts.increment()
            if attempts.value < 3 {
                observer.onError(TestError("attempt \(attempts.value)"))
            } else {
                observer.onNext(attempts.value)
                observer.onCompleted()
            }
            return Disposables.create()
        }
        let values = LockedBox<[Event<Int>]>([])
        _ = flaky.retry(3).subscribe { values.append($0) }
        XCTAssertEqual(values.value, [.next(3), .completed])

        attempts.set(-100)
        let failed = LockedBox<[Event<Int>]>([])
        _ = flaky.retry(2).subscribe { failed.append($0) }
        XCTAssertEqual(failed.value, [.error(TestError("attempt -98"))])
    }

    func testInfiniteRetryOfASynchronousFailureDoesNotOverflowTheStack() {
        let attempts = LockedBox(0)
        let source = Observable<Int>.deferred {
            attempts.increment()
            return attempts.value < 50_000 ? .error(TestError()) : .just(attempts.value)
        }
        let result = LockedBox<Int?>(nil)
        _ = source.retry().subscribe(onNext: { result.set($0) })
        XCTAssertEqual(result.value, 50_000)
    }

    func testCatchTriesEachSourceInTurn() {
        let received = LockedBox<[Int]>([])
        let failure = LockedBox<Error?>(nil)
        _ = Observable.catch(sequence: [
            Observable<Int>.error(TestError("one")),
            Observable.concat(.just(1), .error(TestError("two"))),
            Observable.of(2, 3),
        ]).subscribe(onNext: { received.append($0) }, onError: { failure.set($0) })
        XCTAssertEqual(received.value, [1, 2, 3])
        XCTAssertNil(failure.value)

        _ = Observable.catch(sequence: [Observable<Int>.error(TestError("a")), .error(TestError("last"))]).subscribe(
            onError: {
                failure.set($0)
            })
        XCTAssertEqual(failure.value as? TestError, TestError("last"))

        let completed = LockedBox(false)
        _ = Observable.catch(sequence: [Observable<Int>]()).subscribe(onCompleted: { completed.set(true) })
        XCTAssertTrue(completed.value)
    }
}
