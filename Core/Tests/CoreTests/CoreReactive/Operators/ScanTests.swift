import Core
import CoreTesting
import XCTest

/// `scan`.
final class ScanTests: LeakCheckedTestCase {
    func testScanEmitsEachAccumulation() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        let result = scheduler.start { source.scan(10) { $0 + $1 } }
        XCTAssertEqual(result.events, [.next(210, 11), .next(220, 13), .next(230, 16), .completed(240)])
    }
}
