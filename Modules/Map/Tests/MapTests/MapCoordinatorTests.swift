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
final class MapCoordinatorTests: LeakCheckedTestCase {
    private func startMap(
        _ builder: FakeVenueDetailsBuilder, navigation: RecordingNavigationController,
        saved: FakeSavedVenues = FakeSavedVenues()
    ) throws -> Module<Void> {
        MapBuilder(
            dependency: Dependency(
                venueRepository: try embedded(), venueDetailsBuilder: builder, savedVenues: saved,
                scheduler: TestScheduler())
        )
        .buildModule(with: navigation, input: MapInput(city: "Amsterdam"))
    }

    /// Map's flow runs for the life of the app: every step is asserted, and disposing it frees
    /// the details it opened and every subscription.
    func testCoordinatorOpensDetailsMarksSavesAndReleasesChildren() async throws {
        let builder = FakeVenueDetailsBuilder()
        let saved = FakeSavedVenues()
        let flow = FlowTest()
        flow.runsUntilDisposed = true
        flow.record(builder, as: "VenueDetails")
        flow.start(try startMap(builder, navigation: flow.navigation, saved: saved))
        // The test holds the screen only here, so that finish() can check it is freed.
        do {
            let screen = try XCTUnwrap(flow.navigation.viewControllers.first as? Screen)
            flow.watch(screen, as: "MapViewController")
            flow.expect(.navigation(.setStack(["MapViewController"])))
            XCTAssertEqual(screen.title, "Venues near Amsterdam", "loaded by the navigation controller")

            XCTAssertTrue(screen.handle(.down))
            XCTAssertTrue(screen.handle(.enter))
            let input = try XCTUnwrap(builder.inputs.first)
            flow.expect(.childStarted(builder: "VenueDetails", input: String(describing: input)))
            do {
                let opened = try XCTUnwrap(builder.lastCoordinator)
                flow.watch(opened, as: "the VenueDetails flow")
                let venue = SavedVenue(
                    id: input.venueID, name: input.venueName, category: nil, city: nil, savedAt: Fixtures.now)
                try saved.set(venue, saved: true)  // what the opened details do when asked
                XCTAssertTrue(
                    screen.frame(size: .init(columns: 80, rows: 40)).lines.contains { $0.text.hasPrefix(">♥2.") },
                    "the list marks the saved venue")
                opened.finish()
            }
            XCTAssertNil(builder.lastCoordinator, "the finished child coordinator is freed")

            XCTAssertTrue(screen.handle(command: Command(name: "open", argument: "99")))
            XCTAssertTrue(
                screen.frame(size: .init(columns: 80, rows: 40)).lines.contains {
                    $0.text == "No venue numbered 99; choose 1–40."
                })
            XCTAssertFalse(screen.handle(command: Command(name: "tips")), "commands for other screens are refused")
            XCTAssertFalse(screen.commands.contains { $0.name == "tips" }, "and not declared here")

            XCTAssertTrue(screen.handle(command: Command(name: "open", argument: "3")))
            flow.expect(.childStarted(builder: "VenueDetails", input: String(describing: builder.inputs[1])))
        }
        flow.finish()
    }

    func testAFailingChildIsShownOnTheStatusLineAndMapKeepsOpeningVenues() async throws {
        let builder = FakeVenueDetailsBuilder()
        builder.failures = [VenueDataError.noConnection("the details service is down")]
        let navigation = RecordingNavigationController()
        let module = try startMap(builder, navigation: navigation)
        let subscription = module.coordinator.start().subscribe(onError: { XCTFail("Map's flow failed: \($0)") })
        defer { subscription.dispose() }
        let screen = try XCTUnwrap(navigation.viewControllers.first as? Screen)

        XCTAssertTrue(screen.handle(command: Command(name: "open", argument: "1")), "the child fails as it starts")
        XCTAssertEqual(
            screen.status, "Could not open the venue: \(VenueDataError.noConnection("the details service is down"))")
        XCTAssertTrue(module.coordinator.childCoordinators.isEmpty)

        XCTAssertTrue(screen.handle(command: Command(name: "open", argument: "2")), "the next venue opens")
        XCTAssertNil(screen.status, "and the notice is gone")
        XCTAssertEqual(module.coordinator.childCoordinators.count, 1)
        builder.lastCoordinator?.fail(VenueDataError.noConnection("offline"))
        XCTAssertEqual(
            screen.status, "Could not open the venue: \(VenueDataError.noConnection("offline"))",
            "a child that fails while running is shown too")
        XCTAssertTrue(module.coordinator.childCoordinators.isEmpty, "and released")

        XCTAssertTrue(screen.handle(command: Command(name: "open", argument: "3")))
        XCTAssertEqual(builder.inputs.map(\.venueName).count, 3, "Map still opens venues")
        XCTAssertEqual(module.coordinator.childCoordinators.count, 1)
        XCTAssertEqual(navigation.actions, [.setStack(["MapViewController"])], "the fake children push nothing")
    }

    func testALinkSetsTheListThenOpensTheVenueThroughTheBuilderAndHandsOnTheRest() async throws {
        let builder = FakeVenueDetailsBuilder()
        let navigation = RecordingNavigationController()
        let module = try startMap(builder, navigation: navigation)
        let subscription = module.coordinator.start().subscribe(onError: { XCTFail("the Map flow failed: \($0)") })
        defer { subscription.dispose() }
        let map = try XCTUnwrap(module.coordinator as? LinkFollowing)
        let screen = try XCTUnwrap(navigation.viewControllers.first as? Screen)

        let rest = try await map.follow(
            "venues://near/Berlin/venue/5a0000182d33b4ba626e3765/tips?filter=Bakery&sort=liked",
            routes: [MapLinks.near, VenueDetailsLinks.venue])
        XCTAssertEqual(screen.address.description, "venues://near/Berlin?filter=Bakery", "the list behind the venue")
        XCTAssertEqual(builder.inputs.map(\.venueID), ["5a0000182d33b4ba626e3765"], "built as the venue command builds")
        XCTAssertEqual(module.coordinator.childCoordinators.count, 1, "and run as Map's child")
        XCTAssertEqual(Array(rest.path), ["tips"], "the child's pieces are left for it (this one follows no links)")
        XCTAssertEqual(rest.query, [.init("sort", "liked")])

        builder.lastCoordinator?.finish()
        let untaken = try await map.follow("venues://near/Lisbon/maps", routes: [MapLinks.near])
        XCTAssertEqual(screen.title, "Venues near Lisbon")
        XCTAssertEqual(untaken.unfinished?.reason, "no screen on the way opens \"maps\"")
        XCTAssertEqual(builder.inputs.count, 1, "it opened nothing")

        let twice = try await map.follow("venues://near/Lisbon/near/Berlin", routes: [MapLinks.near])
        XCTAssertNil(twice.unfinished, "Map takes every near/CITY in turn")
        XCTAssertEqual(screen.address.description, "venues://near/Berlin", "the last city wins")
    }
}
