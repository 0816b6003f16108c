import Foundation
import XCTest

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Saved venues, through the built app: they outlive a restart and a `kill -9` in the middle
/// of saving.
final class SavedVenuesTests: XCTestCase {
    private var data: URL!

    override func setUp() {
        super.setUp()
        data = scratchDirectory()
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: data)
        super.tearDown()
    }

    private var savedFile: URL { data.appendingPathComponent("venues/saved.json") }

    /// The list rows of the first Map screen a run prints that carry the saved mark.
    private func markedRows(_ output: String) -> [String] {
        let first = screens(in: output).first ?? ""
        return first.components(separatedBy: "\n").filter {
            $0.range(of: #"^[> ]♥\d+\. "#, options: .regularExpression) != nil
        }
    }

    func testSavedVenuesAreMarkedAfterARestartInEveryCity() throws {
        let first = try runVenues(
            [], input: "open 2\nsave\nback\nnear Berlin\nopen 1\nsave\n", environment: ["XDG_DATA_HOME": data.path])
        XCTAssertEqual(first.status, 0, first.errors)

        let amsterdam = try runVenues([], input: "", environment: ["XDG_DATA_HOME": data.path])
        XCTAssertEqual(markedRows(amsterdam.output).count, 1, amsterdam.output)
        XCTAssertTrue(markedRows(amsterdam.output).first?.hasPrefix(" ♥2. ") ?? false)
        let berlin = try runVenues(["--near", "Berlin"], input: "", environment: ["XDG_DATA_HOME": data.path])
        XCTAssertEqual(markedRows(berlin.output).count, 1)
        XCTAssertTrue(markedRows(berlin.output).first?.hasPrefix(">♥1. ") ?? false)
    }

    func testAKillDuringSavingLosesNothingSavedBefore() throws {
        let program = try ChildProcess(venuesBinary, environment: venuesEnvironment(["XDG_DATA_HOME": data.path]))
        // Save venue after venue; once five saves have been shown, kill the app in the middle
        // of the ones that follow.
        program.send((1...40).map { "open \($0)\nsave\nback\n" }.joined())
        let savedCount = { (printed: Substring) in printed.components(separatedBy: "· ♥ saved\n").count - 1 }
        let shownFive = program.wait(within: 60) { savedCount($0) >= 5 }
        let confirmed = savedCount(program.printed[...])
        program.kill()
        XCTAssertTrue(shownFive, "the app never showed five saves: \(program.printed.suffix(600))")
        XCTAssertEqual(
            program.terminationReason, .uncaughtSignal, "killed, not finished: \(program.printed.suffix(300))")

        // The file holds every save that was shown, whole.
        let saved = try JSONSerialization.jsonObject(with: Data(contentsOf: savedFile)) as? [[String: Any]]
        let ids = (saved ?? []).compactMap { $0["id"] as? String }
        XCTAssertGreaterThanOrEqual(ids.count, confirmed, "every confirmed save survived")
        XCTAssertEqual(Set(ids).count, ids.count)

        let restarted = try runVenues([], input: "", environment: ["XDG_DATA_HOME": data.path])
        XCTAssertEqual(restarted.status, 0, restarted.errors)
        XCTAssertFalse(restarted.output.contains("could not be read"), restarted.output)
        XCTAssertEqual(markedRows(restarted.output).count, ids.count, "and shows in Map after a restart")
    }

    func testACorruptSavedFileIsReportedAndKept() throws {
        try FileManager.default.createDirectory(
            at: savedFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("not json".utf8).write(to: savedFile)
        let run = try runVenues([], input: "open 1\nsave\n", environment: ["XDG_DATA_HOME": data.path])
        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertTrue(run.output.hasPrefix("error: The saved venues could not be read ("), run.output)
        XCTAssertTrue(run.output.contains("It was kept as saved.json.corrupt-"))
        let kept = try FileManager.default.contentsOfDirectory(atPath: savedFile.deletingLastPathComponent().path)
            .filter { $0.hasPrefix("saved.json.corrupt-") }
        XCTAssertEqual(kept.count, 1)
        XCTAssertTrue(run.output.contains("♥ saved"), "and saving works again")
    }

    func testTwoCopiesSavingAtOverlappingTimesKeepBothSaves() throws {
        // Both copies read the (empty) list before either saves; each then saves its own venue.
        let first = try LiveVenues(environment: ["XDG_DATA_HOME": data.path])
        let second = try LiveVenues(environment: ["XDG_DATA_HOME": data.path])
        XCTAssertTrue(first.waitFor("status: "), first.printed)
        XCTAssertTrue(second.waitFor("status: "), second.printed)
        first.send("open 1\nsave\n")
        XCTAssertTrue(first.waitFor("♥ saved"), first.printed)
        second.send("open 2\nsave\n")
        XCTAssertTrue(second.waitFor("♥ saved"), second.printed)
        second.send("back\nsaved\n")
        XCTAssertTrue(second.waitFor("2 saved, newest first"), "the other copy's save shows: \(second.printed)")
        XCTAssertEqual(first.finish(), 0)
        XCTAssertEqual(second.finish(), 0)

        let saved = try JSONSerialization.jsonObject(with: Data(contentsOf: savedFile)) as? [[String: Any]]
        XCTAssertEqual(saved?.count, 2, "neither copy overwrote the other's save")
        let restarted = try runVenues([], input: "", environment: ["XDG_DATA_HOME": data.path])
        XCTAssertEqual(markedRows(restarted.output).count, 2, restarted.output)
    }

    /// Two copies started together save at the same moment, round after round: each save
    /// reads, changes and replaces the file under the lock, so neither overwrites the other's.
    func testTwoCopiesSavingAtTheSameMomentKeepBothSavesRoundAfterRound() throws {
        for round in 1...6 {
            let folder = data.appendingPathComponent("round-\(round)")
            let copies = try (0..<2).map { _ in try LiveVenues(environment: ["XDG_DATA_HOME": folder.path]) }
            for copy in copies { XCTAssertTrue(copy.waitFor("status: "), copy.printed) }
            copies[0].send("open 1\nsave\n")
            copies[1].send("open 2\nsave\n")
            for copy in copies { XCTAssertTrue(copy.waitFor("♥ saved"), copy.printed) }
            XCTAssertEqual(copies.map { $0.finish() }, [0, 0])
            let file = folder.appendingPathComponent("venues/saved.json")
            let saved = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [[String: Any]]
            XCTAssertEqual(saved?.count, 2, "round \(round): a save was lost")
        }
    }
}

/// A running copy of the app in line mode, fed a few lines at a time, whose output is read
/// as it comes; every wait has a deadline.
private final class LiveVenues {
    private let program: ChildProcess
    /// How much of the output the waits so far have gone past.
    private var consumed = 0

    init(environment: [String: String]) throws {
        program = try ChildProcess(venuesBinary, environment: venuesEnvironment(environment))
    }

    /// Everything the copy printed so far.
    var printed: String { program.printed }

    func send(_ lines: String) {
        program.send(lines)
    }

    /// Waits until the output holds `text` after what earlier waits went past; false when 30
    /// seconds pass first or the output ends.
    func waitFor(_ text: String) -> Bool {
        guard program.waitFor(text, from: consumed) else { return false }
        let rest = program.printed.dropFirst(consumed)
        if let found = rest.range(of: text) { consumed += rest.distance(from: rest.startIndex, to: found.upperBound) }
        return true
    }

    /// Ends the input and waits for the app to quit: its exit status, or nil when it was still
    /// running after a minute and was killed.
    func finish() -> Int32? {
        program.closeInput()
        return program.waitForExit()
    }
}
