import Shared
import XCTest

final class NameMatchingTests: XCTestCase {
    func testANameMatchesWhateverItsCaseAndIsGivenAsSpeltHere() {
        let cities = ["Berlin", "Lisbon", "Amsterdam"]
        XCTAssertEqual(cities.matching("berlin"), "Berlin")
        XCTAssertEqual(cities.matching("LISBON"), "Lisbon")
        XCTAssertNil(cities.matching("Berl"), "a prefix is not a match")
        XCTAssertNil(cities.matching("Berlin "), "nor is a name with a space after it")
    }
}
