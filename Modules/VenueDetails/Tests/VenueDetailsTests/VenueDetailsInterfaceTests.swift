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

final class VenueDetailsInterfaceTests: XCTestCase {
    func testTheDetailsScreensAddressIsTheVenueIDAndTipsFollowIt() {
        XCTAssertEqual(
            VenueDetailsInput(venueID: "4b/0e", venueName: "Café").address.description, "venues://venue/4b%2F0e")
        XCTAssertEqual(VenueDetailsInput.edge.link.piece, "venue", "the one venue edge: Map's and Saved's too")
        XCTAssertEqual(
            FeatureManifest.venueDetails.edges.map(\.link.piece), VenueDetailsRoute.edges.map(\.link.piece),
            "its route's edges")
        XCTAssertTrue(
            FeatureManifest.venueDetails.edges.contains { $0.feature == FeatureManifest.tips.name }, "among them tips")
        XCTAssertEqual(TipsInput.edge.link.piece, "tips", "and Tips declares the piece that opens it")
        XCTAssertEqual(
            VenueDetailsCommand.specs.map(\.name), ["tips", "maps", "save", "back"],
            "the words the screen takes, each handled by the switch over VenueDetailsCommand")
    }

    /// What VenueDetails's links ask of the app's container when they are checked: the venue
    /// repository alone. A check that starts resolving anything else fails this test, naming the
    /// service, until the test registers it (and the app's container test shows the app has it).
    func testItsLinkChecksResolveOnlyWhatTheContainerRegisters() throws {
        let container = Container.failingOnUnregistered()
        container.register(VenueRepository.self) { _ in FakeVenueRepository(venues: [venue()]) }
        try container.validate()
        for route in FeatureManifest.venueDetails.routes + FeatureManifest.venueDetails.edges.map(\.link) {
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
