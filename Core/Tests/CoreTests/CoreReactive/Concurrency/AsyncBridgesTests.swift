import Core
import CoreTesting
import XCTest

final class AsyncBridgesTests: LeakCheckedTestCase {
    func testCancellingAnIterationOverValuesThrowsCancellationError() async {
        let outcome = await outcomeOfCancelling { subscribed in
            for try await _ in Observable<Int>.never().do(onSubscribed: subscribed).values {}
        }
        XCTAssertEqual(outcome, "cancelled")
    }

    func testAnIterationThatRanToCompletionDoesNotThrow() async throws {
        var received: [Int] = []
        for try await value in Observable.from(1...5).values { received.append(value) }
        XCTAssertEqual(received, [1, 2, 3, 4, 5])
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
        }.subscribe(onError: { XCTFail("\($0)") })
        var startedIterator = started.stream.makeAsyncIterator()
        _ = await startedIterator.next()
        subscription.dispose()
        var cancelledIterator = cancelled.stream.makeAsyncIterator()
        let wasCancelled = await cancelledIterator.next()
        XCTAssertEqual(wasCancelled, true)
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
