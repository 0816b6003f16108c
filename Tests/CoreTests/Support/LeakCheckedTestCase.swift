import Core
import XCTest

/// Fails a test that leaves subscriptions or sinks alive.
class LeakCheckedTestCase: XCTestCase {
    private var resourcesAtStart = 0

    override func setUp() {
        super.setUp()
        resourcesAtStart = Resources.total
    }

    override func tearDown() {
        XCTAssertEqual(Resources.total, resourcesAtStart, "live resources leaked by this test")
        super.tearDown()
    }
}

/// A test error with a readable description.
struct TestError: Error, Equatable, CustomStringConvertible {
    let description: String
    init(_ description: String = "test error") { self.description = description }
}

/// A weak reference for tests that do not import CoreTesting's `WeakReference`.
final class WeakBox<Object: AnyObject> {
    weak var object: Object?
    init(_ object: Object?) { self.object = object }
}
