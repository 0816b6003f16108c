import Core
import CoreTesting
import XCTest

final class SingleAndAsyncTests: LeakCheckedTestCase {
    func testSingleCreateDeliversTheFirstOutcomeOnly() {
        let outcomes = LockedBox<[String]>([])
        let single = Single<Int>.create { emit in
            emit(.success(1))
            emit(.success(2))
            emit(.failure(TestError()))
            return Disposables.create()
        }
        _ = single.map { $0 * 10 }.subscribe(
            onSuccess: { outcomes.append("success \($0)") }, onFailure: { outcomes.append("failure \($0)") })
        XCTAssertEqual(outcomes.value, ["success 10"])
    }

    func testSingleFlatMapCatchAndAsSingle() {
        let result = LockedBox<Int?>(nil)
        _ = Single.just(2).flatMap { value in Single.just(value + 1) }.subscribe(onSuccess: { result.set($0) })
        XCTAssertEqual(result.value, 3)

        let recovered = LockedBox<Int?>(nil)
        _ = Single<Int>.error(TestError()).catchAndReturn(7).subscribe(onSuccess: { recovered.set($0) })
        XCTAssertEqual(recovered.value, 7)

        let errors = LockedBox<[String]>([])
        _ = Observable<Int>.empty().asSingle().subscribe(onFailure: { errors.append("\($0)") })
        _ = Observable.of(1, 2).asSingle().subscribe(onFailure: { errors.append("\($0)") })
        XCTAssertEqual(errors.value, [RxError.noElements.description, RxError.moreThanOneElement.description])
    }

    func testValuesStreamsElementsToAsyncCode() async throws {
        var collected: [Int] = []
        for try await value in Observable.of(1, 2, 3).values { collected.append(value) }
        XCTAssertEqual(collected, [1, 2, 3])
    }

    func testValuesRethrowsTheError() async {
        do {
            for try await _ in Observable<Int>.error(TestError("async")).values {}
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error as? TestError, TestError("async"))
        }
    }

    func testFromAsyncEmitsTheResult() async throws {
        let value = try await Single<Int>.create { 42 }.value
        XCTAssertEqual(value, 42)
    }

    func testDisposingFromAsyncCancelsTheTask() async {
        let started = AsyncStream<Void>.makeStream()
        let cancelled = AsyncStream<Bool>.makeStream()
        let subscription = Observable<Int>.fromAsync {
            started.continuation.yield()
            do {
                try await Task.sleep(nanoseconds: 60_000_000_000)
                cancelled.continuation.yield(false)
            } catch {
                cancelled.continuation.yield(Task.isCancelled)
            }
            return 0
        }.subscribe()
        var startedIterator = started.stream.makeAsyncIterator()
        _ = await startedIterator.next()
        subscription.dispose()
        var cancelledIterator = cancelled.stream.makeAsyncIterator()
        let wasCancelled = await cancelledIterator.next()
        XCTAssertEqual(wasCancelled, true)
    }
}
