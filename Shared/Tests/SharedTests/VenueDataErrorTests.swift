import Shared
import XCTest

/// Every failure reads as a sentence that says what to do, since the status line shows it as is.
final class VenueDataErrorTests: XCTestCase {
    func testEachFailureSaysWhatHappenedAndHowToRecover() {
        XCTAssertEqual(
            VenueDataError.noConnection("offline").description,
            "No connection to the venue service (offline). Check the network and try again.")
        XCTAssertTrue(VenueDataError.unauthorized.description.contains("FOURSQUARE_API_KEY"))
        XCTAssertEqual(
            VenueDataError.rateLimited(retryAfterSeconds: 30).description,
            "Too many requests to the venue service; try again in 30 s.")
        XCTAssertEqual(
            VenueDataError.rateLimited(retryAfterSeconds: nil).description,
            "Too many requests to the venue service; try again shortly.")
        XCTAssertEqual(
            VenueDataError.decoding(field: "results[3].latitude", reason: "missing").description,
            "Unexpected data from the venue service at results[3].latitude: missing.")
        XCTAssertEqual(
            VenueDataError.unknownPlace("Paris", known: ["Amsterdam", "Berlin"]).description,
            "Unknown place \"Paris\". Known places: Amsterdam, Berlin.")
    }
}
