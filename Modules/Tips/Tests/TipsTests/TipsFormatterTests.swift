import Core
import CoreTesting
import Shared
import SharedTesting
import TerminalUI
import TipsInterface
import XCTest

@testable import Tips

@MainActor
final class TipsFormatterTests: LeakCheckedTestCase {
    func testPropsAreFormattedInTheViewLayer() async {
        let formatter = TipsFormatter(clock: FixedClock(Fixtures.now), strings: TipsStrings.english)
        var state = TipsState(venueName: "Roasters")
        XCTAssertEqual(formatter.props(for: state).status, "Loading…")
        state = TipsReducer.reduce(state, .loaded(Fixtures.tips))
        let props = formatter.props(for: state)
        XCTAssertEqual(props.title, "Tips · Roasters")
        XCTAssertNil(props.status)
        XCTAssertEqual(
            props.rows.first,
            TipsProps.Row(author: "Lars K.", date: "yesterday", likes: "♥ 9", text: "Sourdough sells out early."))
        XCTAssertEqual(props.rows.last?.author, "Anonymous")
        XCTAssertEqual(
            formatter.props(for: TipsReducer.reduce(TipsState(venueName: "X"), .loaded([]))).status, "No tips yet.")
    }
}
