import Core
import CoreTesting
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

    /// Turns the main run loop until `done` holds or a second passes; whether it held.
    private func runMainLoop(until done: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(1)
        while !done(), Date() < deadline {
            _ = RunLoop.current.run(mode: .default, before: Date().addingTimeInterval(0.01))
        }
        return done()
    }

    func testMainSchedulerQueuesWorkScheduledFromARunningActionInOrder() {
        let log = LockedBox<[Int]>([])
        let ranInline = LockedBox(false)
        _ = MainScheduler.instance.schedule(()) { _ in
            ranInline.set(true)
            log.append(1)
            _ = MainScheduler.instance.schedule(()) { _ in
                log.append(3)
                _ = MainScheduler.instance.schedule(()) { _ in
                    log.append(5)
                    return Disposables.create()
                }
                log.append(4)
                return Disposables.create()
            }
            log.append(2)
            return Disposables.create()
        }
        XCTAssertTrue(ranInline.value, "on the main queue with nothing queued, work runs at once")
        XCTAssertTrue(runMainLoop { log.value.count == 5 }, "the queued work never ran: \(log.value)")
        XCTAssertEqual(log.value, [1, 2, 3, 4, 5])
    }

    func testDisposingQueuedMainWorkCancelsIt() {
        let log = LockedBox<[Int]>([])
        _ = MainScheduler.instance.schedule(()) { _ in
            log.append(1)
            let queued = MainScheduler.instance.schedule(()) { _ in
                log.append(3)
                return Disposables.create()
            }
            queued.dispose()
            log.append(2)
            return Disposables.create()
        }
        let flushed = LockedBox(false)
        _ = MainScheduler.asyncInstance.schedule(()) { _ in
            flushed.set(true)
            return Disposables.create()
        }
        XCTAssertTrue(runMainLoop { flushed.value }, "the main queue never ran the later work")
        XCTAssertEqual(log.value, [1, 2])
    }
}
