import Core
import Shared
import TerminalApp
import VenuesApp
import XCTest

/// The app in line mode: `LineShell` over the app's own session and features, on the embedded
/// data (`LineShellTests` in Shared runs the shell over stand-in flows).
@MainActor
final class LineModeTests: XCTestCase {
    private func run(
        _ lines: [String], city: String = "Amsterdam", features: [RootFeature]? = nil
    ) async throws -> [String] {
        let component = try AppComponent.live(environment: ["XDG_DATA_HOME": scratchDirectory().path])
        let session = component.session(city: city, features: features)
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
        XCTAssertEqual(output[2], "error: open needs a number from the list; try: open 1\n")
        XCTAssertEqual(output[3], "error: \"tips\" does not apply to Venues near Amsterdam; type help for what does\n")
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

    func testEveryRootFeatureOpensByTheCommandItsEntryDeclares() async throws {
        let session = try AppComponent.live(environment: ["XDG_DATA_HOME": scratchDirectory().path]).session(
            city: "Berlin")
        XCTAssertFalse(session.features.isEmpty)
        // One session opens each in turn, one print per command: its screen, its help, and the
        // root's screen again once it is closed (a run per feature would grow with the app).
        let output = try await run(
            ["help"] + session.features.flatMap { [$0.entry.command.name, "help", "back"] }, city: "Berlin")
        XCTAssertEqual(output.count, 2 + 3 * session.features.count, "one print per command")
        let help = output[1]
        for (index, feature) in session.features.enumerated() {
            let shown = output[2 + 3 * index]
            XCTAssertTrue(shown.hasPrefix(feature.entry.title + "\n"), "\(feature.entry.title): \(shown)")
            XCTAssertTrue(
                help.contains("  \(feature.entry.command.usage)"), "help on the root screen names it: \(help)")
            XCTAssertEqual(output[4 + 3 * index], output[0], "closing \(feature.entry.title) shows the root again")
        }
    }

    func testHelpShowsWhatTheScreenOnTopTakes() async throws {
        let output = try await run(["help", "open 1", "help"])
        XCTAssertTrue(output[1].contains("Here (Venues near Amsterdam):"))
        XCTAssertTrue(output[1].contains("  search TEXT"))
        XCTAssertFalse(output[1].contains("  tips "), "tips belongs to the details screen")
        XCTAssertTrue(output[3].contains("Here (Sparrow Bakery):"))
        XCTAssertTrue(output[3].contains("  tips              t       show every tip of the venue"))
        XCTAssertFalse(output[3].contains("  search TEXT"))
    }

    func testAFeatureTheRootOffersIsOpenedByItsEntryAndFailuresAreReported() async throws {
        var attempts = 0
        let entry = FeatureEntry(
            title: "Flaky", command: CommandSpec("flaky", key: "f", help: "open the flaky feature"))
        let flaky = RootFeature(entry: entry, manifest: FeatureManifest(name: "Flaky", commands: [])) { _ in
            attempts += 1
            return Module(coordinator: FailingCoordinator(message: "attempt \(attempts) failed"))
        }
        let output = try await run(["flaky", "open 1", "FLAKY", "flaky now", "help"], features: [flaky])
        XCTAssertEqual(output[1], "error: attempt 1 failed\n")
        XCTAssertTrue(output[2].hasPrefix("Venues near Amsterdam\n"), "the screen under it is printed as it is")
        XCTAssertTrue(output[3].hasPrefix("Sparrow Bakery\n"), "and the app goes on")
        XCTAssertEqual(output[4], "error: attempt 2 failed\n", "commands match in any case")
        XCTAssertFalse(output[3].contains("status: attempt"), "a printed notice is not repeated")
        XCTAssertEqual(output[6], "error: flaky takes no argument; try: flaky\n")
        XCTAssertTrue(output[7].contains("  flaky             f       open the flaky feature"), output[7])
        XCTAssertFalse(output[7].contains("  saved "), "only the features given are offered")
    }

    func testTheRootReadsAFeaturesManifestOnlyWhenACommandOrLinkNeedsIt() async throws {
        let asked = LockedBox(0)
        let entry = FeatureEntry(title: "Quiet", command: CommandSpec("quiet", key: "q", help: "open quiet"))
        let quiet = RootFeature(
            entry: entry,
            manifest: {
                asked.increment()
                return FeatureManifest(name: "Quiet", commands: [CommandSpec("hush", help: "hush it")])
            }()
        ) { _ in Module(coordinator: FailingCoordinator(message: "not today")) }

        let started = try await run(["help", "quiet", "open 1", "back"], features: [quiet])
        XCTAssertTrue(started[1].contains("  quiet "), "help lists the entry: \(started[1])")
        XCTAssertEqual(started[2], "error: not today\n", "the entry opens the feature")
        XCTAssertEqual(
            asked.value, 0, "starting, help, opening by entry and the screens' own commands read no manifest")

        let refused = try await run(["hush", "fly"], features: [quiet])
        XCTAssertEqual(
            refused[1], "error: \"hush\" does not apply to Venues near Amsterdam; type help for what does\n",
            "a command only the feature's screen takes is told apart from an unknown one")
        XCTAssertEqual(refused[2], "error: unknown command \"fly\"; type help for the list\n")
        XCTAssertEqual(asked.value, 1, "read once for the session, when first needed")

        let linked = try await run(["link venues://near/Amsterdam/quiet"], features: [quiet])
        XCTAssertEqual(linked[1], "error: not today\n", "a link walks into the feature by its entry's word")
        XCTAssertGreaterThan(asked.value, 1, "and reads its manifest to check the rest of the link")
    }

    func testAnErrorNoOneHandlesIsReportedNotDropped() async throws {
        let previous = Hooks.defaultErrorHandler
        defer { Hooks.defaultErrorHandler = previous }
        let session = try AppComponent.live(environment: ["XDG_DATA_HOME": scratchDirectory().path]).session(
            city: "Berlin")
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

/// A feature flow that fails as it starts.
private final class FailingCoordinator: BaseCoordinator<Void> {
    private let message: String

    init(message: String) {
        self.message = message
    }

    override func start() -> MainActorObservable<Void> {
        .error(CommandError(description: message))
    }
}
