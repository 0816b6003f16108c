import XCTest

@testable import CoreSupport

/// `OnceSlot`: a disposable linked once and released once, in either order, so exactly one
/// side disposes it; and a finished flag that one caller sets first.
final class OnceSlotTests: XCTestCase {
    private final class Shared: Sendable {
        let slot = OnceSlot()
    }

    func testEachOrderSaysWhoDisposes() {
        let linkedFirst = OnceSlot()
        XCTAssertTrue(linkedFirst.claim())
        XCTAssertFalse(linkedFirst.claim(), "one claim only")
        XCTAssertTrue(linkedFirst.link())
        XCTAssertEqual(linkedFirst.release(), .linked, "the releaser disposes")
        XCTAssertEqual(linkedFirst.release(), .released)
        XCTAssertTrue(linkedFirst.isReleased)

        let releasedFirst = OnceSlot()
        XCTAssertEqual(releasedFirst.release(), .empty)
        XCTAssertFalse(releasedFirst.link(), "the late linker disposes")

        XCTAssertFalse(releasedFirst.isFinished)
        XCTAssertTrue(releasedFirst.finish())
        XCTAssertFalse(releasedFirst.finish())
        XCTAssertTrue(releasedFirst.isFinished)
    }

    /// Linking on one thread while another releases: exactly one of them disposes, every time.
    func testALinkRacingAReleaseDisposesExactlyOnce() {
        for _ in 0..<500 {
            let shared = Shared()
            let disposals = LockedBox(0)
            XCTAssertTrue(
                onThreads(2) { index in
                    if index == 0 {
                        if !shared.slot.link() { disposals.increment() }
                    } else if shared.slot.release() == .linked {
                        disposals.increment()
                    }
                })
            XCTAssertEqual(disposals.value, 1)
        }
    }

    func testOneOfManyThreadsFinishesFirst() {
        let shared = Shared()
        let first = LockedBox(0)
        XCTAssertTrue(onThreads(8) { _ in if shared.slot.finish() { first.increment() } })
        XCTAssertEqual(first.value, 1)
    }
}
