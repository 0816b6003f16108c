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
final class VenueDetailsViewModelTests: LeakCheckedTestCase {
    private let input = VenueDetailsInput(venueID: "v1", venueName: "Canal Roasters")

    private func makeViewModel(_ input: VenueDetailsInput, saved: FakeSavedVenues) -> VenueDetailsViewModel {
        VenueDetailsViewModel(
            input: input, repository: FakeVenueRepository(venues: [venue()]), savedVenues: saved,
            clock: FixedClock(Fixtures.now), mapAppLinks: MapAppLinks())
    }

    func testViewModelOnVirtualTime() async {
        let scheduler = TestScheduler()
        let saved = FakeSavedVenues()
        let viewModel = makeViewModel(input, saved: saved)
        let loaded = scheduler.createObserver(Bool.self)
        let listed = scheduler.createObserver([String].self)
        let marks = scheduler.createObserver(Bool.self)
        let tips = scheduler.createObserver(String.self)
        let bag = DisposeBag()
        viewModel.outputs.state.map { $0.venue != nil }.distinctUntilChanged().subscribe(loaded).disposed(by: bag)
        viewModel.outputs.state.map(\.isSaved).distinctUntilChanged().subscribe(marks).disposed(by: bag)
        saved.saved.map { $0.map(\.id) }.subscribe(listed).disposed(by: bag)
        viewModel.outputs.route.map(\.venueID).subscribe(tips).disposed(by: bag)

        let inputs = viewModel.inputs
        scheduler.scheduleAt(200) { inputs.viewDidLoad.accept(()) }
        scheduler.scheduleAt(210) { inputs.saveTapped.accept(()) }
        scheduler.scheduleAt(220) { inputs.saveTapped.accept(()) }
        scheduler.scheduleAt(230) { inputs.allTipsTapped.accept(()) }
        scheduler.start()

        XCTAssertEqual(loaded.events, [.next(0, false), .next(200, true)])
        XCTAssertEqual(listed.events, [.next(0, []), .next(210, ["v1"]), .next(220, [])], "saved, then unsaved")
        XCTAssertEqual(
            marks.events, [.next(0, false), .next(210, true), .next(220, false)], "the mark follows the list")
        XCTAssertEqual(saved.venues, [])
        XCTAssertEqual(tips.events, [.next(230, "v1")])
    }

    /// `t` or `s` before the venue has loaded gets an answer on the status line, not silence,
    /// and opens or saves nothing; once it has loaded, `t` opens Tips.
    func testTipsOrSaveBeforeTheVenueHasLoadedIsAnsweredNotDropped() async {
        let scheduler = TestScheduler()
        let saved = FakeSavedVenues()
        let viewModel = makeViewModel(input, saved: saved)
        let notices = scheduler.createObserver(String?.self)
        let tips = scheduler.createObserver(String.self)
        let bag = DisposeBag()
        viewModel.outputs.state.map(\.notice).distinctUntilChanged().subscribe(notices).disposed(by: bag)
        viewModel.outputs.route.map(\.venueID).subscribe(tips).disposed(by: bag)
        let inputs = viewModel.inputs
        scheduler.scheduleAt(100) { inputs.allTipsTapped.accept(()) }
        scheduler.scheduleAt(110) { inputs.mapsTapped.accept(()) }
        scheduler.scheduleAt(120) { inputs.saveTapped.accept(()) }
        scheduler.scheduleAt(200) { inputs.viewDidLoad.accept(()) }
        scheduler.scheduleAt(210) { inputs.allTipsTapped.accept(()) }
        scheduler.start()

        let loading = "\(input.venueName) is still loading; try again once it shows"
        XCTAssertEqual(
            notices.events,
            [.next(0, nil), .next(100, loading), .next(110, nil), .next(120, loading), .next(200, nil)],
            "each answer stays until the next action: the venue arriving clears it")
        XCTAssertEqual(tips.events, [.next(210, input.venueID)], "Tips opens only once the venue is there")
        XCTAssertEqual(saved.venues, [], "nothing was saved before the venue loaded")
    }

    func testUnknownVenueShowsTheError() async {
        let viewModel = makeViewModel(VenueDetailsInput(venueID: "gone", venueName: "Gone"), saved: FakeSavedVenues())
        var state: VenueDetailsState?
        let subscription = viewModel.outputs.state.subscribe(onMainActor: { state = $0 })
        viewModel.inputs.viewDidLoad.accept(())
        XCTAssertEqual(state?.error, "No venue with id gone.")
        subscription.dispose()
    }

    func testASaveThatCannotBeWrittenSaysSoAndChangesNothing() async {
        let saved = FakeSavedVenues()
        saved.nextFailure = AtomicFile.WriteError(path: "/full/saved.json", reason: "No space left on device")
        let viewModel = makeViewModel(input, saved: saved)
        var state: VenueDetailsState?
        let subscription = viewModel.outputs.state.subscribe(onMainActor: { state = $0 })
        defer { subscription.dispose() }
        viewModel.inputs.viewDidLoad.accept(())
        viewModel.inputs.saveTapped.accept(())
        XCTAssertEqual(state?.notice, "Could not write /full/saved.json: No space left on device")
        XCTAssertEqual(state?.isSaved, false)
        XCTAssertEqual(saved.venues, [])
        viewModel.inputs.saveTapped.accept(())
        XCTAssertEqual(state?.isSaved, true, "the next save goes through")
    }
}
