import Core
import CoreTesting
import XCTest

/// `values` on the sequences that cannot fail: a non-throwing `AsyncStream`, as in RxSwift and
/// RxCocoa, so iterating needs no `try`. (Iterated by hand: a `for await` loop compiles to
/// `next(isolation:)` here, which Apple platforms have only from iOS 18 / macOS 15, and
/// Core's tests keep to Core's floors.)
final class InfallibleValuesTests: LeakCheckedTestCase {
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

}
