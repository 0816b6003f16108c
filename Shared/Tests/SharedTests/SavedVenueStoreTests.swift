import Core
import CoreTesting
import Foundation
import Shared
import SharedLive
import SharedTesting
import XCTest

@MainActor
final class SavedVenueStoreTests: XCTestCase {
    private var folder: URL!

    override func setUp() async throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("saved-\(UUID().uuidString)")
    }

    override func tearDown() async throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private var file: URL { folder.appendingPathComponent("venues/saved.json") }

    private func saved(_ id: String, minutesAgo: Double = 0) -> SavedVenue {
        SavedVenue(
            id: id, name: "Venue \(id)", category: "Bakery", city: "Berlin",
            savedAt: Fixtures.now.addingTimeInterval(-minutesAgo * 60))
    }

    func testTheDefaultFileFollowsXDGDataHome() async {
        XCTAssertEqual(
            SavedVenueStore.defaultFile(environment: ["XDG_DATA_HOME": "/data"]).path, "/data/venues/saved.json")
        XCTAssertTrue(SavedVenueStore.defaultFile(environment: [:]).path.hasSuffix("/.local/share/venues/saved.json"))
    }

    func testSavesLastAcrossStoresNewestFirst() async throws {
        let store = SavedVenueStore(file: file)
        XCTAssertEqual(store.load(), .empty)
        let seen = LockedBox<[[String]]>([])
        let subscription = store.saved.subscribe(onNext: { seen.append($0.map(\.id)) })
        defer { subscription.dispose() }
        try store.set(saved("a", minutesAgo: 2), saved: true)
        try store.set(saved("b", minutesAgo: 1), saved: true)
        try store.set(saved("a"), saved: true)
        try store.set(saved("b"), saved: false)
        XCTAssertEqual(seen.value, [[], ["a"], ["b", "a"], ["a", "b"], ["a"]])

        let restarted = SavedVenueStore(file: file)
        XCTAssertEqual(restarted.load(), .loaded(count: 1))
        XCTAssertEqual(restarted.venues, [saved("a")], "every field survives, dates included")
    }

    func testACorruptFileIsKeptAsideReportedAndTheListStartsEmpty() async throws {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("[{\"id\": \"a\", \"name\":".utf8).write(to: file)
        let store = SavedVenueStore(file: file)
        guard case .corrupt(let kept, let reason) = store.load() else {
            return XCTFail("a corrupt file must be reported")
        }
        XCTAssertFalse(reason.isEmpty)
        let aside = try XCTUnwrap(kept)
        XCTAssertTrue(aside.lastPathComponent.hasPrefix("saved.json.corrupt-"), aside.path)
        XCTAssertEqual(try Data(contentsOf: aside), Data("[{\"id\": \"a\", \"name\":".utf8), "nothing is lost")
        XCTAssertEqual(store.venues, [])
        XCTAssertTrue(store.load().description.hasPrefix("No saved venues yet"), "the bad file no longer blocks")

        try store.set(saved("b"), saved: true)
        XCTAssertEqual(SavedVenueStore(file: file).load(), .loaded(count: 1), "and the next save writes a good one")
    }

    func testAnUnfinishedWriteOfAKilledProcessLosesNothing() async throws {
        let store = SavedVenueStore(file: file)
        try store.set(saved("a"), saved: true)
        // What a process killed between writing its temporary file and renaming it leaves.
        let leftover = file.deletingLastPathComponent().appendingPathComponent(".saved.json.4242.ABC.tmp")
        try Data("[{\"id\":\"half".utf8).write(to: leftover)

        let restarted = SavedVenueStore(file: file)
        XCTAssertEqual(restarted.load(), .loaded(count: 1))
        XCTAssertEqual(restarted.venues.map(\.id), ["a"])
        XCTAssertFalse(FileManager.default.fileExists(atPath: leftover.path), "the leftover is cleared")
    }

    func testAFailedWriteChangesNothingAndSaysWhy() async throws {
        // The data folder is a file, so nothing can be written under it.
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data().write(to: folder.appendingPathComponent("venues"))
        let store = SavedVenueStore(file: file)
        store.load()
        XCTAssertThrowsError(try store.set(saved("a"), saved: true)) { error in
            XCTAssertTrue("\(error)".hasPrefix("Could not write \(self.file.path)"), "\(error)")
        }
        XCTAssertEqual(store.venues, [], "the list only changes once the file has")
    }

    /// A file that became unreadable after the app loaded it (another program wrote it, the
    /// disk flipped a bit): the next save fails loudly and leaves the file as it was, rather
    /// than writing a fresh list over every saved venue.
    func testAFileSpoiledAfterLoadingMakesTheNextSaveFailAndIsLeftAsItWas() async throws {
        let store = SavedVenueStore(file: file)
        store.load()
        try store.set(saved("a"), saved: true)
        let spoiled = Data("[{\"id\": \"a\", \"name\":".utf8)
        try spoiled.write(to: file)
        XCTAssertThrowsError(try store.set(saved("b"), saved: true)) { error in
            XCTAssertTrue("\(error)".contains("cannot be read"), "\(error)")
        }
        XCTAssertEqual(try Data(contentsOf: file), spoiled, "the file is left as it was")
        XCTAssertEqual(store.venues.map(\.id), ["a"], "the list in memory did not change either")
    }
}
