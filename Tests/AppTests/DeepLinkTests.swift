import Core
import Shared
import TerminalApp
import VenuesApp
import XCTest

/// Every screen has an address: `where` prints it, `link` and `--open` rebuild the screen and
/// the screens behind it through the coordinators, and a bad link changes nothing.
@MainActor
final class DeepLinkTests: XCTestCase {
    private func shell(
        city: String = "Amsterdam", opening link: String? = nil
    ) async throws -> (LineShell, () -> [String]) {
        let component = try AppComponent.live(environment: ["XDG_DATA_HOME": scratchDirectory().path])
        let session = component.session(city: city)
        let output = Output()
        let shell = LineShell(session: session) { output.lines.append($0) }
        await shell.start(opening: link)
        return (shell, { output.lines })
    }

    private final class Output {
        var lines: [String] = []
    }

    private func run(
        _ lines: [String], city: String = "Amsterdam", opening link: String? = nil
    ) async throws -> [String] {
        let (shell, output) = try await self.shell(city: city, opening: link)
        for line in lines where await !shell.handle(line: line) { break }
        return output()
    }

    func testEveryScreenPrintsAnAddressThatAnotherRunOpensWithItsBackStack() async throws {
        // A walk through the app: the list, a venue, its tips sorted, the saved list.
        let walk = try await run([
            "near Berlin", "search coffee", "where", "open 1", "where", "tips", "liked", "where", "back", "back",
            "saved", "where",
        ])
        let addresses = walk.filter { $0.hasPrefix("venues://") }.map { $0.trimmingCharacters(in: .newlines) }
        XCTAssertEqual(addresses.count, 4, "\(walk)")
        XCTAssertEqual(addresses[0], "venues://near/Berlin?search=coffee")
        XCTAssertTrue(addresses[1].hasPrefix("venues://near/Berlin/venue/"), addresses[1])
        XCTAssertTrue(addresses[2].hasSuffix("/tips?search=coffee&sort=liked"), addresses[2])
        XCTAssertEqual(addresses[3], "venues://near/Berlin/saved?search=coffee")

        for address in addresses {
            let reopened = try await run(["where"], opening: address)
            XCTAssertEqual(
                reopened.last?.trimmingCharacters(in: .newlines), address, "--open \(address) shows that screen")
            XCTAssertFalse(reopened.contains { $0.hasPrefix("error:") }, "\(reopened)")
        }

        let tips = try await run(["back", "where", "back", "where"], opening: addresses[2])
        let backStack = tips.filter { $0.hasPrefix("venues://") }.map { $0.trimmingCharacters(in: .newlines) }
        XCTAssertEqual(backStack, [addresses[1], addresses[0]], "back walks the stack the link implies")
    }

    func testLinkGoesThereFromWhereverTheUserIs() async throws {
        let output = try await run(["open 2", "tips", "link venues://near/Lisbon", "where", "back", "where"])
        let addresses = output.filter { $0.hasPrefix("venues://") }.map { $0.trimmingCharacters(in: .newlines) }
        XCTAssertEqual(addresses, ["venues://near/Lisbon", "venues://near/Lisbon"], "the list is the root: back stays")
        XCTAssertTrue(output.contains { $0.hasPrefix("Venues near Lisbon\n") })
    }

    func testABadLinkSaysWhyAndTheAppGoesOnWhereItWas() async throws {
        let output = try await run([
            "open 1", "link venues://near/Atlantis", "link venues://near/Amsterdam/venue/no-such-id",
            "link venues://near/Amsterdam/menu", "link venues://near/Amsterdam/venue", "link https://example.com",
            "link venues://near/Amsterdam/venue/5a0000182d33b4ba626e3765/tips?sort=oldest", "where",
        ])
        let errors = output.filter { $0.hasPrefix("error:") }
        XCTAssertEqual(
            errors,
            [
                "error: cannot open venues://near/Atlantis: Unknown place \"Atlantis\". Known places: Amsterdam, Berlin, Lisbon.\n",
                "error: cannot open venues://near/Amsterdam/venue/no-such-id: No venue with id no-such-id.\n",
                "error: cannot open venues://near/Amsterdam/menu: no screen at venues://near/Amsterdam opens \"menu\"\n",
                "error: cannot open venues://near/Amsterdam/venue: \"venue\" needs a value after it\n",
                "error: cannot open https://example.com: links start with venues://\n",
                "error: cannot open venues://near/Amsterdam/venue/5a0000182d33b4ba626e3765/tips?sort=oldest: \"oldest\" is not a value sort takes\n",
            ])
        XCTAssertTrue(
            output.last?.hasPrefix("venues://near/Amsterdam/venue/") == true, "still on the venue: \(output.last ?? "")"
        )
    }

    func testOpeningALinkToTheListPrintsItOnce() async throws {
        let output = try await run([], city: "Amsterdam", opening: "venues://near/Lisbon?filter=Bakery")
        XCTAssertEqual(output.count, 1, "\(output)")
        XCTAssertTrue(output.first?.hasPrefix("Venues near Lisbon\n") == true, "\(output)")
        XCTAssertTrue(output.first?.contains("Category: Bakery") == true, "\(output)")
    }

    func testOpeningABadLinkStartsOnTheListAfterSayingWhy() async throws {
        let output = try await run([], opening: "venues://near/Amsterdam/venue/nope")
        XCTAssertEqual(output.first, "error: cannot open venues://near/Amsterdam/venue/nope: No venue with id nope.\n")
        XCTAssertTrue(output.last?.hasPrefix("Venues near Amsterdam\n") == true, "\(output)")
    }
}

/// `--resume` opens the screen the app showed when it last quit.
final class ResumeTests: XCTestCase {
    func testTheAppReopensWhereTheUserQuitAndSaysSoWhenThereIsNothingToResume() throws {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("venues-resume-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: data) }  // a leftover temp folder harms nothing
        let environment = ["XDG_DATA_HOME": data.path]

        let nothing = try runVenues(["--resume"], input: "where\nquit\n", environment: environment)
        XCTAssertEqual(nothing.status, 0, nothing.errors)
        XCTAssertTrue(nothing.errors.contains("no screen was remembered yet"), nothing.errors)
        XCTAssertTrue(nothing.output.hasSuffix("venues://near/Amsterdam\n"), nothing.output)

        let first = try runVenues([], input: "near Lisbon\nopen 2\ntips\nliked\nquit\n", environment: environment)
        XCTAssertEqual(first.status, 0, first.errors)
        let remembered = try String(
            contentsOf: data.appendingPathComponent("venues/last-screen"), encoding: .utf8
        ).trimmingCharacters(in: .newlines)
        XCTAssertTrue(remembered.hasPrefix("venues://near/Lisbon/venue/"), remembered)
        XCTAssertTrue(remembered.hasSuffix("/tips?sort=liked"), remembered)

        let resumed = try runVenues(["--resume"], input: "where\nback\nback\nwhere\n", environment: environment)
        XCTAssertEqual(resumed.status, 0, resumed.errors)
        XCTAssertTrue(resumed.output.contains("\n\(remembered)\n"), resumed.output)
        XCTAssertTrue(resumed.output.hasSuffix("venues://near/Lisbon\n"), "back twice reaches the list")
        XCTAssertEqual(
            try String(contentsOf: data.appendingPathComponent("venues/last-screen"), encoding: .utf8),
            "venues://near/Lisbon\n", "end of input remembers too")
    }
}
