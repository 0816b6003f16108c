import Core
import CoreTesting
import XCTest

final class BlockingObservableTests: LeakCheckedTestCase {
    func testFirstLastAndToArray() throws {
        XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().first(), 1)
        XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().last(), 3)
        XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().toArray(), [1, 2, 3])
        XCTAssertNil(try Observable<Int>.empty().toBlocking().first())
        XCTAssertEqual(try Observable.just(5).toBlocking().single(), 5)
        XCTAssertThrowsError(try Observable.of(1, 2).toBlocking().single())
    }

    func testSingleWithAPredicateCountsOnlyTheMatchingElements() throws {
        XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().single { $0 == 2 }, 2)
        XCTAssertThrowsError(try Observable.of(1, 2, 3).toBlocking().single { $0 > 1 }) { error in
            XCTAssertEqual(error as? RxError, .moreThanOneElement)
        }
        XCTAssertThrowsError(try Observable.of(1, 2, 3).toBlocking().single { $0 > 3 }) { error in
            XCTAssertEqual(error as? RxError, .noElements)
        }
        XCTAssertThrowsError(try Observable.of(1).toBlocking().single { _ in throw TestError() }) { error in
            XCTAssertEqual(error as? TestError, TestError())
        }
    }

    /// A sequence that ends in an error throws that error, whatever it sent before: the match
    /// it found is not returned, and no `noElements` hides the error.
    func testSingleThrowsTheErrorTheSequenceEndsIn() {
        let failing = Observable<Int>.concat(.just(1), .error(TestError()))
        XCTAssertThrowsError(try failing.toBlocking().single()) { XCTAssertEqual($0 as? TestError, TestError()) }
        XCTAssertThrowsError(try failing.toBlocking().single { $0 == 1 }) {
            XCTAssertEqual($0 as? TestError, TestError())
        }
        XCTAssertThrowsError(try Observable<Int>.error(TestError()).toBlocking().single()) {
            XCTAssertEqual($0 as? TestError, TestError())
        }
    }

    /// As RxBlocking's: the second match fails at once, even on a sequence that never ends.
    func testSingleFailsAtTheSecondMatchWithoutWaitingForTheEnd() {
        let subject = ReplaySubject<Int>.create(bufferSize: 3)
        subject.onNext(1)
        subject.onNext(2)
        let started = Date()
        XCTAssertThrowsError(try subject.toBlocking(timeout: 30).single()) { error in
            XCTAssertEqual(error as? RxError, .moreThanOneElement)
        }
        XCTAssertThrowsError(try subject.toBlocking(timeout: 30).single { $0 > 0 }) { error in
            XCTAssertEqual(error as? RxError, .moreThanOneElement)
        }
        XCTAssertLessThan(Date().timeIntervalSince(started), 30, "single waited for the timeout")
        XCTAssertFalse(subject.hasObservers, "single disposes once it has its answer")
        // One match so far and no end: that is still a timeout, not an answer.
        XCTAssertThrowsError(try subject.toBlocking(timeout: 0.05).single { $0 == 2 }) { error in
            XCTAssertEqual(error as? RxError, .timeout)
        }
    }

    /// Elements that arrive from another thread while `single` waits are judged as they come.
    func testSingleFailsAtTheSecondMatchFromAnotherThread() {
        let source = Observable<Int>.create { observer in
            DispatchQueue.global().async {
                observer.onNext(1)
                observer.onNext(2)
            }
            return Disposables.create()
        }
        XCTAssertThrowsError(try source.toBlocking(timeout: 30).single()) { error in
            XCTAssertEqual(error as? RxError, .moreThanOneElement)
        }
    }

    func testFirstStopsWaitingAtTheFirstElement() throws {
        let subject = BehaviorSubject(value: 1)
        XCTAssertEqual(try subject.toBlocking(timeout: 1).first(), 1)
        XCTAssertFalse(subject.hasObservers, "first() disposes once it has its element")
    }

    func testErrorsAreThrownAndTimeoutsReported() {
        XCTAssertThrowsError(try Observable<Int>.error(TestError("x")).toBlocking().toArray()) { error in
            XCTAssertEqual(error as? TestError, TestError("x"))
        }
        XCTAssertThrowsError(try Observable<Int>.never().toBlocking(timeout: 0.05).first()) { error in
            XCTAssertEqual(error as? RxError, .timeout)
        }
    }

    func testWaitingOnTheMainThreadLetsMainQueueWorkRun() throws {
        let value = try Observable.just(7).observe(on: MainScheduler.asyncInstance).toBlocking(timeout: 2).first()
        XCTAssertEqual(value, 7)
        let queue = DispatchQueue(label: "background")
        let fromBackground = try Observable.just(8).subscribe(on: SerialDispatchQueueScheduler(serialQueue: queue))
            .toBlocking(timeout: 2).last()
        XCTAssertEqual(fromBackground, 8)
        // subscribe(on:) releases the source on its queue; let that run before the leak check.
        queue.sync {}
    }

    func testMaterializeReportsElementsAndTheEndingWithoutThrowing() {
        guard case .completed(let elements) = Observable.of(1, 2).toBlocking().materialize() else {
            return XCTFail("expected completion")
        }
        XCTAssertEqual(elements, [1, 2])

        let failing = Observable.of(1).concat(Observable.error(TestError("late")))
        guard case .failed(let before, let error) = failing.toBlocking().materialize() else {
            return XCTFail("expected the failure")
        }
        XCTAssertEqual(before, [1])
        XCTAssertEqual(error as? TestError, TestError("late"))

        let subject = BehaviorSubject(value: 3)
        guard case .failed(let soFar, let timeout) = subject.toBlocking(timeout: 0.05).materialize() else {
            return XCTFail("expected the timeout")
        }
        XCTAssertEqual(soFar, [3])
        XCTAssertEqual(timeout as? RxError, .timeout)
    }

    /// A blocking read inside an operator's closure, where a trampoline runs: its sequence
    /// subscribes in a trampoline of its own, so it does not wait for elements queued behind the
    /// wait itself.
    func testABlockingReadInsideAnOperatorDoesNotWaitForItself() throws {
        let inner = LockedBox<[Int]?>(nil)
        let outer = try Observable.just(1)
            .flatMap { _ in
                inner.set(try? Observable.of(2, 3).toBlocking(timeout: 5).toArray())
                return Observable.of(4, 5)
            }
            .toBlocking(timeout: 5).toArray()
        XCTAssertEqual(inner.value, [2, 3], "the inner read timed out")
        XCTAssertEqual(outer, [4, 5])
    }
}
