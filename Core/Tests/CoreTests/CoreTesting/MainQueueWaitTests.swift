import Core
import CoreTesting
import XCTest

@MainActor
final class MainQueueWaitTests: LeakCheckedTestCase {
    /// A hop made while another main-scheduler action runs waits for the queue's next turn;
    /// an `async` test awaits it.
    func testANestedHopRunsOnceTheTestAwaitsTheMainQueue() async {
        let delivered = LockedBox<[Int]>([])
        _ = MainScheduler.instance.schedule(()) { _ in
            _ = Observable.just(1).observe(on: MainScheduler.instance).subscribe(onNext: { delivered.append($0) })
            return Disposables.create()
        }
        XCTAssertEqual(delivered.value, [], "the nested hop waits")
        let settled = await mainQueueSettled()
        XCTAssertTrue(settled)
        XCTAssertEqual(delivered.value, [1])
    }
}
