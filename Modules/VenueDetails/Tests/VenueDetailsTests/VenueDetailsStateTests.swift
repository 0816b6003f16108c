import Core
import CoreTesting
import Foundation
import Shared
import SharedTesting
import TerminalUI
import TipsInterface
import TipsTesting
import VenueDetailsInterface
import XCTest

@testable import VenueDetails

@MainActor
final class VenueDetailsStateTests: LeakCheckedTestCase {
    private let loading = VenueDetailsState(venueName: "v1", isSaved: false)

    func testTheLoadedVenueNamesTheScreenAndClearsAnEarlierFailure() async {
        var state = VenueDetailsReducer.reduce(loading, .failed("offline"))
        XCTAssertEqual(state.error, "offline")
        XCTAssertFalse(state.isLoading)
        state = VenueDetailsReducer.reduce(state, .loaded(venue(), []))
        XCTAssertEqual(state.venueName, "Canal Roasters", "the id a link gave is replaced by the venue's name")
        XCTAssertNil(state.error)
        XCTAssertEqual(state.venue?.tips.count, 5)
    }

    func testANoticeLastsOneActionAndTheMapLinksToggle() async {
        var state = VenueDetailsReducer.reduce(loading, .notice("Tips could not open"))
        XCTAssertEqual(state.notice, "Tips could not open")
        state = VenueDetailsReducer.reduce(state, .toggleMapLinks)
        XCTAssertNil(state.notice)
        XCTAssertTrue(state.showsMapLinks)
        state = VenueDetailsReducer.reduce(state, .saved(true))
        XCTAssertTrue(state.isSaved)
        XCTAssertFalse(VenueDetailsReducer.reduce(state, .toggleMapLinks).showsMapLinks)
    }
}
