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
final class SavedViewModelTests: LeakCheckedTestCase {
    /// The venues each `.venueDetails` route names, in order.
    private func routes(of viewModel: SavedViewModel) -> (() -> [VenueDetailsInput], Disposable) {
        var inputs = [VenueDetailsInput]()
        let subscription = viewModel.outputs.route.subscribe(onMainActor: { route in
            switch route {
            case .venueDetails(let input): inputs.append(input)
            }
        })
        return ({ inputs }, subscription)
    }

    func testOpeningTakesTheSelectedOrNumberedVenueAndIgnoresANumberPastTheList() async {
        let viewModel = SavedViewModel(savedVenues: FakeSavedVenues(savedList))
        let (opened, subscription) = routes(of: viewModel)
        defer { subscription.dispose() }
        viewModel.inputs.open.accept(nil)
        viewModel.inputs.action.accept(.move(1))
        viewModel.inputs.open.accept(nil)
        viewModel.inputs.open.accept(2)
        viewModel.inputs.open.accept(3)
        XCTAssertEqual(
            opened(),
            [
                VenueDetailsInput(venueID: "a", venueName: "Linden Bakery"),
                VenueDetailsInput(venueID: "b", venueName: "Tram Oven"),
                VenueDetailsInput(venueID: "c", venueName: "Corner Crumb"),
            ], "the fourth row does not exist, so nothing opens")
    }

    func testALinkedIDTakesItsNameFromTheListOrShowsTheIDUntilTheDetailsLoad() async {
        let viewModel = SavedViewModel(savedVenues: FakeSavedVenues(savedList))
        let (opened, subscription) = routes(of: viewModel)
        defer { subscription.dispose() }
        viewModel.inputs.openID.accept("c")
        viewModel.inputs.openID.accept("elsewhere")
        XCTAssertEqual(
            opened(),
            [
                VenueDetailsInput(venueID: "c", venueName: "Corner Crumb"),
                VenueDetailsInput(venueID: "elsewhere", venueName: "elsewhere"),
            ])
        XCTAssertEqual(viewModel.details(of: "a").venueName, "Linden Bakery")
    }

    func testUnsavingChangesTheListAndAFailedWriteIsShownAndKeepsTheVenue() async {
        let store = FakeSavedVenues(savedList)
        let viewModel = SavedViewModel(savedVenues: store)
        var state: SavedState?
        let subscription = viewModel.outputs.state.subscribe(onMainActor: { state = $0 })
        defer { subscription.dispose() }

        store.nextFailure = AtomicFile.WriteError(path: "saved.json", reason: "disk full")
        viewModel.inputs.unsave.accept(0)
        XCTAssertEqual(store.venues.map(\.id), ["a", "b", "c"], "a failed write loses nothing")
        XCTAssertEqual(state?.notice, "Could not write saved.json: disk full")

        viewModel.inputs.unsave.accept(0)
        XCTAssertEqual(store.venues.map(\.id), ["b", "c"])
        XCTAssertEqual(state?.items.map(\.id), ["b", "c"], "the screen follows the list")
        XCTAssertNil(state?.notice, "the next action clears the notice")
        viewModel.inputs.unsave.accept(5)
        XCTAssertEqual(store.venues.map(\.id), ["b", "c"], "a number past the list unsaves nothing")
    }

    func testAListThatCannotBeReadAsTheScreenOpensIsSaidOnTheStatusLine() async {
        final class CorruptList: SavedVenueList {
            nonisolated var saved: Observable<[SavedVenue]> { .just([]) }
            func set(_ venue: SavedVenue, saved isSaved: Bool) throws(AtomicFile.WriteError) {}
            func load() -> SavedVenuesLoad { .corrupt(keptAt: nil, reason: "not JSON") }
        }
        let viewModel = SavedViewModel(savedVenues: CorruptList())
        var state: SavedState?
        let subscription = viewModel.outputs.state.subscribe(onMainActor: { state = $0 })
        defer { subscription.dispose() }
        XCTAssertEqual(
            state?.notice, "The saved venues could not be read (not JSON). Starting with none saved.")
    }
}
