import Core
import CoreTesting
import Foundation
import XCTest

@MainActor
final class ConcurrentMainSchedulerTests: LeakCheckedTestCase {
    func testConcurrentMainSchedulerRunsAtOnceOnMainAndHopsFromElsewhere() async {
        let ranAtOnce = LockedBox(false)
        _ = ConcurrentMainScheduler.instance.schedule(()) { _ in
            ranAtOnce.set(MainScheduler.isOnMainQueue)
            return Disposables.create()
        }
        XCTAssertTrue(ranAtOnce.value, "no hop when already on main")

        let ranOnMain = LockedBox<Bool?>(nil)
        let ran = expectation(description: "ran")
        Thread.detachNewThread {
            _ = ConcurrentMainScheduler.instance.schedule(()) { _ in
                ranOnMain.set(MainScheduler.isOnMainQueue)
                ran.fulfill()
                return Disposables.create()
            }
        }
        await fulfillment(of: [ran], timeout: 5)
        XCTAssertEqual(ranOnMain.value, true)
    }
}
