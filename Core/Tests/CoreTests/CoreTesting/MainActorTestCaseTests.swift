import Core
import CoreTesting
import Foundation
import XCTest

/// A view that only the main actor may touch: neither `Sendable` nor `@MainActor` itself.
private final class Counter: ReactiveCompatible {
    var value = 0
}

/// Main-actor tests written the way that runs on Linux and on Apple platforms alike (the
/// catalog's Testing article): a `@MainActor` class whose test methods are `async`. No
/// `assumeIsolated` in a body: the compiler checks each one as main-actor code.
@MainActor
final class MainActorTestCaseTests: LeakCheckedTestCase {
    private var counter = Counter()

    func testATestRunsOnTheMainActor() async {
        XCTAssertTrue(Thread.isMainThread)
        let subscription = Observable.of(1, 2, 3).bind(to: counter.rx.value)
        XCTAssertEqual(counter.value, 3, "the binder ran at once, on the main actor")
        subscription.dispose()
    }

    func testADriverDrivesAMainActorObjectOnVirtualTime() async {
        let scheduler = TestScheduler()
        let values = scheduler.createHotObservable([.next(210, 4), .next(220, 5)])
        let bag = DisposeBag()
        SharingScheduler.mock(scheduler: scheduler) {
            values.asDriver(onErrorJustReturn: 0).drive(with: counter) { counter, value in counter.value = value }
                .disposed(by: bag)
            scheduler.start()
        }
        XCTAssertEqual(counter.value, 5)
    }
}
