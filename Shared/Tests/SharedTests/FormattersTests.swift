import Foundation
import Shared
import XCTest

final class FormattersTests: XCTestCase {
    private let utc = TimeZone(identifier: "UTC") ?? .current

    func testDistances() {
        let formatter = DistanceFormatter()
        XCTAssertEqual(formatter.string(metres: 80), "80 m")
        XCTAssertEqual(formatter.string(metres: 957), "950 m")
        XCTAssertEqual(formatter.string(metres: 1_249), "1.2 km")
        XCTAssertEqual(formatter.string(metres: 12_400), "12 km")
    }

    func testRelativeDates() throws {
        let now = try XCTUnwrap(ISO8601DateFormatter().date(from: "2026-11-21T12:00:00Z"))
        let formatter = RelativeDateFormatter(clock: FixedClock(now), timeZone: utc)
        func ago(_ seconds: TimeInterval) -> String { formatter.string(for: now.addingTimeInterval(-seconds)) }
        XCTAssertEqual(ago(20), "just now")
        XCTAssertEqual(ago(5 * 60), "5 min ago")
        XCTAssertEqual(ago(2 * 3_600), "2 h ago")
        XCTAssertEqual(ago(11 * 3_600), "today")
        XCTAssertEqual(ago(24 * 3_600), "yesterday")
        XCTAssertEqual(ago(3 * 86_400), "3 days ago")
        XCTAssertEqual(ago(20 * 86_400), "2 weeks ago")
        XCTAssertEqual(ago(50 * 86_400), "last month")
        XCTAssertEqual(ago(130 * 86_400), "4 months ago")
        XCTAssertEqual(ago(400 * 86_400), "a year ago")
        XCTAssertEqual(ago(800 * 86_400), "2 years ago")
    }

    func testRatings() {
        let formatter = RatingFormatter()
        XCTAssertEqual(formatter.string(8.74), "8.7/10")
        XCTAssertEqual(formatter.string(nil), "not rated")
        XCTAssertEqual(formatter.stars(8.7), "★★★★☆")
        XCTAssertEqual(formatter.stars(10), "★★★★★")
        XCTAssertEqual(formatter.stars(nil), "")
    }
}
