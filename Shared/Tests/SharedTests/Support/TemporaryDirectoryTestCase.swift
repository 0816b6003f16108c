import Foundation
import XCTest

/// A test case with a fresh temporary directory for each test, removed after it.
class TemporaryDirectoryTestCase: XCTestCase {
    /// The test's own directory; it does not exist until the test or the code it tests writes into it.
    var directory: URL!

    override func setUp() {
        super.setUp()
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("venues-test-\(UUID().uuidString)")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: directory)
        directory = nil
        super.tearDown()
    }
}
