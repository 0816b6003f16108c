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
final class MapInterfaceTests: LeakCheckedTestCase {
    func testMapsRoutesAndAddressNameCitiesAndVenueIDsAndCheckThemFirst() async throws {
        XCTAssertEqual(
            MapInput.address(city: "Berlin", search: "coffee", category: "Bakery").description,
            "venues://near/Berlin?search=coffee&filter=Bakery")
        XCTAssertEqual(MapInput.address(city: "Lisbon", search: "", category: nil).description, "venues://near/Lisbon")
        let manifest = FeatureManifest.map
        XCTAssertEqual(manifest.routes.map(\.piece), ["near"], "Map's own piece")
        XCTAssertEqual(manifest.edges.map(\.link.piece), MapRoute.edges.map(\.link.piece), "its route's edges")
        XCTAssertTrue(
            manifest.edges.contains { $0.feature == FeatureManifest.venueDetails.name }, "among them venue/ID")
        XCTAssertEqual(manifest.queries.map(\.name), ["search", "filter"])
        XCTAssertEqual(MapCommand.specs.map(\.name), ["list", "open", "search", "filter", "near", "venue"])
        let repository = Container()
        repository.register(VenueRepository.self) { [embedded = try embedded()] _ in embedded }
        let venue = try XCTUnwrap(VenueDetailsLinks.venue.check)
        XCTAssertNil(try venue("5a0000182d33b4ba626e3765", repository).toBlocking().single())
        XCTAssertThrowsError(try venue("nope", repository).toBlocking().single())
        let near = try XCTUnwrap(MapLinks.near.check)
        XCTAssertNil(try near("Berlin", repository).toBlocking().single(), "a city with venues")
        XCTAssertThrowsError(try near("Atlantis", repository).toBlocking().single())
        XCTAssertThrowsError(try near("Berlin", Container()).toBlocking().single(), "no venues to check against") {
            XCTAssertTrue("\($0)".contains("VenueRepository"), "the error names the missing service: \($0)")
        }
    }

    /// What Map's links ask of the app's container when they are checked: the venue repository
    /// alone. A check that starts resolving anything else fails this test, naming the service,
    /// until the test registers it (and the app's container test shows the app has it).
    func testItsLinkChecksResolveOnlyWhatTheContainerRegisters() async throws {
        let container = Container.failingOnUnregistered()
        container.register(VenueRepository.self) { _ in
            FakeVenueRepository(venues: [Fixtures.venue()], cities: [Fixtures.amsterdam])
        }
        try container.validate()
        for route in FeatureManifest.map.routes + FeatureManifest.map.edges.map(\.link) {
            do {
                _ = try route.check?("Amsterdam", container).toBlocking(timeout: 5).single()
            } catch RxError.timeout {
                XCTFail("the check of \(route.piece) never answered")
            } catch {
                // Refusing a sample value with the data's error (`venue/Amsterdam` is no venue) is
                // the check's answer, which is not this test's: only what the check resolves is.
            }
        }
    }
}
