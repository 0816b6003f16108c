import Core
import Shared
import SharedTesting
import XCTest

@MainActor
final class FakeSavedVenuesTests: XCTestCase {
    /// Saves go first, an unsave removes, and the scripted failure fails one change only,
    /// changing nothing, as the app's store does when its file cannot be written.
    func testItKeepsTheListNewestFirstAndFailsOnceWhenTold() async throws {
        let saved = FakeSavedVenues()
        let venue = { (id: String) in
            SavedVenue(id: id, name: id, category: nil, city: nil, savedAt: Fixtures.now)
        }
        try saved.set(venue("a"), saved: true)
        try saved.set(venue("b"), saved: true)
        XCTAssertEqual(saved.venues.map(\.id), ["b", "a"])
        saved.nextFailure = AtomicFile.WriteError(path: "saved.json", reason: "disk full")
        XCTAssertThrowsError(try saved.set(venue("c"), saved: true))
        XCTAssertEqual(saved.venues.map(\.id), ["b", "a"])
        try saved.set(venue("b"), saved: false)
        XCTAssertEqual(saved.venues.map(\.id), ["a"], "the failure was for one change")
        XCTAssertEqual(saved.load(), .loaded(count: 1))
    }
}
