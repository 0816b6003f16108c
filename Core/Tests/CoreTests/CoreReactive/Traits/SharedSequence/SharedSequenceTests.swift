import Core
import CoreTesting
import XCTest

final class SharedSequenceTests: LeakCheckedTestCase {
    /// RxCocoa's `SharingStrategyProtocol.scheduler`: where a strategy's sequences deliver, read
    /// by helpers generic over the strategy (RxFeedback's, for one).
    func testAStrategysSchedulerIsTheMainQueueOrTheMockedOne() {
        XCTAssertTrue(DriverSharingStrategy.scheduler is MainScheduler)
        XCTAssertTrue(SignalSharingStrategy.scheduler is MainScheduler)
        let scheduler = TestScheduler()
        SharingScheduler.mock(scheduler: scheduler) {
            XCTAssertTrue(deliveringScheduler(of: Driver<Int>.self) as AnyObject === scheduler)
            XCTAssertTrue(deliveringScheduler(of: Signal<Int>.self) as AnyObject === scheduler)
        }
    }
}

private func deliveringScheduler<Sequence: SharedSequenceConvertibleType>(of _: Sequence.Type) -> SchedulerType {
    Sequence.SharingStrategy.scheduler
}
