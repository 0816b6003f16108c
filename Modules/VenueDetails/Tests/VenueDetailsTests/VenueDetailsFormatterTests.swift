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
final class VenueDetailsFormatterTests: LeakCheckedTestCase {
    func testPropsShowFactsTopTipsAndLinksOnRequest() async {
        let formatter = VenueDetailsFormatter(clock: FixedClock(Fixtures.now), strings: VenueDetailsStrings.english)
        var state = VenueDetailsReducer.reduce(
            VenueDetailsState(venueName: "Canal Roasters", isSaved: true),
            .loaded(venue(), MapAppLinks().links(for: venue()))
        )
        var props = formatter.props(for: state)
        XCTAssertEqual(props.subtitle, "Coffee Shop · ✓ verified · ♥ saved")
        XCTAssertEqual(
            props.facts.prefix(3),
            ["Rating: 8.6/10 ★★★★☆", "Address: Damrak 1, 1012 Amsterdam", "Hours: Mon–Sun 07:30–18:00 · open now"])
        XCTAssertTrue(props.facts.contains("Photos: 1"))
        XCTAssertEqual(props.tipsHeading, "Top tips (5 in all)")
        XCTAssertEqual(props.tips.map(\.text), ["Tip 5", "Tip 4", "Tip 3"], "the three most liked")
        XCTAssertEqual(props.tips.first?.byline, "Ana · 5 days ago")
        XCTAssertTrue(props.mapAppLinks.isEmpty)
        state = VenueDetailsReducer.reduce(state, .toggleMapLinks)
        props = formatter.props(for: state)
        XCTAssertEqual(props.mapAppLinks.count, 2)
        XCTAssertTrue(props.mapAppLinks[0].hasPrefix("Apple Maps: https://maps.apple.com/"))
    }
}
