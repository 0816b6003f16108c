import Foundation
import SharedTesting
import XCTest

/// A piped script on live data, served by a slow loopback Places API: each command must act
/// on the screen the previous one produced, as on the embedded data.
final class LiveScriptTests: XCTestCase {
    private var server: LoopbackHTTPServer!
    private var cache: URL!

    override func setUpWithError() throws {
        try super.setUpWithError()
        server = LoopbackHTTPServer()
        try server.start()
        cache = FileManager.default.temporaryDirectory.appendingPathComponent("venues-live-\(UUID().uuidString)")
    }

    override func tearDown() {
        server.stop()
        try? FileManager.default.removeItem(at: cache)
        super.tearDown()
    }

    private func place(_ id: String, _ name: String, distance: Int) -> String {
        #"""
        {"fsq_place_id":"\#(id)","name":"\#(name)","latitude":52.37,"longitude":4.89,
         "categories":[{"fsq_category_id":"13035","name":"Coffee Shop","short_name":"Coffee","plural_name":"Coffee Shops"}],
         "location":{"address":"Damrak 1","locality":"Amsterdam","formatted_address":"Damrak 1, 1012 Amsterdam"},
         "distance":\#(distance),"rating":8.4,"verified":true,
         "tips":[{"fsq_tip_id":"t1","created_at":"2025-03-04T10:00:00.000Z","text":"Great espresso.","agree_count":4}]}
        """#
    }

    private func serve(delay seconds: Double) {
        func slow(_ json: String) -> LoopbackHTTPServer.Reply {
            .delayed(
                seconds: seconds,
                .respond(status: 200, headers: ["Content-Type": "application/json"], body: Data(json.utf8)))
        }
        // Out of order on purpose: the app lists the nearest first.
        server.route(
            "/places/search",
            slow(
                #"{"results":[\#(place("far", "Canal Books", distance: 900)),\#(place("p1", "Harbour Roasters", distance: 120))]}"#
            ))
        server.route("/places/p1", slow(place("p1", "Harbour Roasters", distance: 120)))
        server.route(
            "/places/p1/tips",
            slow(#"[{"fsq_tip_id":"t9","created_at":"2025-05-06T07:08:09Z","text":"Quiet mornings.","agree_count":2}]"#)
        )
    }

    /// Runs the app on the loopback API. Each screen waits for its answer (up to a minute,
    /// not the shell's 15 s), so a loaded machine slows the run down without changing what it
    /// prints; a test that means to time out says `--wait` itself.
    private func live(_ arguments: [String] = [], input: String) throws -> Run {
        let waits = arguments.contains("--wait") ? arguments : ["--wait", "60"] + arguments
        return try runVenues(
            waits, input: input,
            environment: [
                "FOURSQUARE_API_KEY": "test-key", "VENUES_API_BASE_URL": server.baseURL.absoluteString,
                "XDG_CACHE_HOME": cache.path, "XDG_DATA_HOME": cache.path,
            ], within: 180)
    }

    func testThePipedScriptWaitsForEachScreenOnASlowAPI() throws {
        serve(delay: 0.4)
        let run = try live(input: "list\nopen 1\ntips\nquit\n")
        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertFalse(run.output.contains("error:"), run.output)
        let printed = screens(in: run.output)
        // Checked before indexing: a run that printed too little fails here and the suite goes on.
        guard printed.count == 4 else {
            return XCTFail("expected the first screen, then one per command before quit: \(run.output)\n\(run.errors)")
        }
        XCTAssertTrue(printed[0].contains("> 1. Harbour Roasters"), "loaded, nearest first: \(printed[0])")
        XCTAssertTrue(printed[1].hasPrefix("Venues near Amsterdam"))
        XCTAssertTrue(printed[2].hasPrefix("Harbour Roasters\nCoffee Shop"), printed[2])
        XCTAssertTrue(printed[3].hasPrefix("Tips · Harbour Roasters"), printed[3])
        XCTAssertTrue(printed[3].contains("Quiet mornings."))
        XCTAssertEqual(server.requests.map(\.path), ["/places/search", "/places/p1", "/places/p1/tips"])

        // The same script on the embedded data prints the same screens, one for one.
        let embedded = try runVenues([], input: "list\nopen 1\ntips\nquit\n")
        let offline = screens(in: embedded.output)
        let kinds = { (screens: [String]) in
            screens.map { screen -> String in
                if screen.hasPrefix("Venues near Amsterdam") { return "map" }
                if screen.hasPrefix("Tips · ") { return "tips" }
                return screen.contains("t all tips · m maps") ? "details" : "other"
            }
        }
        XCTAssertEqual(kinds(printed), ["map", "map", "details", "tips"])
        XCTAssertEqual(kinds(offline), kinds(printed))
    }

    func testALinkOpensAVenueTheAPIKnowsEvenWhenItIsNotInTheList() throws {
        serve(delay: 0.1)
        server.route(
            "/places/q7",
            .respond(
                status: 200, headers: ["Content-Type": "application/json"],
                body: Data(place("q7", "Quay Seven", distance: 2_000).utf8)))
        server.route(
            "/places/q7/tips",
            .respond(status: 200, headers: ["Content-Type": "application/json"], body: Data("[]".utf8)))
        let run = try live(
            ["--open", "venues://near/Amsterdam/venue/q7"],
            input: "where\nback\nlink venues://near/Amsterdam/venue/nobody\nwhere\nquit\n")
        XCTAssertEqual(run.status, 0, run.errors)
        let printed = screens(in: run.output)
        XCTAssertTrue(printed.first?.hasPrefix("Quay Seven\n") == true, run.output)
        XCTAssertTrue(run.output.contains("\nvenues://near/Amsterdam/venue/q7\n"), run.output)
        XCTAssertTrue(run.output.contains("error: cannot open venues://near/Amsterdam/venue/nobody:"), run.output)
        XCTAssertTrue(run.output.hasSuffix("venues://near/Amsterdam\n"), "a bad link leaves the list where it was")
    }

    func testWhenTheServiceFailsCachedDataIsShownWithItsAge() throws {
        serve(delay: 0)
        XCTAssertEqual(try live(input: "list\n").status, 0, "a first run fills the cache")
        server.route("/places/search", status: 503, json: "{}")
        let run = try live(input: "list\n")
        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertTrue(
            run.output.contains(
                "error: The venue service failed (HTTP 503). Try again later. "
                    + "Showing data saved just now."), run.output)
        XCTAssertTrue(run.output.contains("> 1. Harbour Roasters"), "the cached list is shown")
    }

    func testAScreenThatNeverLoadsEndsTheWaitWithAMessage() throws {
        server.route("/places/search", .hang)
        let run = try live(["--wait", "1"], input: "list\nquit\n")
        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertTrue(
            run.output.contains(
                "error: Venues near Amsterdam is still loading after 1 s; going on with the next command"),
            run.output)
        XCTAssertTrue(run.output.contains("Loading…"))
    }
}
