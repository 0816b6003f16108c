import Core
import CoreTesting
import XCTest

final class VirtualTimeExampleTests: XCTestCase {
    // README: virtual-time
    func testSearchDebouncesTyping() {
        let scheduler = TestScheduler(initialClock: 0)
        let typing = scheduler.createHotObservable([.next(210, "c"), .next(215, "co"), .next(260, "cof")])
        let queries = scheduler.start {
            typing.debounce(.seconds(20), scheduler: scheduler)
        }
        XCTAssertEqual(queries.events, [.next(235, "co"), .next(280, "cof")])
    }
    // README: end
}
