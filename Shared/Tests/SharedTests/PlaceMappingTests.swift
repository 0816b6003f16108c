import Foundation
import Shared
import XCTest

@testable import SharedLive

final class PlaceMappingTests: XCTestCase {
    private func tip(_ createdAt: String) throws -> TipDTO {
        try PlacesDecoder.decode(
            TipDTO.self,
            from: Data(
                #"{"fsq_tip_id": "t", "created_at": "\#(createdAt)", "text": "Great", "user": {"fsq_user_id": "u", "name": "Ana"}}"#
                    .utf8))
    }

    func testDatesAreReadWithOrWithoutFractionalSecondsAndATipWithoutOneIsDropped() throws {
        XCTAssertEqual(PlaceMapping.date("2024-03-01T10:00:00Z"), Date(timeIntervalSince1970: 1_709_287_200))
        XCTAssertEqual(PlaceMapping.date("2024-03-01T10:00:00.500Z"), Date(timeIntervalSince1970: 1_709_287_200.5))
        XCTAssertNil(PlaceMapping.date("yesterday"))
        let mapped = try XCTUnwrap(PlaceMapping.tip(try tip("2024-03-01T10:00:00Z")))
        XCTAssertEqual(mapped.author?.name, "Ana")
        XCTAssertEqual(mapped.likes, 0, "no agree count is no likes")
        XCTAssertNil(PlaceMapping.tip(try tip("someday")), "rather than shown with a wrong date")
    }

    func testAPlaceWithOnlyItsRequiredFieldsBecomesAVenueWithEmptyDefaults() throws {
        let place = try PlacesDecoder.decode(
            PlaceDTO.self,
            from: Data(
                #"{"fsq_place_id": "p", "name": "Kiosk", "latitude": 52.5, "longitude": 13.4, "categories": [{"fsq_category_id": "c", "name": "Newsstand"}]}"#
                    .utf8))
        let venue = PlaceMapping.venue(place)
        XCTAssertEqual(venue.coordinate, Coordinate(latitude: 52.5, longitude: 13.4))
        XCTAssertEqual(venue.primaryCategory?.shortName, "Newsstand", "a missing short name is the name")
        XCTAssertFalse(venue.isVerified)
        XCTAssertNil(venue.hours)
        XCTAssertEqual(venue.photos, [])
        XCTAssertNil(venue.distance)
    }
}
