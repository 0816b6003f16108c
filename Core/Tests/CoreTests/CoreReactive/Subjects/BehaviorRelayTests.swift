import Core
import CoreTesting
import XCTest

final class BehaviorRelayTests: LeakCheckedTestCase {
    func testARelayHoldsItsValueAndABoundSourcesCompletionDoesNotEndIt() {
        let relay = BehaviorRelay(value: "a")
        let received = LockedBox<[String]>([])
        let subscription = relay.subscribe(onNext: { received.append($0) })
        relay.accept("b")
        XCTAssertEqual(relay.value, "b")
        XCTAssertEqual(received.value, ["a", "b"])
        Observable.of("c").bind(to: relay).dispose()
        XCTAssertEqual(relay.value, "c", "binding a completing source sends its elements but not its completion")
        relay.accept("d")
        XCTAssertEqual(received.value, ["a", "b", "c", "d"])
        subscription.dispose()
    }
}
