import Core
import CoreTesting
import Foundation
import Shared
import XCTest

final class CoordinateTests: XCTestCase {
    func testDistanceIsHaversine() {
        let amsterdam = Coordinate(latitude: 52.3731, longitude: 4.8922)
        let berlin = Coordinate(latitude: 52.5200, longitude: 13.4050)
        XCTAssertEqual(amsterdam.distance(to: berlin) / 1_000, 577, accuracy: 3)
        XCTAssertEqual(amsterdam.distance(to: amsterdam), 0)
    }
}
