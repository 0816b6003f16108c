import Core
import CoreTesting
import Foundation
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

    @MainActor
    func testADriverReplaysItsLatestElementToALateObserverAndASignalDoesNot() async {
        let relay = BehaviorRelay(value: 1)
        let events = PublishRelay<String>()
        let driver = relay.asDriver()
        let signal = events.asSignal()
        var first: [Int] = []
        var late: [Int] = []
        var taps: [String] = []
        let bag = DisposeBag()
        driver.drive(onNext: { first.append($0) }).disposed(by: bag)
        signal.emit(onNext: { taps.append($0) }).disposed(by: bag)
        relay.accept(2)
        events.accept("tap")
        driver.drive(onNext: { late.append($0) }).disposed(by: bag)
        var lateTaps: [String] = []
        signal.emit(onNext: { lateTaps.append($0) }).disposed(by: bag)
        XCTAssertEqual(first, [1, 2])
        XCTAssertEqual(late, [2], "a driver replays the latest element")
        XCTAssertEqual(taps, ["tap"])
        XCTAssertEqual(lateTaps, [], "a signal replays nothing")
    }

    @MainActor
    func testTwoObserversOfADriverShareOneSubscriptionToTheSource() async {
        let subscriptions = LockedBox(0)
        let source = PublishSubject<Int>()
        let driver = source.do(onSubscribe: { subscriptions.increment() }).asDriver(onErrorJustReturn: 0)
        let bag = DisposeBag()
        var seen: [Int] = []
        driver.drive(onNext: { seen.append($0) }).disposed(by: bag)
        driver.drive(onNext: { seen.append($0 * 10) }).disposed(by: bag)
        source.onNext(1)
        XCTAssertEqual(subscriptions.value, 1)
        XCTAssertEqual(seen, [1, 10])
    }

    @MainActor
    func testADriverDeliversOnTheMainQueueWhateverThreadItsSourceUses() async {
        let source = PublishSubject<Int>()
        var received: [Int] = []
        var offMain = 0
        let done = expectation(description: "delivered")
        let subscription = source.asDriver(onErrorJustReturn: 0).drive(onNext: { value in
            if !Thread.isMainThread { offMain += 1 }
            received.append(value)
            if value == 3 { done.fulfill() }
        })
        defer { subscription.dispose() }
        Thread.detachNewThread {
            for value in 1...3 { source.onNext(value) }
        }
        await fulfillment(of: [done], timeout: 5)
        XCTAssertEqual(received, [1, 2, 3], "in order")
        XCTAssertEqual(offMain, 0)
    }
}

private func deliveringScheduler<Sequence: SharedSequenceConvertibleType>(of _: Sequence.Type) -> SchedulerType {
    Sequence.SharingStrategy.scheduler
}
