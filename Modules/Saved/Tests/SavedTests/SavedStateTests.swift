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
final class SavedStateTests: LeakCheckedTestCase {
    func testTheSelectionFollowsItsVenueWhenTheListChanges() async {
        var state = SavedReducer.reduce(SavedState(), .loaded(savedList))
        state = SavedReducer.reduce(state, .move(1))
        XCTAssertEqual(state.selectedItem?.id, "b")
        state = SavedReducer.reduce(state, .loaded([saved("new", "New Place", daysAgo: 0)] + savedList))
        XCTAssertEqual(state.selectedItem?.id, "b", "a save elsewhere does not move the selection")
        state = SavedReducer.reduce(state, .loaded(savedList.filter { $0.id != "b" }))
        XCTAssertEqual(state.selectedItem?.id, "c", "unsaving the selected venue selects the next one")
    }
}
