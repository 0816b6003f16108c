import Core
import Shared
import VenuesApp
import XCTest

final class LineShellTests: XCTestCase {
    private func run(_ lines: [String], city: String = "Amsterdam") throws -> [String] {
        let component = try AppComponent.live(environment: [:])
        let session = AppSession(component: component, city: city)
        var output: [String] = []
        let shell = LineShell(session: session) { output.append($0) }
        try shell.start()
        for line in lines where !shell.handle(line: line) { break }
        return output
    }

    func testTheJourneyShowsEachScreen() throws {
        let output = try run(["open 1", "tips", "back", "back", "search museum", "quit", "list"])
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

    func testBadCommandsPrintOneLineAndTheSessionGoesOn() throws {
        let output = try run(["fly", "open", "tips", "open 99", "near Atlantis", "help", "open 1"])
        XCTAssertEqual(output[1], "error: unknown command \"fly\"; type help for the list\n")
        XCTAssertEqual(output[2], "error: open needs a venue number from the list; try: open 1\n")
        XCTAssertEqual(output[3], "error: \"tips\" does not apply to Venues near Amsterdam; type help for the list\n")
        XCTAssertTrue(output[4].contains("No venue numbered 99; choose 1–40."))
        XCTAssertTrue(output[5].contains("Unknown place \"Atlantis\". Known places: Amsterdam, Berlin, Lisbon."))
        XCTAssertTrue(output[5].hasPrefix("Venues near Amsterdam\n"), "a bad city loses nothing")
        XCTAssertTrue(output[6].contains("open N"))
        XCTAssertTrue(output[7].hasPrefix("Sparrow Bakery\n"), "and the next command works")
    }

    func testSavingIsMarkedOnTheMap() throws {
        let output = try run(["open 2", "save", "back"])
        XCTAssertTrue(output[2].contains("♥ saved"))
        XCTAssertTrue(output[3].contains(" ♥2. "), output[3])
    }
}

final class ScaffoldedFeatureCommandTests: XCTestCase {
    func testGoWithoutFeaturesSaysHowToAddOne() throws {
        let session = AppSession(component: try AppComponent.live(environment: [:]), city: "Berlin")
        var output: [String] = []
        let shell = LineShell(session: session) { output.append($0) }
        try shell.start()
        _ = shell.handle(line: "go Favorites")
        XCTAssertEqual(output.last, "error: no feature called \"Favorites\" (features: none yet; add one with swift run scaffold feature NAME)\n")
    }
}
