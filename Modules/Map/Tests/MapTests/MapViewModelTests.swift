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
final class MapViewModelTests: LeakCheckedTestCase {
    func testSearchAsYouTypeWaitsForAPauseAndEscRestoresTheQuery() async throws {
        let scheduler = TestScheduler(resolution: 0.001)
        let viewModel = MapViewModel(
            city: "Amsterdam", repository: try embedded(), savedVenues: .just([]),
            scheduler: scheduler)
        let queries = scheduler.createObserver(String.self)
        let drafts = scheduler.createObserver(String.self)
        let bag = DisposeBag()
        viewModel.outputs.state.map(\.query).distinctUntilChanged().subscribe(queries).disposed(by: bag)
        viewModel.outputs.state.map { $0.draft ?? "-" }.distinctUntilChanged().subscribe(drafts).disposed(by: bag)
        let act = viewModel.inputs.action

        let viewDidLoad = viewModel.inputs.viewDidLoad
        scheduler.scheduleAt(100) { viewDidLoad.accept(()) }
        scheduler.scheduleAt(200) { act.accept(.beginTyping) }
        scheduler.scheduleAt(210) { act.accept(.typed("m")) }
        scheduler.scheduleAt(250) { act.accept(.typed("mu")) }
        scheduler.scheduleAt(700) { act.accept(.cancelTyping) }
        scheduler.start()

        XCTAssertEqual(
            drafts.events, [.next(0, "-"), .next(200, ""), .next(210, "m"), .next(250, "mu"), .next(700, "-")])
        XCTAssertEqual(
            queries.events, [.next(0, ""), .next(550, "mu"), .next(700, "")],
            "searched 300 ms after the last keystroke; Esc restores")
    }

    func testLoadingFilteringSwitchingAndABadCityThatLosesNothing() async throws {
        let viewModel = MapViewModel(
            city: "Amsterdam", repository: try embedded(), savedVenues: .just([]),
            scheduler: TestScheduler())
        var state: MapState?
        let subscription = viewModel.outputs.state.subscribe(onMainActor: { state = $0 })
        defer { subscription.dispose() }
        viewModel.inputs.viewDidLoad.accept(())
        let all = try XCTUnwrap(state)
        XCTAssertFalse(all.isLoading)
        XCTAssertEqual(all.venues.count, 40)
        XCTAssertGreaterThanOrEqual(all.categories.count, 8)

        viewModel.inputs.action.accept(.filter("nothing"))
        XCTAssertEqual(state?.unknownCategory, "nothing")
        XCTAssertEqual(state?.venues.count, 40, "an unknown category keeps the list")
        let status = try XCTUnwrap(state.map { MapFormatter(strings: MapStrings.english).props(for: $0).status })
        XCTAssertTrue(status?.hasPrefix("No category called \"nothing\" here. Categories: Bakery, Bar,") ?? false)

        viewModel.inputs.action.accept(.filter("museum"))
        XCTAssertNil(state?.unknownCategory)
        XCTAssertEqual(state?.category, "Museum", "names match case-insensitively")
        XCTAssertTrue(state?.venues.allSatisfy { $0.primaryCategory?.name == "Museum" } ?? false)

        viewModel.inputs.action.accept(.near("Atlantis"))
        XCTAssertEqual(state?.error, "Unknown place \"Atlantis\". Known places: Amsterdam, Berlin, Lisbon.")
        XCTAssertEqual(state?.city, "Amsterdam", "a failed switch falls back to the city on screen")
        XCTAssertEqual(state?.category, "Museum", "with its filter")
        XCTAssertFalse(state?.venues.isEmpty ?? true, "and the list is kept")

        viewModel.inputs.action.accept(.cycleCity)
        XCTAssertEqual(state?.city, "Berlin")
        XCTAssertNil(state?.error)
        XCTAssertTrue(state?.venues.allSatisfy { $0.address.locality == "Berlin" } ?? false)
    }

    func testOpeningAndTheSavedMarksFollowTheSavedList() async throws {
        let saved = FakeSavedVenues()
        let viewModel = MapViewModel(
            city: "Lisbon", repository: try embedded(), savedVenues: saved.saved,
            scheduler: TestScheduler())
        var opened: [VenueDetailsInput] = []
        var state: MapState?
        let bag = DisposeBag()
        viewModel.outputs.route.subscribe(onMainActor: { opened.append($0.venue) })
            .disposed(by: bag)
        viewModel.outputs.state.subscribe(onMainActor: { state = $0 }).disposed(by: bag)
        viewModel.inputs.viewDidLoad.accept(())
        let second = try XCTUnwrap(state?.venues[1])
        try saved.set(SavedVenue(second, at: Fixtures.now), saved: true)
        XCTAssertEqual(state?.saved, [second.id], "a save anywhere marks the list")
        viewModel.inputs.action.accept(.move(1))
        viewModel.inputs.open.accept(nil)
        viewModel.inputs.open.accept(0)
        viewModel.inputs.open.accept(99)
        XCTAssertEqual(opened.map(\.venueID), [second.id, state?.venues[0].id].compactMap { $0 })
        try saved.set(SavedVenue(second, at: Fixtures.now), saved: false)
        XCTAssertEqual(state?.saved, [], "and an unsave clears the mark")
    }

    func testAVenueOpensByIDWhetherOrNotItIsInTheList() async throws {
        let viewModel = MapViewModel(
            city: "Lisbon", repository: try embedded(), savedVenues: .just([]), scheduler: TestScheduler())
        var opened: [VenueDetailsInput] = []
        let bag = DisposeBag()
        viewModel.outputs.route.subscribe(onMainActor: { opened.append($0.venue) })
            .disposed(by: bag)
        viewModel.inputs.viewDidLoad.accept(())
        viewModel.inputs.openID.accept("5a0000182d33b4ba626e3765")
        XCTAssertEqual(opened.map(\.venueID), ["5a0000182d33b4ba626e3765"])
        XCTAssertEqual(opened.first?.address.description, "venues://venue/5a0000182d33b4ba626e3765")
    }
}
