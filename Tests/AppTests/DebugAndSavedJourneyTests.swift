import Core
import Shared
import SharedLive
import TerminalApp
import VenuesApp
import XCTest

/// The debug view and the Saved feature, driven through line mode in process.
@MainActor
final class DebugAndSavedJourneyTests: XCTestCase {
    private func run(_ lines: [String], debug: Bool = false) async throws -> [String] {
        let component = try AppComponent.live(environment: ["XDG_DATA_HOME": scratchDirectory().path])
        let session = component.session(city: "Amsterdam")
        session.showsDebug = debug
        var output: [String] = []
        let shell = LineShell(session: session) { output.append($0) }
        await shell.start()
        for line in lines where await !shell.handle(line: line) { break }
        return output
    }

    /// The lines of one printed screen's debug section between `start` and the next heading.
    private func section(_ printed: String, _ start: String) -> [String] {
        let lines = printed.components(separatedBy: "\n")
        guard let begin = lines.firstIndex(of: start) else { return [] }
        return Array(lines[(begin + 1)...].prefix { $0.hasPrefix("  ") })
    }

    func testTheDebugViewShowsTheRunningTreeAppearAndDisappear() async throws {
        let output = try await run(["open 1", "tips", "back", "back", "debug"], debug: true)
        XCTAssertEqual(section(output[0], "Coordinators:"), ["  RootCoordinator", "    MapCoordinator"])
        XCTAssertEqual(
            section(output[2], "Coordinators:"),
            ["  RootCoordinator", "    MapCoordinator", "      VenueDetailsCoordinator", "        TipsCoordinator"])
        XCTAssertEqual(
            section(output[2], "Navigation tree (← events handled):"),
            [
                "  RootCoordinator", "    MapCoordinator", "      VenueDetailsCoordinator",
                "        TipsCoordinator",
            ])
        XCTAssertEqual(
            section(output[3], "Coordinators:"),
            ["  RootCoordinator", "    MapCoordinator", "      VenueDetailsCoordinator"], "Tips is gone once dismissed")
        XCTAssertEqual(section(output[4], "Coordinators:"), ["  RootCoordinator", "    MapCoordinator"])
        let containers = section(output[4], "Containers (what each registration builds):")
        XCTAssertEqual(containers.first, "  app: 6 registrations")
        XCTAssertEqual(
            containers.filter { !$0.hasPrefix("    └") }.dropFirst(),
            [
                "    DataSource · graph, one per resolve, shared within it",
                "    DiskCache · container, kept by its container",
                "    EmbeddedVenueProvider · container, kept by its container",
                "    SavedVenueStore · container, kept by its container",
                "    VenueRepository · container, kept by its container",
                "    WallClock · container, kept by its container",
            ], "one tree per registration, by service")
        let repository = try XCTUnwrap(
            containers.firstIndex(of: "    VenueRepository · container, kept by its container"), "\(containers)")
        XCTAssertEqual(
            containers[repository + 1], "    └── EmbeddedVenueProvider · container, kept by its container",
            "what the repository is built from, as a tree")
        let live = { (printed: String) in
            printed.components(separatedBy: "\n").first { $0.hasPrefix("Live resources: ") }
        }
        XCTAssertNotNil(live(output[0]))
        XCTAssertNotEqual(live(output[2]), live(output[0]), "a running flow holds subscriptions")
        XCTAssertEqual(live(output[4]), live(output[0]), "and lets go of every one when it ends")
        XCTAssertFalse(output[5].contains("── debug"), "debug hides it again")
    }

    func testSavingThenTheSavedListOpensAndUnsaves() async throws {
        let output = try await run([
            "open 2", "save", "back", "open 1", "save", "back", "saved", "open 2", "back", "unsave 1", "back",
        ])
        let saved = output[7]
        XCTAssertTrue(saved.hasPrefix("Saved venues\n2 saved, newest first\n"), saved)
        XCTAssertTrue(saved.contains("> 1. Sparrow Bakery · Bakery · Amsterdam · saved just now"), saved)
        XCTAssertTrue(saved.contains("  2. Hill Scoops · Ice Cream Shop · Amsterdam · saved just now"), saved)
        XCTAssertTrue(output[8].hasPrefix("Hill Scoops\nIce Cream Shop · ♥ saved"), "details open from the list")
        XCTAssertTrue(output[10].hasPrefix("Saved venues\n1 saved"), output[10])
        XCTAssertTrue(output[11].contains(" ♥2. Hill Scoops"), "and Map still marks what is saved")
        XCTAssertFalse(output[11].contains("♥1. Sparrow"), "but not what was unsaved")
    }
}
