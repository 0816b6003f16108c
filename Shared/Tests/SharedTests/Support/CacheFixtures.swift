import Foundation
import Shared
import XCTest

/// `count` bars in one town, with ids `prefix0`, `prefix1`, …: the values the cache tests store.
func cachedVenues(_ count: Int, prefix: String = "v") -> [Venue] {
    (0..<count).map { index in
        Venue(
            id: "\(prefix)\(index)", name: "Venue \(index)",
            categories: [VenueCategory(id: "1", name: "Bar", shortName: "Bar", pluralName: "Bars")],
            coordinate: Coordinate(latitude: 1, longitude: 2),
            address: Address(
                street: nil, locality: "Town", region: nil, postcode: nil, country: nil, formatted: nil),
            hours: nil, contact: Contact(phone: nil, website: nil, email: nil), rating: 7, isVerified: false,
            photos: [],
            tips: [
                Tip(id: "t", text: "Nice", author: nil, createdAt: Date(timeIntervalSince1970: 1_000), likes: 1)
            ], distance: index
        )
    }
}

/// A test case with a fresh temporary directory for each test, removed after it.
class CacheDirectoryTestCase: XCTestCase {
    /// The test's own directory; it does not exist until a cache writes into it.
    var directory: URL!

    override func setUp() {
        super.setUp()
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("venues-cache-\(UUID().uuidString)")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: directory)
        directory = nil
        super.tearDown()
    }
}
