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
final class SavedCoordinatorTests: LeakCheckedTestCase {
    func testOpeningUnsavingAndAFailingDetailsFlow() async throws {
        let store = FakeSavedVenues(savedList)
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

    func testALinkOpensASavedVenueThroughTheBuilderAndHandsItTheRest() async throws {
        let details = FakeVenueDetailsBuilder()
        let navigation = RecordingNavigationController()
        let parent = BaseCoordinator<Void>()
        let module = SavedBuilder(
            dependency: Dependency(savedVenues: FakeSavedVenues(savedList), venueDetailsBuilder: details)
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
