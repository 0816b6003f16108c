import Core
import CoreTesting
import Foundation
import XCTest

final class OperationQueueSchedulerTests: LeakCheckedTestCase {
    /// Operations may run four at a time; `observe(on:)` still delivers in order.
    func testAConcurrentQueueStillDeliversInOrder() throws {
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 4
        let operations = OperationQueueScheduler(operationQueue: queue)
        for _ in 0..<20 {
            let delivered = try Observable.from(0..<100).observe(on: operations).toBlocking(timeout: 5).toArray()
            XCTAssertEqual(delivered, Array(0..<100))
        }
    }

    /// Disposing before the queue gets to the operation means the action never runs.
    func testWorkDisposedBeforeItStartsNeverRuns() {
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        queue.isSuspended = true
        let scheduler = OperationQueueScheduler(operationQueue: queue, queuePriority: .high)
        let ran = LockedBox<[String]>([])
        let cancelled = scheduler.schedule("cancelled") { name in
            ran.append(name)
            return Disposables.create()
        }
        _ = scheduler.schedule("kept") { name in
            ran.append(name)
            return Disposables.create()
        }
        cancelled.dispose()
        queue.isSuspended = false
        let finished = DispatchSemaphore(value: 0)
        queue.addBarrierBlock { finished.signal() }
        XCTAssertEqual(finished.wait(timeout: .now() + 5), .success, "the queue never drained")
        XCTAssertEqual(ran.value, ["kept"])
    }
}
