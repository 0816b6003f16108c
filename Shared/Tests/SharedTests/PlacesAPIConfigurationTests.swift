import Foundation
import SharedLive
import XCTest

final class PlacesAPIConfigurationTests: XCTestCase {
    private let baseURL = URL(fileURLWithPath: "/")

    func testTheKeyIsNeverPrinted() {
        let configuration = PlacesAPIConfiguration(apiKey: "secret-key-123", baseURL: baseURL)
        XCTAssertFalse("\(configuration)".contains("secret-key-123"))
        XCTAssertFalse(String(reflecting: configuration).contains("secret-key-123"))
    }

    func testTimeoutsAreWholeSeconds() {
        XCTAssertEqual(PlacesAPIConfiguration(apiKey: "k", baseURL: baseURL, timeout: 0.5).timeout, 1)
        XCTAssertEqual(PlacesAPIConfiguration(apiKey: "k", baseURL: baseURL, timeout: 2.2).timeout, 3)
    }

    func testConfigurationFromEnvironment() {
        XCTAssertNil(PlacesAPIConfiguration.fromEnvironment([:]))
        XCTAssertNil(PlacesAPIConfiguration.fromEnvironment(["FOURSQUARE_API_KEY": "  "]))
        let live = PlacesAPIConfiguration.fromEnvironment(["FOURSQUARE_API_KEY": "k"])
        XCTAssertEqual(live?.baseURL.absoluteString, PlacesAPIConfiguration.defaultBaseURL)
        let local = PlacesAPIConfiguration.fromEnvironment([
            "FOURSQUARE_API_KEY": "k", "VENUES_API_BASE_URL": "http://127.0.0.1:9",
        ])
        XCTAssertEqual(local?.baseURL.absoluteString, "http://127.0.0.1:9")
    }
}
