import Core
import CoreTesting
import Foundation
import Shared
import SharedLive
import SharedTesting
import XCTest

final class PlacesAPIClientTests: XCTestCase {
    private var server: LoopbackHTTPServer!

    override func setUpWithError() throws {
        try super.setUpWithError()
        server = LoopbackHTTPServer()
        try server.start()
    }

    override func tearDown() {
        server.stop()
        server = nil
        super.tearDown()
    }

    private func client(timeout: TimeInterval = 5) -> PlacesAPIClient {
        PlacesAPIClient(
            configuration: PlacesAPIConfiguration(apiKey: "secret-key-123", baseURL: server.baseURL, timeout: timeout))
    }

    /// Waits for a Single's outcome; the client's own timeout bounds every case.
    private func outcome<T: Sendable>(_ single: Single<T>) -> Result<T, Error>? {
        let done = expectation(description: "outcome")
        let box = LockedBox<Result<T, Error>?>(nil)
        let subscription = single.subscribe { result in
            box.set(result)
            done.fulfill()
        }
        wait(for: [done], timeout: 10)
        subscription.dispose()
        return box.value
    }

    private let placeJSON = #"""
        {"fsq_place_id":"abc123","name":"Harbour Roasters","latitude":52.37,"longitude":4.89,
         "categories":[{"fsq_category_id":"13035","name":"Coffee Shop","short_name":"Coffee","plural_name":"Coffee Shops"}],
         "location":{"address":"Damrak 1","locality":"Amsterdam","formatted_address":"Damrak 1, 1012 Amsterdam"},
         "distance":120,"rating":8.4,"verified":true,
         "hours":{"display":"Mon–Sun 08:00–18:00","open_now":true,"regular":[{"day":1,"open":"0800","close":"1800"}]},
         "photos":[{"fsq_photo_id":"p1","created_at":"2025-01-02T10:00:00.000Z","prefix":"https://img/","suffix":"/a.jpg","width":100,"height":80}],
         "tips":[{"fsq_tip_id":"t1","created_at":"2025-03-04T10:00:00.000Z","text":"Great espresso.","agree_count":4}]}
        """#

    func testSearchSendsKeyVersionAndQueryAndMapsTheResults() throws {
        server.route("/places/search", json: #"{"results":[\#(placeJSON)]}"#)
        let result = outcome(
            client().search(
                VenueQuery(
                    location: .coordinate(Coordinate(latitude: 52.37, longitude: 4.89)), text: "coffee", limit: 10)))
        let venues = try XCTUnwrap(try result?.get())
        XCTAssertEqual(venues.map(\.name), ["Harbour Roasters"])
        XCTAssertEqual(venues.first?.distance, 120)
        XCTAssertEqual(venues.first?.tips.first?.likes, 4)
        XCTAssertNil(venues.first?.tips.first?.author)
        XCTAssertEqual(venues.first?.hours?.periods.count, 1)

        let request = try XCTUnwrap(server.requests.first)
        XCTAssertEqual(request.headers["authorization"], "Bearer secret-key-123")
        XCTAssertEqual(request.headers["x-places-api-version"], PlacesAPIConfiguration.apiVersion)
        XCTAssertEqual(request.query["ll"], "52.37,4.89")
        XCTAssertEqual(request.query["query"], "coffee")
        XCTAssertEqual(request.query["limit"], "10")
    }

    func testSearchNearAPlaceName() {
        server.route("/places/search", json: #"{"results":[]}"#)
        _ = outcome(client().search(VenueQuery(location: .place("Lisbon"))))
        XCTAssertEqual(server.requests.first?.query["near"], "Lisbon")
    }

    func testSearchResultsAreListedNearestFirst() throws {
        func place(_ id: String, distance: Int?) -> String {
            let measured = distance.map { #","distance":\#($0)"# } ?? ""
            return #"{"fsq_place_id":"\#(id)","name":"\#(id)","latitude":1,"longitude":2\#(measured)}"#
        }
        let places = [place("far", distance: 900), place("unknown", distance: nil), place("near", distance: 50)]
        server.route("/places/search", json: #"{"results":[\#(places.joined(separator: ","))]}"#)
        let venues = try XCTUnwrap(try outcome(client().search(VenueQuery(location: .place("Berlin"))))?.get())
        XCTAssertEqual(venues.map(\.id), ["near", "far", "unknown"])
    }

    func testDetailsTipsAndPhotos() throws {
        server.route("/places/abc123", json: placeJSON)
        server.route(
            "/places/abc123/tips",
            json: #"[{"fsq_tip_id":"t9","created_at":"2025-05-06T07:08:09Z","text":"Quiet mornings.","agree_count":2}]"#
        )
        server.route(
            "/places/abc123/photos",
            json: #"[{"fsq_photo_id":"p9","prefix":"https://img/","suffix":"/b.jpg","width":10,"height":20}]"#)
        XCTAssertEqual(try outcome(client().venue(id: "abc123"))?.get().name, "Harbour Roasters")
        XCTAssertEqual(try outcome(client().tips(venueID: "abc123"))?.get().map(\.text), ["Quiet mornings."])
        XCTAssertEqual(
            try outcome(client().photos(venueID: "abc123"))?.get().first?.url(size: "300x300"),
            "https://img/300x300/b.jpg")
    }

    private func failure<T: Sendable>(_ single: Single<T>) -> VenueDataError? {
        guard case .failure(let error)? = outcome(single) else { return nil }
        return error as? VenueDataError
    }

    func testUnauthorized() {
        server.route("/places/search", status: 401, json: #"{"message":"Invalid key"}"#)
        XCTAssertEqual(failure(client().search(VenueQuery(location: .place("Berlin")))), .unauthorized)
    }

    func testRateLimitedCarriesRetryAfter() {
        server.route("/places/search", status: 429, json: "{}", headers: ["Retry-After": "30"])
        XCTAssertEqual(
            failure(client().search(VenueQuery(location: .place("Berlin")))), .rateLimited(retryAfterSeconds: 30))
    }

    func testServerError() {
        server.route("/places/search", status: 500, json: "{}")
        XCTAssertEqual(failure(client().search(VenueQuery(location: .place("Berlin")))), .server(status: 500))
    }

    func testNotFoundDetails() {
        XCTAssertEqual(failure(client().venue(id: "nope")), .notFound(venueID: "nope"))
    }

    func testMalformedJSONNamesTheField() {
        server.route(
            "/places/search", json: #"{"results":[{"fsq_place_id":"a","name":"A","latitude":"north","longitude":1}]}"#)
        XCTAssertEqual(
            failure(client().search(VenueQuery(location: .place("Berlin")))),
            .decoding(field: "results[0].latitude", reason: "expected Double"))
    }

    func testSlowResponsePastTheTimeout() {
        server.route("/places/search", .hang)
        XCTAssertEqual(failure(client(timeout: 1).search(VenueQuery(location: .place("Berlin")))), .timeout)
        XCTAssertEqual(
            server.requests.map(\.path), ["/places/search"], "the request reached the server, which never answered")
    }

    func testNoConnection() throws {
        let closed = LoopbackHTTPServer()
        try closed.start()
        let url = closed.baseURL
        closed.stop()
        let offline = PlacesAPIClient(configuration: PlacesAPIConfiguration(apiKey: "k", baseURL: url, timeout: 5))
        guard case .noConnection? = failure(offline.search(VenueQuery(location: .place("Berlin")))) else {
            return XCTFail("expected noConnection")
        }
    }

    func testTheClientNeverPrintsTheKey() {
        let configuration = PlacesAPIConfiguration(apiKey: "secret-key-123", baseURL: server.baseURL)
        XCTAssertFalse("\(PlacesAPIClient(configuration: configuration))".contains("secret-key-123"))
    }
}
