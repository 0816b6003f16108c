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
final class SavedBuilderTests: LeakCheckedTestCase {
    func testBuilderCoordinatorPushesPopsAndFreesEverything() async throws {
        final class Root: Presentable {}
        let flow = FlowTest(root: Root())
        let details = FakeVenueDetailsBuilder()
        flow.record(details, as: "VenueDetails")
        do {
            let dependency = Dependency(savedVenues: FakeSavedVenues(savedList), venueDetailsBuilder: details)
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
}
