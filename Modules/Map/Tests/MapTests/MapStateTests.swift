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
final class MapStateTests: LeakCheckedTestCase {
    private let berlin = MapState(city: "Berlin", cities: ["Berlin", "Lisbon"])
    private let bakery = VenueCategory(id: "b", name: "Bakery", shortName: "Bakery", pluralName: "Bakeries")
    private let bar = VenueCategory(id: "r", name: "Bar", shortName: "Bar", pluralName: "Bars")

    /// Berlin's unfiltered list: two bakeries and a bar, categories learned from it.
    private func loaded() -> MapState {
        let venues = [
            Fixtures.venue(id: "a", categories: [bakery]), Fixtures.venue(id: "b", categories: [bar]),
            Fixtures.venue(id: "c", categories: [bakery]),
        ]
        return MapReducer.reduce(berlin, .loaded(venues, berlin.searchKey))
    }

    func testResultsOfASearchNoLongerInEffectAreIgnored() async {
        let state = MapReducer.reduce(loaded(), .search("rye"))
        let stale = MapReducer.reduce(state, .loaded([], berlin.searchKey))
        XCTAssertEqual(stale, state, "the old search's late results change nothing")
        XCTAssertTrue(state.isLoading)
        XCTAssertEqual(MapReducer.reduce(state, .finished(berlin.searchKey)).isSearching, true)
    }

    func testAFailedSearchKeepsTheListItFellBackToAndRestoresItsSearch() async {
        var state = MapReducer.reduce(loaded(), .near("lisbon"))
        XCTAssertEqual(state.city, "Lisbon", "a city is matched by name, whatever its case")
        state = MapReducer.reduce(state, .failed("offline", state.searchKey))
        XCTAssertEqual(state.city, "Berlin")
        XCTAssertEqual(state.venues.map(\.id), ["a", "b", "c"])
        XCTAssertEqual(state.error, "offline")
        XCTAssertFalse(state.isLoading)
        let reloaded = MapReducer.reduce(state, .loaded(state.venues, state.searchKey))
        XCTAssertEqual(reloaded.error, "offline", "reloading the fallback list keeps the failure on screen")
    }

    func testCategoriesFilterByKnownNameCycleThroughAndBackToAll() async {
        var state = loaded()
        XCTAssertEqual(state.categories, ["Bakery", "Bar"], "learned from the unfiltered list, sorted")
        let unknown = MapReducer.reduce(state, .filter("Museum"))
        XCTAssertEqual(unknown.unknownCategory, "Museum")
        XCTAssertNil(unknown.category, "an unknown category does not search")
        XCTAssertFalse(unknown.isLoading)
        state = MapReducer.reduce(state, .filter("bar"))
        XCTAssertEqual(state.category, "Bar")
        XCTAssertTrue(state.isLoading)
        state = MapReducer.reduce(state, .cycleCategory)
        XCTAssertNil(state.category, "past the last category comes all of them")
        state = MapReducer.reduce(state, .cycleCategory)
        XCTAssertEqual(state.category, "Bakery")
        XCTAssertNil(MapReducer.reduce(state, MapAction.filter(named: "All")).category)
    }

    func testTypingSearchesOnlyTheTextStillTypedAndCancellingRestores() async {
        var state = MapReducer.reduce(loaded(), .search("rye"))
        state = MapReducer.reduce(state, .beginTyping)
        state = MapReducer.reduce(state, .typed("cof"))
        XCTAssertEqual(MapReducer.reduce(state, .liveSearch("co")), state, "a pause for older text searches nothing")
        state = MapReducer.reduce(state, .liveSearch("cof"))
        XCTAssertEqual(state.query, "cof")
        state = MapReducer.reduce(state, .cancelTyping)
        XCTAssertNil(state.draft)
        XCTAssertEqual(state.query, "rye")
        XCTAssertEqual(MapReducer.reduce(state, .typed("x")), state, "typing outside the search field is ignored")
    }

    func testTheSelectionStaysOnTheListAndANoticeLastsOneAction() async {
        var state = MapReducer.reduce(loaded(), .move(10))
        XCTAssertEqual(state.selection, 2)
        state = MapReducer.reduce(state, .move(-10))
        XCTAssertEqual(state.selection, 0)
        XCTAssertEqual(MapReducer.reduce(state, .select(7)), state, "a number past the list selects nothing")
        state = MapReducer.reduce(state, .notice("no venue 7"))
        XCTAssertEqual(state.notice, "no venue 7")
        XCTAssertNil(MapReducer.reduce(state, .opened).notice)
    }

    func testTheNextCityStartsAnUnfilteredSearchThere() async {
        var state = MapReducer.reduce(loaded(), .filter("Bar"))
        state = MapReducer.reduce(state, .cycleCity)
        XCTAssertEqual(state.searchKey, MapSearchKey(city: "Lisbon", query: "", category: nil))
        XCTAssertEqual(MapReducer.reduce(state, .cycleCity).city, "Berlin", "after the last city, the first")
    }
}
