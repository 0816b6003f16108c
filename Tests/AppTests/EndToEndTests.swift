import Foundation
import XCTest

/// The built `venues` binary, run as a user would.
final class EndToEndTests: XCTestCase {
    func testLineModeJourney() throws {
        let run = try runVenues([], input: "list\nopen 1\ntips\nback\nback\nsearch museum\nquit\n")
        XCTAssertEqual(run.status, 0, run.errors)
        let screens = screens(in: run.output)
        guard screens.count == 7 else {
            return XCTFail("expected the first screen and one per command before quit: \(run.output)\n\(run.errors)")
        }
        XCTAssertTrue(screens[1].hasPrefix("Venues near Amsterdam"))
        XCTAssertTrue(screens[2].hasPrefix("Sparrow Bakery"))
        XCTAssertTrue(screens[3].hasPrefix("Tips · Sparrow Bakery"))
        XCTAssertTrue(screens[4].hasPrefix("Sparrow Bakery"))
        XCTAssertTrue(screens[5].hasPrefix("Venues near Amsterdam"))
        XCTAssertTrue(screens[6].contains("Search: museum"))
        XCTAssertFalse(run.output.contains("\u{1B}["), "line mode prints no escape codes")
    }

    func testEndOfInputQuitsCleanly() throws {
        let run = try runVenues(["--near", "berlin"], input: "open 3\n")
        XCTAssertEqual(run.status, 0)
        XCTAssertTrue(run.output.hasPrefix("Venues near Berlin"))
    }

    func testScriptFile() throws {
        let script = FileManager.default.temporaryDirectory.appendingPathComponent("venues-\(UUID().uuidString).txt")
        try "# a comment\nnear Lisbon\nopen 1\nmaps\n".write(to: script, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: script) }
        let run = try runVenues(["--script", script.path])
        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertTrue(run.output.contains("Venues near Lisbon"))
        XCTAssertTrue(run.output.contains("Apple Maps: https://maps.apple.com/?ll="))
        XCTAssertTrue(run.output.contains("Google Maps: https://www.google.com/maps/search/?api=1&query="))
    }

    func testHelpVersionAndBadArguments() throws {
        let help = try runVenues(["--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.output.hasPrefix("Usage: venues"))
        XCTAssertTrue(help.output.contains("\nAnywhere:\n"), "and what the features the root offers declare")
        XCTAssertTrue(help.output.contains("  saved             v       show the saved venues"), help.output)
        let version = try runVenues(["--version"])
        XCTAssertEqual(version.status, 0)
        XCTAssertTrue(version.output.hasPrefix("venues "))

        let bad = try runVenues(["--fly"])
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.errors.hasPrefix("venues: unknown option --fly"))
        XCTAssertTrue(bad.errors.contains("Usage: venues"))

        let city = try runVenues(["--near", "Atlantis"])
        XCTAssertEqual(city.status, 2)
        XCTAssertEqual(
            city.errors, "venues: unknown city \"Atlantis\"; the embedded data covers Amsterdam, Berlin, Lisbon.\n")

        let script = try runVenues(["--script", "/no/such/script.txt"])
        XCTAssertEqual(script.status, 2)
        XCTAssertTrue(script.errors.contains("cannot read script"))
    }
}
