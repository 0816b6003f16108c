import Core
import Shared
import VenuesApp
import XCTest

@MainActor
final class LineShellTests: XCTestCase {
    private func run(
        _ lines: [String], city: String = "Amsterdam", features: [ScaffoldedFeature]? = nil
    ) async throws -> [String] {
        let component = try AppComponent.live(environment: ["XDG_DATA_HOME": scratchDirectory().path])
        let session = AppSession(component: component, city: city, features: features)
        var output: [String] = []
        let shell = LineShell(session: session) { output.append($0) }
        await shell.start()
        for line in lines where await !shell.handle(line: line) { break }
        return output
    }

    func testTheJourneyShowsEachScreen() async throws {
        let output = try await run(["open 1", "tips", "back", "back", "search museum", "quit", "list"])
        XCTAssertEqual(output.count, 6, "the first screen, then one print per command, none after quit")
        XCTAssertTrue(output[0].hasPrefix("Venues near Amsterdam\n"))
        XCTAssertTrue(output[0].contains("> 1. Sparrow Bakery · Bakery · 88 m · 6.2/10"))
        XCTAssertTrue(output[0].contains("status: Embedded data (no API key)"))
        XCTAssertTrue(output[1].hasPrefix("Sparrow Bakery\nBakery"), output[1])
        XCTAssertTrue(output[1].contains("Top tips ("))
        XCTAssertTrue(output[2].hasPrefix("Tips · Sparrow Bakery\nNewest first"), output[2])
        XCTAssertTrue(output[3].hasPrefix("Sparrow Bakery\n"))
        XCTAssertTrue(output[4].hasPrefix("Venues near Amsterdam\n"))
        XCTAssertTrue(output[5].contains("Search: museum"))
        XCTAssertTrue(output[5].contains("Museum ·"))
    }

    func testBadCommandsPrintOneLineAndTheSessionGoesOn() async throws {
        let output = try await run(["fly", "open", "tips", "open 99", "near Atlantis", "help", "open 1"])
        XCTAssertEqual(output[1], "error: unknown command \"fly\"; type help for the list\n")
        XCTAssertEqual(output[2], "error: open needs a venue number from the list; try: open 1\n")
        XCTAssertEqual(output[3], "error: \"tips\" does not apply to Venues near Amsterdam; type help for the list\n")
        XCTAssertTrue(output[4].contains("No venue numbered 99; choose 1–40."))
        XCTAssertTrue(output[5].contains("Unknown place \"Atlantis\". Known places: Amsterdam, Berlin, Lisbon."))
        XCTAssertTrue(output[5].hasPrefix("Venues near Amsterdam\n"), "a bad city loses nothing")
        XCTAssertTrue(output[6].contains("open N"))
        XCTAssertTrue(output[7].hasPrefix("Sparrow Bakery\n"), "and the next command works")
    }

    func testSavingIsMarkedOnTheMap() async throws {
        let output = try await run(["open 2", "save", "back"])
        XCTAssertTrue(output[2].contains("♥ saved"))
        XCTAssertTrue(output[3].contains(" ♥2. "), output[3])
    }

    func testGoNamesTheFeaturesThereAre() async throws {
        let output = try await run(["go Favorites", "go saved"], city: "Berlin")
        XCTAssertEqual(output[1], "error: no feature called \"Favorites\" (features: Saved)\n")
        XCTAssertTrue(output[2].hasPrefix("Saved venues\n"), "names match case-insensitively")
    }

    func testGoWithoutFeaturesSaysHowToAddOne() async throws {
        let output = try await run(["go Favorites"], city: "Berlin", features: [])
        XCTAssertEqual(
            output.last,
            "error: no feature called \"Favorites\" (features: none yet; add one with swift run scaffold feature NAME)\n"
        )
    }

    func testAFeatureThatFailsToOpenIsReportedAndTheAppGoesOn() async throws {
        var attempts = 0
        let flaky = ScaffoldedFeature(name: "Flaky") { _ throws(BuildError) in
            attempts += 1
            throw BuildError(module: "Flaky", reason: "attempt \(attempts) failed")
        }
        let output = try await run(["go flaky", "open 1", "go Flaky"], features: [flaky])
        XCTAssertEqual(output[1], "error: Cannot build Flaky: attempt 1 failed\n")
        XCTAssertTrue(output[2].hasPrefix("Venues near Amsterdam\n"), "the screen under it is printed as it is")
        XCTAssertTrue(output[3].hasPrefix("Sparrow Bakery\n"), "and the app goes on")
        XCTAssertEqual(output[4], "error: Cannot build Flaky: attempt 2 failed\n")
        XCTAssertFalse(output[3].contains("status: Cannot build"), "a printed notice is not repeated")
    }

    func testAnErrorNoOneHandlesIsReportedNotDropped() async throws {
        let previous = Hooks.defaultErrorHandler
        defer { Hooks.defaultErrorHandler = previous }
        let session = AppSession(
            component: try AppComponent.live(environment: ["XDG_DATA_HOME": scratchDirectory().path]), city: "Berlin")
        var output: [String] = []
        let shell = LineShell(session: session) { output.append($0) }
        await shell.start()
        session.reportUnhandledErrors()

        _ = Observable<Int>.error(VenueDataError.noConnection("offline")).subscribe()
        for _ in 0..<100 where output.last?.hasPrefix("error:") != true {
            await Task.yield()
        }
        XCTAssertEqual(output.last, "error: \(VenueDataError.noConnection("offline"))\n")
    }
}
