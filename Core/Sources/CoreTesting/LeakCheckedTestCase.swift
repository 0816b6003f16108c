import Core
import XCTest

/// A test case that fails when a test leaves subscriptions or sinks alive: `Resources.total`
/// must be back where it started. Subclass it instead of `XCTestCase`.
open class LeakCheckedTestCase: XCTestCase {
    private var resourcesAtStart = 0

    open override func setUp() {
        super.setUp()
        resourcesAtStart = Resources.total
    }

    open override func tearDown() {
        XCTAssertEqual(Resources.total, resourcesAtStart, "live resources leaked by this test")
        super.tearDown()
    }
}
