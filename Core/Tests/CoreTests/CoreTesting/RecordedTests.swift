import Core
import CoreTesting
import XCTest

final class RecordedTests: XCTestCase {
    func testEventsAreListedEitherWayRxTestSpellsThem() {
        let listed = Recorded.events(.next(210, 1), .completed(220, Int.self))
        let fromArray = Recorded.events([.next(210, 1), .completed(220)])
        XCTAssertEqual(listed, fromArray)
        XCTAssertEqual(fromArray, [Recorded(time: 210, value: .next(1)), Recorded(time: 220, value: .completed)])
    }

    func testASubscriptionPrintsAsRxTestPrintsIt() {
        XCTAssertEqual(Subscription(200, 250).debugDescription, "(200: 250)")
        XCTAssertEqual(Subscription(200).debugDescription, "(200: Infinity)")
    }
}
