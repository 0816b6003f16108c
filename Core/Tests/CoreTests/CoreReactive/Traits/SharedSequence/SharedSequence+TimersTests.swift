import Core
import CoreTesting
import XCTest

/// RxCocoa's combining, timing and creating operators on `Driver` and `Signal`, on virtual
/// time through `SharingScheduler.mock`. Each hop onto the mocked scheduler takes one tick,
/// as RxTest's `TestScheduler` simulates processing delay.
final class SharedSequenceTimersTests: LeakCheckedTestCase {
    func testIntervalAndTimerTickOnTheSharingScheduler() {
        let scheduler = TestScheduler()
        let ticks = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start(disposed: 450) { Driver<Int>.interval(.seconds(100)).asObservable() }
        }
        XCTAssertEqual(ticks.events, [.next(300, 0), .next(400, 1)])

        let again = TestScheduler()
        let once = SharingScheduler.mock(scheduler: again) {
            again.start { Signal<Int>.timer(.seconds(50)).asObservable() }
        }
        XCTAssertEqual(once.events, [.next(250, 0), .completed(250)])

        let third = TestScheduler()
        let periodic = SharingScheduler.mock(scheduler: third) {
            third.start(disposed: 400) { Driver<Int>.timer(.seconds(50), period: .seconds(100)).asObservable() }
        }
        XCTAssertEqual(periodic.events, [.next(250, 0), .next(350, 1)])
    }
}
