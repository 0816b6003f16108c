import Core
import CoreTesting
import Foundation
import MapInterface
import MapTesting
import Shared
import SharedLive
import SharedTesting
import TerminalUI
import VenueDetailsInterface
import VenueDetailsTesting
import XCTest

@testable import Map

@MainActor
final class MapFormatterTests: LeakCheckedTestCase {
    func testPinsShowTheFirstNineResults() async {
        let formatter = MapFormatter(strings: MapStrings.english)
        var state = MapState(city: "Berlin", cities: ["Berlin"])
        let nine = (1...9).map { Fixtures.venue(id: "v\($0)", name: "Venue \($0)") }
        state = MapReducer.reduce(state, .loaded(nine, state.searchKey))
        XCTAssertEqual(formatter.props(for: state).pins.map(\.label), Array("123456789"), "nine results, nine pins")
        let ten = nine + [Fixtures.venue(id: "v10", name: "Venue 10")]
        state = MapReducer.reduce(state, .loaded(ten, state.searchKey))
        XCTAssertEqual(formatter.props(for: state).pins.count, 9, "the tenth has no pin")
    }

    func testTheSearchLineShowsTheDraftWhileTypingThenTheQuery() async {
        let formatter = MapFormatter(strings: MapStrings.english)
        var state = MapState(city: "Berlin", cities: ["Berlin"])
        XCTAssertEqual(formatter.props(for: state).searchLine, "Search: (none) · / to search")
        state = MapReducer.reduce(state, .beginTyping)
        state = MapReducer.reduce(state, .typed("rye"))
        XCTAssertEqual(formatter.props(for: state).searchLine, "Search: rye▏ · Enter keep · Esc cancel")
        state = MapReducer.reduce(state, .commitTyping)
        XCTAssertEqual(formatter.props(for: state).searchLine, "Search: rye · / to change")
    }

    func testTheStatusLineShowsANoticeFirstThenAnUnknownCategoryAnErrorLoadingOrAnEmptyList() async {
        let formatter = MapFormatter(strings: MapStrings.english)
        var state = MapState(city: "Berlin", cities: ["Berlin"])
        XCTAssertEqual(formatter.props(for: state).status, "Loading…")
        XCTAssertTrue(formatter.props(for: state).isLoading)
        state = MapReducer.reduce(state, .loaded([], state.searchKey))
        XCTAssertEqual(formatter.props(for: state).status, "No venues match.")
        XCTAssertTrue(formatter.props(for: state).isLoading, "the search is still under way")
        state = MapReducer.reduce(state, .finished(state.searchKey))
        XCTAssertFalse(formatter.props(for: state).isLoading)
        state = MapReducer.reduce(state, .loaded([Fixtures.venue()], state.searchKey))
        XCTAssertNil(formatter.props(for: state).status)
        XCTAssertEqual(formatter.props(for: state).rows.map(\.text), ["Canal Roasters · Coffee · — · 8.6/10"])
        state.error = "offline"
        XCTAssertEqual(formatter.props(for: state).status, "offline")
        state.unknownCategory = "Museum"
        XCTAssertEqual(
            formatter.props(for: state).status,
            "No category called \"Museum\" here. Categories: Coffee Shop; filter all clears the filter.")
        state.notice = "saved"
        XCTAssertEqual(formatter.props(for: state).status, "saved", "a notice outranks everything else")
    }
}
