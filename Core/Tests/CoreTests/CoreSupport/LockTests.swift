import XCTest

@testable import CoreSupport

/// `Lock`: one thread at a time inside `locked`; what it returns and throws comes out.
final class LockTests: XCTestCase {
    /// A count only the lock under test guards, so a lost update (or, under the thread
    /// sanitizer, a race) shows that it let two threads in.
    private final class Guarded: @unchecked Sendable {
        // @unchecked: `count` is read and written inside `lock.locked` only.
        let lock = Lock()
        var count = 0
    }

    func testOneThreadAtATimeChangesWhatItGuards() {
        let guarded = Guarded()
        XCTAssertTrue(onThreads(8) { _ in for _ in 0..<5_000 { guarded.lock.locked { guarded.count += 1 } } })
        XCTAssertEqual(guarded.lock.locked { guarded.count }, 40_000)
    }

    func testWhatTheBodyReturnsOrThrowsComesOutAndTheLockIsFreeAfter() {
        let guarded = Guarded()
        XCTAssertEqual(guarded.lock.locked { 42 }, 42)
        XCTAssertThrowsError(try guarded.lock.locked { throw TestError() }) {
            XCTAssertEqual($0 as? TestError, TestError())
        }
        XCTAssertTrue(onThreads(1) { _ in guarded.lock.locked { guarded.count += 1 } }, "a throw left the lock held")
    }
}
