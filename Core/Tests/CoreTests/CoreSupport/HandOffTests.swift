import XCTest

@testable import CoreSupport

/// `HandOff`: a taker sleeps until the giver gives, whichever comes first.
final class HandOffTests: XCTestCase {
    func testATakerWakesWhenAnotherThreadGives() {
        for _ in 0..<200 {
            let handOff = HandOff()
            let order = LockedBox<[String]>([])
            XCTAssertTrue(
                onThreads(2) { index in
                    if index == 0 {
                        handOff.take()
                        order.append("taken")
                    } else {
                        order.append("given")
                        handOff.give()
                    }
                }, "a taker slept through the give")
            XCTAssertEqual(order.value, ["given", "taken"])
        }
    }

    func testATakeAfterTheGiveReturnsAtOnce() {
        let handOff = HandOff()
        handOff.give()
        XCTAssertTrue(onThreads(1) { _ in handOff.take() })
    }
}
