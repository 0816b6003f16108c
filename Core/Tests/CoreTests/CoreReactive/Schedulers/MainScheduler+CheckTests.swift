import Core
import CoreTesting
import Foundation
import XCTest

final class MainSchedulerCheckTests: LeakCheckedTestCase {
    /// RxSwift's check, without stopping the process: off the main queue it reports why.
    func testEnsureRunningOnMainThreadReportsInsteadOfStopping() {
        let reported = LockedBox<[String]>([])
        let previous = Hooks.defaultErrorHandler
        defer { Hooks.defaultErrorHandler = previous }
        Hooks.defaultErrorHandler = { _, error in reported.mutate { $0.append("\(error)") } }

        XCTAssertTrue(MainScheduler.ensureRunningOnMainThread())
        let answer = LockedBox<Bool?>(nil)
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            answer.set(MainScheduler.ensureRunningOnMainThread(errorMessage: "Binding off main."))
            done.signal()
        }
        XCTAssertEqual(done.wait(timeout: .now() + 10), .success)
        XCTAssertEqual(answer.value, false)
        XCTAssertEqual(reported.value.count, 1)
        XCTAssertTrue(reported.value.first?.hasPrefix("Binding off main. This code must run on the main queue") == true)
    }
}
