import Core
import CoreTesting
import XCTest

final class AsyncBridgesTests: LeakCheckedTestCase {
    func testCancellingAnIterationOverValuesThrowsCancellationError() async {
        let started = AsyncStream<Void>.makeStream()
        let iteration = Task { () -> String in
            do {
                for try await _ in Observable<Int>.never().do(onSubscribed: { started.continuation.yield() }).values {}
                return "ended without an error"
            } catch is CancellationError {
                return "cancelled"
            } catch {
                return "failed with \(error)"
            }
        }
        var iterator = started.stream.makeAsyncIterator()
        _ = await iterator.next()
        iteration.cancel()
        let outcome = await iteration.value
        XCTAssertEqual(outcome, "cancelled")
    }

    func testAnIterationThatRanToCompletionDoesNotThrow() async throws {
        var received: [Int] = []
        for try await value in Observable.from(1...5).values { received.append(value) }
        XCTAssertEqual(received, [1, 2, 3, 4, 5])
    }

    func testAwaitingACancelledSingleThrowsCancellationError() async {
        let started = AsyncStream<Void>.makeStream()
        let waiting = Task { () -> String in
            do {
                _ = try await Single<Int>.never().do(onSubscribed: { started.continuation.yield() }).value
                return "returned"
            } catch is CancellationError {
                return "cancelled"
            } catch {
                return "failed with \(error)"
            }
        }
        var iterator = started.stream.makeAsyncIterator()
        _ = await iterator.next()
        waiting.cancel()
        let outcome = await waiting.value
        XCTAssertEqual(outcome, "cancelled")
    }

    func testTraitValuesAwaitTheirOutcome() async throws {
        let single = try await Single.just(4).value
        XCTAssertEqual(single, 4)
        let found = try await Maybe.just("x").value
        XCTAssertEqual(found, "x")
        let missing = try await Maybe<String>.empty().value
        XCTAssertNil(missing)
        try await Completable.empty().value
        do {
            try await Completable.error(TestError("boom")).value
            XCTFail("expected the completable's error")
        } catch {
            XCTAssertEqual(error as? TestError, TestError("boom"))
        }
    }

    func testSingleCreateRunsAnAsyncClosurePerSubscriber() async throws {
        let calls = Counter()
        let single = Single<Int>.create { await calls.increment() }
        let first = try await single.value
        let second = try await single.value
        XCTAssertEqual([first, second], [1, 2])
        let fromRxSwiftSpelling = try await Single<Int>.from(detached: true) { 9 }.value
        XCTAssertEqual(fromRxSwiftSpelling, 9)
    }

    func testAnAsyncSequenceBecomesAnObservable() throws {
        let stream = AsyncStream<Int> { continuation in
            for value in 1...3 { continuation.yield(value) }
            continuation.finish()
        }
        XCTAssertEqual(try stream.asObservable().toBlocking(timeout: 5).toArray(), [1, 2, 3])

        let failing = AsyncThrowingStream<Int, Error> { continuation in
            continuation.yield(1)
            continuation.finish(throwing: TestError("stream"))
        }
        guard
            case .failed(let elements, let error) = failing.asObservable(detached: true).toBlocking(timeout: 5)
                .materialize()
        else {
            return XCTFail("expected the stream's error")
        }
        XCTAssertEqual(elements, [1])
        XCTAssertEqual(error as? TestError, TestError("stream"))
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

/// Counts calls from async code.
private actor Counter {
    private var count = 0

    func increment() -> Int {
        count += 1
        return count
    }
}

/// `values` on the sequences that cannot fail: a non-throwing `AsyncStream`, as in RxSwift and
/// RxCocoa, so iterating needs no `try`. (Iterated by hand: a `for await` loop compiles to
/// `next(isolation:)` here, which Apple platforms have only from iOS 18 / macOS 15, and
/// Core's tests keep to Core's floors.)
final class NonThrowingValuesTests: LeakCheckedTestCase {
    func testInfallibleAndDriverValuesAreIteratedWithoutTry() async {
        let collected = expectation(description: "both iterations ended")
        collected.expectedFulfillmentCount = 2
        let infallible = Task { () -> [Int] in
            var received: [Int] = []
            var values = Infallible.of(1, 2, 3).values.makeAsyncIterator()
            while let value = await values.next() { received.append(value) }
            collected.fulfill()
            return received
        }
        let driver = Task { () -> [Int] in
            var received: [Int] = []
            var values = Observable.of(4, 5).asDriver(onErrorJustReturn: 0).values.makeAsyncIterator()
            while let value = await values.next() { received.append(value) }
            collected.fulfill()
            return received
        }
        await fulfillment(of: [collected], timeout: 5)
        let fromInfallible = await infallible.value
        let fromDriver = await driver.value
        XCTAssertEqual(fromInfallible, [1, 2, 3])
        XCTAssertEqual(fromDriver, [4, 5])
    }

    func testCancellingTheIterationEndsItQuietlyAndDisposesTheSubscription() async {
        let started = AsyncStream<Void>.makeStream()
        let disposed = expectation(description: "disposed")
        let iteration = Task { () -> String in
            let source = Observable<Int>.never()
                .do(onSubscribed: { started.continuation.yield() }, onDispose: { disposed.fulfill() })
                .asInfallible(onErrorJustReturn: 0)
            var values = source.values.makeAsyncIterator()
            while await values.next() != nil {}
            return "ended"
        }
        var iterator = started.stream.makeAsyncIterator()
        _ = await iterator.next()
        iteration.cancel()
        await fulfillment(of: [disposed], timeout: 5)
        let outcome = await iteration.value
        XCTAssertEqual(outcome, "ended")
    }

    func testAnAsyncSequenceRunsAtTheAskedPriority() async throws {
        struct Priorities: AsyncSequence, Sendable {
            struct AsyncIterator: AsyncIteratorProtocol {
                var done = false
                mutating func next() async -> String? {
                    defer { done = true }
                    return done ? nil : "\(Task.currentPriority)"
                }
            }
            func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
        }
        let low = try await Priorities().asObservable(priority: .low).asSingle().value
        XCTAssertEqual(low, "\(TaskPriority.low)")
        let high = try await Priorities().asObservable(detached: true, priority: .high).asSingle().value
        XCTAssertEqual(high, "\(TaskPriority.high)")
    }
}
