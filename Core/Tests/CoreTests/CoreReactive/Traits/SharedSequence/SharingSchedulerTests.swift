import Core
import CoreTesting
import XCTest

/// RxCocoa's combining, timing and creating operators on `Driver` and `Signal`, on virtual
/// time through `SharingScheduler.mock`. Each hop onto the mocked scheduler takes one tick,
/// as RxTest's `TestScheduler` simulates processing delay.
final class SharingSchedulerTests: LeakCheckedTestCase {
    func testSharingSchedulerMakeGivesTheMockedSchedulerInsideAMock() {
        let scheduler = TestScheduler()
        let inside = SharingScheduler.mock(makeScheduler: { scheduler }) { SharingScheduler.make() }
        XCTAssertTrue(inside as AnyObject === scheduler)
        XCTAssertTrue(SharingScheduler.make() as AnyObject === MainScheduler.instance)
    }
}
