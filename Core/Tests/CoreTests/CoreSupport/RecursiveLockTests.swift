import XCTest

@testable import CoreSupport

/// `RecursiveLock`: the holder may take it again; other threads wait their turn.
final class RecursiveLockTests: XCTestCase {
    private final class Guarded: @unchecked Sendable {
        // @unchecked: `count` is read and written inside `lock.locked` only.
        let lock = RecursiveLock()
        var count = 0
    }

    func testTheHolderTakesItAgainAndOthersWait() {
        let guarded = Guarded()
        let nested = onThreads(8) { _ in
            for _ in 0..<2_000 {
                guarded.lock.locked { guarded.lock.locked { guarded.count += 1 } }
            }
        }
        XCTAssertTrue(nested, "taking it again on the holding thread stalled")
        XCTAssertEqual(guarded.lock.locked { guarded.count }, 16_000)
    }

    func testATypedErrorComesOutAsItIs() {
        let lock = RecursiveLock()
        do throws(TestError) {
            try lock.locked { () throws(TestError) in throw TestError() }
            XCTFail("the body threw")
        } catch {
            XCTAssertEqual(error, TestError())
        }
        XCTAssertEqual(lock.locked { 1 }, 1, "the lock is free after a throw")
    }
}
