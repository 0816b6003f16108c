import Foundation
import XCTest

@testable import TerminalApp

/// The line shell's wait for a screen: nothing polls, the owner's `check()` ends it.
@MainActor
final class ScreenSettlingTests: XCTestCase {
    func testAConditionThatHoldsEndsTheWaitAtOnceOrWhenTheOwnerChecks() async {
        let settling = ScreenSettling(timeout: 10)
        let alreadyTrue = await settling.wait(until: { true })
        XCTAssertTrue(alreadyTrue)
        var ready = false
        let waiter = Task { await settling.wait(until: { ready }) }
        await Task.yield()
        settling.check()
        ready = true
        settling.check()
        let settled = await waiter.value
        XCTAssertTrue(settled, "the check after the change ended it, long before the timeout")
    }

    func testAConditionThatNeverHoldsGivesUpAfterTheTimeout() async {
        let settling = ScreenSettling(timeout: 0.05)
        let settled = await settling.wait(until: { false })
        XCTAssertFalse(settled)
        XCTAssertEqual(settling.timeoutDescription, "0.05 s")
        XCTAssertEqual(ScreenSettling(timeout: 15).timeoutDescription, "15 s")
    }
}
