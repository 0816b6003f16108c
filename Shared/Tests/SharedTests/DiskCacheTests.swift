import Core
import CoreTesting
import Dispatch
import Foundation
import Shared
import SharedLive
import XCTest

final class DiskCacheTests: TemporaryDirectoryTestCase {

    func testRoundTrip() throws {
        let cache = DiskCache(directory: directory)
        XCTAssertNil(cache.value([Venue].self, for: "search:berlin"))
        try cache.store(cachedVenues(3), for: "search:berlin")
        XCTAssertEqual(cache.value([Venue].self, for: "search:berlin"), cachedVenues(3))
    }

    func testACorruptFileIsIgnoredAndReplaced() throws {
        let cache = DiskCache(directory: directory)
        try cache.store(cachedVenues(1), for: "key")
        let files = try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
        XCTAssertEqual(files.count, 1)
        try Data("{ this is not json".utf8).write(to: try XCTUnwrap(files.first))
        XCTAssertNil(cache.value([Venue].self, for: "key"), "a corrupt file reads as a miss, not a crash")
        try cache.store(cachedVenues(2), for: "key")
        XCTAssertEqual(cache.value([Venue].self, for: "key"), cachedVenues(2))
    }

    func testConcurrentWritersLeaveAWholeFile() throws {
        let cache = DiskCache(directory: directory)
        let candidates = (1...8).map { cachedVenues($0 * 5, prefix: "w\($0)-") }
        let failures = LockedBox(0)
        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            for round in 0..<40 {
                do { try cache.store(candidates[(worker + round) % candidates.count], for: "shared") } catch {
                    failures.increment()
                }
                if let read = cache.value([Venue].self, for: "shared"), !candidates.contains(read) {
                    failures.increment()
                }
            }
        }
        XCTAssertEqual(failures.value, 0, "every read sees one whole write, never a mix")
        XCTAssertTrue(candidates.contains(try XCTUnwrap(cache.value([Venue].self, for: "shared"))))
    }
}
