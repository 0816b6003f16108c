import Core
import CoreTesting
import Dispatch
import XCTest

final class SerialDispatchQueueSchedulerTests: LeakCheckedTestCase {
    /// As RxSwift's: the scheduler made for a quality of service runs its work on the global
    /// queue of that quality, through a serial queue of its own.
    func testAQualityOfServiceSchedulerRunsOnThatGlobalQueue() {
        let key = DispatchSpecificKey<String>()
        DispatchQueue.global(qos: .userInitiated).setSpecific(key: key, value: "user initiated")
        defer { DispatchQueue.global(qos: .userInitiated).setSpecific(key: key, value: nil) }
        let scheduler = SerialDispatchQueueScheduler(qos: .userInitiated)
        let seen = LockedBox<[String?]>([])
        let done = DispatchSemaphore(value: 0)
        for _ in 0..<3 {
            _ = scheduler.schedule(()) { _ in
                seen.append(DispatchQueue.getSpecific(key: key))
                done.signal()
                return Disposables.create()
            }
        }
        for _ in 0..<3 {
            guard done.wait(timeout: .now() + 10) == .success else { return XCTFail("the work did not run in 10 s") }
        }
        XCTAssertEqual(seen.value, ["user initiated", "user initiated", "user initiated"])
    }
}
