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

final class SavedInterfaceTests: XCTestCase {
    func testTheSavedScreensAddressAndItsVenueRoute() {
        XCTAssertEqual(FeatureEntry.savedAddress.description, "venues://saved")
        XCTAssertEqual(FeatureEntry.saved.command.name, "saved", "the root opens it by the piece it is linked by")
        XCTAssertEqual(
            FeatureManifest.saved.edges.map(\.link.piece), SavedRoute.edges.map(\.link.piece), "its route's edges")
        XCTAssertTrue(
            FeatureManifest.saved.edges.contains { $0.feature == FeatureManifest.venueDetails.name },
            "among them venue/ID")
    }

    /// What Saved's links ask of the app's container when they are checked: the venue repository
    /// alone (`venue/ID` checks the venue exists). A check that starts resolving anything else
    /// fails this test, naming the service, until the test registers it (and the app's container
    /// test shows the app has it).
    func testItsLinkChecksResolveOnlyWhatTheContainerRegisters() throws {
        let container = Container.failingOnUnregistered()
        container.register(VenueRepository.self) { _ in FakeVenueRepository(venues: [Fixtures.venue()]) }
        try container.validate()
        for route in FeatureManifest.saved.routes + FeatureManifest.saved.edges.map(\.link) {
            do {
                _ = try route.check?("v1", container).toBlocking(timeout: 5).single()
            } catch RxError.timeout {
                XCTFail("the check of \(route.piece) never answered")
            } catch {
                // Refusing a sample value with the data's error (`venue/Amsterdam` is no venue) is
                // the check's answer, which is not this test's: only what the check resolves is.
            }
        }
    }
}
