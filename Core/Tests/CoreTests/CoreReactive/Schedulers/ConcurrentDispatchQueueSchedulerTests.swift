import Core
import CoreTesting
import Foundation
import XCTest

final class ConcurrentDispatchQueueSchedulerTests: LeakCheckedTestCase {
    func testConcurrentSchedulersStillDeliverInOrder() throws {
        let concurrent = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
        let received = try Observable.from(0..<200).observe(on: concurrent).toBlocking(timeout: 5).toArray()
        XCTAssertEqual(received, Array(0..<200))

        let delayed = try Observable.just(1).delay(.milliseconds(20), scheduler: concurrent).toBlocking(timeout: 5)
            .first()
        XCTAssertEqual(delayed, 1)
    }
}
