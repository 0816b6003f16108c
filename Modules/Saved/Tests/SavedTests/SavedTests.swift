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

/// What a parent provides to Saved, in tests.
private struct Dependency: SavedDependency {
    let savedVenues: SavedVenueList
    let clock: WallClock = FixedClock(Fixtures.now)
    let venueDetailsBuilder: VenueDetailsBuildable
}

private func saved(_ id: String, _ name: String, daysAgo: Double, city: String? = "Berlin") -> SavedVenue {
    SavedVenue(
        id: id, name: name, category: "Bakery", city: city, savedAt: Fixtures.now.addingTimeInterval(-daysAgo * 86_400))
}

@MainActor
final class SavedTests: LeakCheckedTestCase {
    private let list = [
        saved("a", "Linden Bakery", daysAgo: 1), saved("b", "Tram Oven", daysAgo: 3, city: nil),
        saved("c", "Corner Crumb", daysAgo: 40, city: "Lisbon"),
    ]

    func testTheListShowsNameCategoryCityAndWhenSaved() async {
        let props = SavedFormatter(clock: FixedClock(Fixtures.now), strings: SavedStrings.english)
            .props(for: SavedReducer.reduce(SavedState(), .loaded(list)))
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

    func testTheSelectionFollowsItsVenueWhenTheListChanges() async {
        var state = SavedReducer.reduce(SavedState(), .loaded(list))
        state = SavedReducer.reduce(state, .move(1))
        XCTAssertEqual(state.selectedItem?.id, "b")
        state = SavedReducer.reduce(state, .loaded([saved("new", "New Place", daysAgo: 0)] + list))
        XCTAssertEqual(state.selectedItem?.id, "b", "a save elsewhere does not move the selection")
        state = SavedReducer.reduce(state, .loaded(list.filter { $0.id != "b" }))
        XCTAssertEqual(state.selectedItem?.id, "c", "unsaving the selected venue selects the next one")
    }

    func testOpeningUnsavingAndAFailingDetailsFlow() async throws {
        let store = FakeSavedVenues(list)
        let details = FakeVenueDetailsBuilder()
        details.failures = [VenueDataError.noConnection("offline")]
        let navigation = RecordingNavigationController()
        let parent = BaseCoordinator<Void>()
        let module = SavedBuilder(dependency: Dependency(savedVenues: store, venueDetailsBuilder: details))
            .buildModule(with: navigation)
        let subscription = parent.coordinate(to: module.coordinator).subscribe()
        defer { subscription.dispose() }
        let screen = try XCTUnwrap(navigation.topViewController as? SavedViewController)

        XCTAssertTrue(screen.handle(command: Command(name: "open", argument: "2")))
        XCTAssertEqual(screen.status, "Could not open the venue: \(VenueDataError.noConnection("offline"))")
        XCTAssertTrue(screen.handle(command: Command(name: "open", argument: "2")), "the next request opens it")
        XCTAssertEqual(details.inputs.map(\.venueID), ["b", "b"])
        XCTAssertEqual(module.coordinator.childCoordinators.count, 1)
        details.lastCoordinator?.finish()

        XCTAssertTrue(screen.handle(command: Command(name: "unsave", argument: "1")))
        XCTAssertEqual(store.venues.map(\.id), ["b", "c"], "the unsave reached the list")
        XCTAssertTrue(screen.frame(size: .init(columns: 80, rows: 20)).lines[3].text.hasPrefix("> 1. Tram Oven"))
        XCTAssertTrue(screen.handle(.character("x")))
        XCTAssertEqual(store.venues.map(\.id), ["c"])
        XCTAssertTrue(screen.handle(command: Command(name: "open", argument: "5")))
        XCTAssertEqual(screen.status, "No saved venue numbered 5; choose 1–1.")
    }

    /// The stand-in other features' tests use: it records each flow asked for, and that flow
    /// ends when the test says so.
    func testTheFakeBuilderStandsInForTheFeature() async {
        let fake = FakeSavedBuilder()
        let flow = FlowTest()
        flow.record(fake, as: "Saved")
        flow.start(fake.buildModule(with: flow.navigation))
        fake.lastCoordinator?.finish()
        flow.expect(.childStarted(builder: "Saved", input: "()"), .finished("()"))
        flow.finish()
    }

    func testBuilderCoordinatorPushesPopsAndFreesEverything() async throws {
        final class Root: Presentable {}
        let flow = FlowTest(root: Root())
        let details = FakeVenueDetailsBuilder()
        flow.record(details, as: "VenueDetails")
        do {
            let dependency = Dependency(savedVenues: FakeSavedVenues(list), venueDetailsBuilder: details)
            flow.start(SavedBuilder(dependency: dependency).buildModule(with: flow.navigation))
            let screen = try XCTUnwrap(flow.navigation.topViewController as? SavedViewController)
            flow.watch(screen, as: "SavedViewController")
            flow.watch(screen.viewModel, as: "SavedViewModel")
            XCTAssertEqual(screen.title, "Saved venues", "the navigation controller loaded the screen")
            XCTAssertTrue(screen.handle(.back))
        }
        // Nothing opened, and the screen, its view model, the coordinator and every
        // subscription are gone: `finish` checks them.
        flow.expect(
            .navigation(.push("SavedViewController")), .navigation(.pop("SavedViewController")), .finished("()"))
        flow.finish()
    }

    func testTheSavedScreensAddressAndItsVenueRoute() {
        XCTAssertEqual(FeatureEntry.savedAddress.description, "venues://saved")
        XCTAssertEqual(FeatureEntry.saved.command.name, "saved", "the root opens it by the piece it is linked by")
        XCTAssertEqual(
            FeatureManifest.saved.edges.map(\.link.piece), SavedRoute.edges.map(\.link.piece), "its route's edges")
        XCTAssertTrue(
            FeatureManifest.saved.edges.contains { $0.feature == FeatureManifest.venueDetails.name },
            "among them venue/ID")
    }

    func testALinkOpensASavedVenueThroughTheBuilderAndHandsItTheRest() async throws {
        let details = FakeVenueDetailsBuilder()
        let navigation = RecordingNavigationController()
        let parent = BaseCoordinator<Void>()
        let module = SavedBuilder(
            dependency: Dependency(savedVenues: FakeSavedVenues(list), venueDetailsBuilder: details)
        )
        .buildModule(with: navigation)
        let subscription = parent.coordinate(to: module.coordinator).subscribe(onError: {
            XCTFail("the Saved flow failed: \($0)")
        })
        defer { subscription.dispose() }
        let saved = try XCTUnwrap(module.coordinator as? LinkFollowing)

        let rest = try await saved.follow("venues://venue/abc/tips", routes: [VenueDetailsLinks.venue])
        XCTAssertEqual(details.inputs.map(\.venueID), ["abc"], "built as the venue command builds")
        XCTAssertEqual(module.coordinator.childCoordinators.count, 1)
        XCTAssertEqual(Array(rest.path), ["tips"], "left for the details (this one follows no links)")
    }
}
