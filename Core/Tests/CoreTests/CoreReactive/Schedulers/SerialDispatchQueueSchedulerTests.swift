import Core
import CoreTesting
import Dispatch
import Foundation
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

    func testSerialDispatchQueueSchedulerOnAGivenQueue() throws {
        let queue = DispatchQueue(label: "serial-under-test")
        let marker = DispatchSpecificKey<String>()
        queue.setSpecific(key: marker, value: "mine")
        let scheduler = SerialDispatchQueueScheduler(serialQueue: queue)
        let seen = try Observable.of(1, 2).observe(on: scheduler)
            .map { _ in DispatchQueue.getSpecific(key: marker) }
            .toBlocking(timeout: 5).toArray()
        XCTAssertEqual(seen, ["mine", "mine"])
    }

    /// RxSwift's debug counter: live observables that `observe(on:)` made for a serial queue.
    func testSerialDispatchQueueObservablesAreCountedWhileAlive() throws {
        try XCTSkipUnless(Resources.isTracking, "counted only where resources are")
        let serial = SerialDispatchQueueScheduler(qos: .default, internalSerialQueueName: "counted")
        XCTAssertEqual(Resources.numberOfSerialDispatchQueueObservables, 0)
        do {
            let observable = Observable.just(0).observe(on: serial)
            let elsewhere = Observable.just(0).observe(on: ConcurrentDispatchQueueScheduler(qos: .default))
            XCTAssertEqual(Resources.numberOfSerialDispatchQueueObservables, 1)
            withExtendedLifetime((observable, elsewhere)) {}
        }
        XCTAssertEqual(Resources.numberOfSerialDispatchQueueObservables, 0)
    }
}
