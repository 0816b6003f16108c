import Core
import CoreTesting
import Foundation
import SavedInterface
import SavedTesting
import Shared
import SharedTesting
import VenueDetailsInterface
import VenueDetailsTesting
import XCTest

@testable import Saved

@MainActor
final class SavedFormatterTests: LeakCheckedTestCase {
    func testTheListShowsNameCategoryCityAndWhenSaved() async {
        let props = SavedFormatter(clock: FixedClock(Fixtures.now), strings: SavedStrings.english)
            .props(for: SavedReducer.reduce(SavedState(), .loaded(savedList)))
        XCTAssertEqual(props.title, "Saved venues")
        XCTAssertEqual(props.subtitle, "3 saved, newest first")
        XCTAssertEqual(
            props.rows.map(\.text),
            [
                "1. Linden Bakery · Bakery · Berlin · saved yesterday",
                "2. Tram Oven · Bakery · — · saved 3 days ago",
                "3. Corner Crumb · Bakery · Lisbon · saved 5 weeks ago",
            ])
        XCTAssertEqual(props.rows.map(\.isSelected), [true, false, false])
        XCTAssertNil(props.status)
        let empty = SavedFormatter(clock: FixedClock(Fixtures.now), strings: SavedStrings.english)
            .props(for: SavedReducer.reduce(SavedState(), .loaded([])))
        XCTAssertEqual(empty.status, "Nothing saved yet: press s on a venue's details to save it.")
    }
}
