import Foundation
import Shared
import XCTest

final class SavedVenuesLoadTests: XCTestCase {
    func testEachOutcomeReadsAsALineForTheStatusLine() {
        XCTAssertEqual(SavedVenuesLoad.empty.description, "No saved venues yet.")
        XCTAssertEqual(SavedVenuesLoad.loaded(count: 1).description, "1 saved venue.")
        XCTAssertEqual(SavedVenuesLoad.loaded(count: 3).description, "3 saved venues.")
        XCTAssertEqual(
            SavedVenuesLoad.corrupt(keptAt: URL(fileURLWithPath: "/data/saved.json.corrupt-1"), reason: "not JSON")
                .description,
            "The saved venues could not be read (not JSON). It was kept as saved.json.corrupt-1. Starting with none saved."
        )
        XCTAssertEqual(
            SavedVenuesLoad.corrupt(keptAt: nil, reason: "not JSON").description,
            "The saved venues could not be read (not JSON). Starting with none saved.")
    }
}
