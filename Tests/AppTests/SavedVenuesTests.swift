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
        let process = Process()
        process.executableURL = venuesBinary
        process.environment = venuesEnvironment(["XDG_DATA_HOME": data.path])
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = Pipe()
        try process.run()

        // Save venue after venue while reading what the app prints; once five saves have been
        // shown, kill the app in the middle of the ones that follow.
        let writer = input.fileHandleForWriting
        Thread.detachNewThread {
            for number in 1...40 {
                guard (try? writer.write(contentsOf: Data("open \(number)\nsave\nback\n".utf8))) != nil else { return }
            }
        }
        var printed = ""
        var confirmed = 0
        while confirmed < 5 {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            printed += String(decoding: chunk, as: UTF8.self)
            confirmed = printed.components(separatedBy: "· ♥ saved\n").count - 1
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationReason, .uncaughtSignal, "killed, not finished: \(printed.suffix(300))")
        XCTAssertGreaterThanOrEqual(confirmed, 5)

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
/// as it comes.
private final class LiveVenues {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private(set) var printed = ""

    init(environment: [String: String]) throws {
        process.executableURL = venuesBinary
        process.environment = venuesEnvironment(environment)
        process.standardInput = input
        process.standardOutput = output
        process.standardError = Pipe()
        try process.run()
    }

    func send(_ lines: String) {
        input.fileHandleForWriting.write(Data(lines.utf8))
    }

    /// Reads until the output holds `text` after what was read before; false at end of output.
    func waitFor(_ text: String) -> Bool {
        let start = printed.count
        while !printed.dropFirst(start).contains(text) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { return false }
            printed += String(decoding: chunk, as: UTF8.self)
        }
        return true
    }

    /// Ends the input and waits for the app to quit; its exit status.
    func finish() -> Int32 {
        try? input.fileHandleForWriting.close()
        _ = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus
    }
}
