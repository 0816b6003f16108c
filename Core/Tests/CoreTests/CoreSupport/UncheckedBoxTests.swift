import Dispatch
import XCTest

@testable import CoreSupport

/// `UncheckedBox`: carries scheduled work to a queue and back unchanged.
final class UncheckedBoxTests: XCTestCase {
    func testAValueCrossesToAQueueAndBack() {
        final class Counter {
            var count = 0
        }
        let box = UncheckedBox(value: Counter())
        let done = DispatchSemaphore(value: 0)
        DispatchQueue(label: "unchecked-box").async {
            box.value.count += 1
            done.signal()
        }
        XCTAssertEqual(done.wait(timeout: .now() + 30), .success)
        XCTAssertEqual(box.value.count, 1, "the same object, changed on the queue")
    }
}
