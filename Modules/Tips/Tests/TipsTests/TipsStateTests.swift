import Core
import CoreTesting
import Shared
import SharedTesting
import TerminalUI
import TipsInterface
import XCTest

@testable import Tips

@MainActor
final class TipsStateTests: LeakCheckedTestCase {
    /// Two tips of the same day (ties broken by id or by date) and an older, most liked one.
    private let tips = [
        Fixtures.tip("a", "same day, a", daysAgo: 1, likes: 2), Fixtures.tip("b", "same day, b", daysAgo: 1, likes: 3),
        Fixtures.tip("c", "older", daysAgo: 4, likes: 9), Fixtures.tip("d", "newest", daysAgo: 0.5, likes: 2),
    ]

    func testNewestFirstBreaksATieByIDAndMostLikedByDate() async {
        var state = TipsReducer.reduce(TipsState(venueName: "Canal Roasters"), .loaded(tips))
        XCTAssertEqual(state.sortedTips.map(\.id), ["d", "b", "a", "c"])
        state = TipsReducer.reduce(state, .order(.liked))
        XCTAssertEqual(state.sortedTips.map(\.id), ["c", "b", "d", "a"], "equal likes: the newer first")
        XCTAssertEqual(state.tips.map(\.id), ["a", "b", "c", "d"], "sorting leaves the loaded order alone")
    }

    func testAFailureKeepsTheTipsOnScreenAndTheNextLoadClearsIt() async {
        var state = TipsReducer.reduce(TipsState(venueName: "Canal Roasters"), .loaded(tips))
        state = TipsReducer.reduce(state, .failed("offline"))
        XCTAssertEqual(state.error, "offline")
        XCTAssertEqual(state.tips.count, 4)
        XCTAssertFalse(state.isLoading)
        state = TipsReducer.reduce(state, .loaded([]))
        XCTAssertNil(state.error)
        XCTAssertTrue(state.tips.isEmpty)
    }
}
