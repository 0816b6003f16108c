import Core
import Dispatch
import Foundation

/// Lets the main queue turn until Core has no work queued there (`MainScheduler.hasQueuedWork`)
/// or `timeout` seconds pass; whether it emptied. For a main-actor test whose chain hops onto
/// the main queue while another main-queue delivery runs: that hop waits for the queue's next
/// turn, as RxSwift's main scheduler has it, and an `async` test awaits it here (XCTest or
/// Swift Testing, on Linux and on Apple platforms). A test that goes on after a timeout must
/// fail with what it saw: `let settled = await mainQueueSettled(); XCTAssertTrue(settled)`.
@MainActor
public func mainQueueSettled(timeout: TimeInterval = 10) async -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while MainScheduler.hasQueuedWork, Date() < deadline {
        await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
    }
    return !MainScheduler.hasQueuedWork
}
