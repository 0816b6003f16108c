import Core
import Foundation
import XCTest

/// `MainScheduler` knows the main queue from the others.
final class MainSchedulerTests: XCTestCase {
    func testKnowsTheMainQueueFromOtherQueues() {
        XCTAssertTrue(MainScheduler.isOnMainQueue, "tests run on the main thread")
        let checked = expectation(description: "checked on a background queue")
        DispatchQueue.global().async {
            XCTAssertFalse(MainScheduler.isOnMainQueue)
            checked.fulfill()
        }
        wait(for: [checked], timeout: 5)
    }
}
