import Core
import CoreTesting
import Foundation
import Shared
import SharedTesting
import XCTest

final class VenueTests: XCTestCase {
    func testAMeasuredVenueCarriesItsDistanceInWholeMetresAndNothingElseChanges() {
        let venue = Fixtures.venue()
        let origin = Coordinate(latitude: venue.coordinate.latitude + 0.001, longitude: venue.coordinate.longitude)
        let measured = venue.measured(from: origin)
        XCTAssertEqual(measured.distance, Int(venue.coordinate.distance(to: origin).rounded()))
        XCTAssertEqual(measured.distance, 111, "a thousandth of a degree of latitude")
        XCTAssertEqual(measured.id, venue.id)
        XCTAssertEqual(measured.tips, venue.tips)
        XCTAssertEqual(measured.primaryCategory, Fixtures.coffee, "the first category is the primary one")
    }
}
