import Foundation
import Shared
import XCTest

@testable import SharedLive

final class PlacesDecoderTests: XCTestCase {
    private func failure(_ json: String) -> VenueDataError? {
        do {
            _ = try PlacesDecoder.decode(PlaceDTO.self, from: Data(json.utf8))
            return nil
        } catch { return error }
    }

    /// Each kind of failure names the field by its path and says what was wrong with it.
    func testAFailureNamesTheFieldsPathAndWhatWasWrong() {
        XCTAssertEqual(
            failure(#"{"name": "Kiosk", "latitude": 1, "longitude": 2}"#),
            .decoding(field: "fsq_place_id", reason: "missing"))
        XCTAssertEqual(
            failure(#"{"fsq_place_id": "p", "name": "Kiosk", "latitude": "north", "longitude": 2}"#),
            .decoding(field: "latitude", reason: "expected Double"))
        XCTAssertEqual(
            failure(
                #"{"fsq_place_id": "p", "name": "K", "latitude": 1, "longitude": 2, "categories": [{"name": "x"}]}"#),
            .decoding(field: "categories[0].fsq_category_id", reason: "missing"))
        XCTAssertEqual(
            failure(#"{"fsq_place_id": "p", "name": null, "latitude": 1, "longitude": 2}"#),
            .decoding(field: "name", reason: "expected String, found null"))
        XCTAssertEqual(failure("not json"), .decoding(field: "(body)", reason: "not valid JSON"))
    }
}
