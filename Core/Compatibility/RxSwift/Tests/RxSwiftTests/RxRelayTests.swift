import RxRelay
import XCTest

/// RxRelay's names over Core, in the Swift 5 language mode.
final class RxRelayTests: XCTestCase {
    func testARelayKeepsItsValue() {
        let relay = BehaviorRelay(value: 1)
        relay.accept(2)
        XCTAssertEqual(relay.value, 2)
    }
}
