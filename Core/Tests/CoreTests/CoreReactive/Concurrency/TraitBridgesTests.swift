import Core
import CoreTesting
import XCTest

/// Singles, maybes and completables made from async code, and awaited by it.
final class TraitBridgesTests: LeakCheckedTestCase {
    func testAwaitingACancelledSingleThrowsCancellationError() async {
        let outcome = await outcomeOfCancelling { subscribed in
            _ = try await Single<Int>.never().do(onSubscribed: subscribed).value
        }
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

    func testFromAsyncEmitsTheResult() async throws {
        let value = try await Single<Int>.create { 42 }.value
        XCTAssertEqual(value, 42)
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
