import XCTest

@testable import CoreSupport

/// `UnhandledErrors`: every report reaches the handler set now, which is called outside the
/// lock, so a handler may report or replace the handler itself.
final class UnhandledErrorsTests: XCTestCase {
    private struct Reported: Error, Equatable {
        let number: Int
    }

    func testAReportReachesTheHandlerWhichMayReplaceItself() {
        let original = UnhandledErrors.handler.withLock { $0 }
        defer { UnhandledErrors.handler.withLock { $0 = original } }
        let received = LockedBox<[Int]>([])
        let replacement: UnhandledErrors.Handler = { _, error in
            if let reported = error as? Reported { received.append(-reported.number) }
        }
        UnhandledErrors.handler.withLock {
            $0 = { callStack, error in
                guard let reported = error as? Reported else { return }
                received.append(reported.number)
                XCTAssertEqual(callStack, ["a", "b"])
                UnhandledErrors.handler.withLock { $0 = replacement }
            }
        }
        // On a thread of its own, so a report that held the lock while the handler ran would
        // stall there, and fail here, instead of hanging the suite.
        XCTAssertTrue(
            onThreads(1) { _ in
                UnhandledErrors.report(Reported(number: 1), callStack: ["a", "b"])
                UnhandledErrors.report(Reported(number: 2))
            })
        XCTAssertEqual(received.value, [1, -2], "the first handler ran once, then its replacement")
    }
}
