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
}
