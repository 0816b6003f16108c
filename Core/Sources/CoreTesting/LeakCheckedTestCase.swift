import Core
import Foundation
import XCTest

/// A test case that fails when a test leaves subscriptions or sinks alive: `Resources.total`
/// must be back where it started. Subclass it instead of `XCTestCase`. The count exists in
/// debug builds and in builds made with `-Xswiftc -DTRACE_RESOURCES` (see
/// `Resources.isTracking`); elsewhere the check says once that it is off.
///
/// Subscriptions that end on another thread (an async bridge, a network reply) or on a later
/// turn of the main queue may still be letting go when the test body returns, so the check
/// runs the main run loop until the count is back, for at most two seconds, before failing.
open class LeakCheckedTestCase: XCTestCase {
    private var resourcesAtStart = 0

    open override func setUp() {
        super.setUp()
        UntrackedResources.noteIfUntracked()
        resourcesAtStart = Resources.total
    }

    open override func tearDown() {
        let settled = runMainLoop(until: { Resources.total == resourcesAtStart })
        XCTAssertTrue(
            settled,
            "live resources: \(Resources.total) at the end of the test, \(resourcesAtStart) at its start "
                + "(a leak when more; when fewer, something of an earlier test let go late)")
        super.tearDown()
    }
}
