import Core
import CoreTesting
import XCTest

final class ContainerArgumentsTests: XCTestCase {
    func testFactoriesTakeUpToNineArguments() {
        let container = Container()
        container.register(String.self) { (_, a: Int, b: Int, c: Int, d: Int) in "\(a + b + c + d)" }
        container.register(String.self) { (_, a: Int, b: Int, c: Int, d: Int, e: Int, f: Int, g: Int, h: Int, i: Int) in
            "\(a + b + c + d + e + f + g + h + i)"
        }
        XCTAssertEqual(container.resolve(String.self, arguments: 1, 2, 3, 4), "10")
        XCTAssertEqual(container.resolve(String.self, arguments: 1, 2, 3, 4, 5, 6, 7, 8, 9), "45")
        XCTAssertEqual(try container.require(String.self, arguments: 1, 1, 1, 1), "4")
        XCTAssertNil(container.resolve(String.self, arguments: 1, 2, 3, 4, 5))

        container.register(String.self, name: "five") { (_, a: Int, b: Int, c: Int, d: Int, e: Int) in
            "\(a * b * c * d * e)"
        }
        XCTAssertEqual(container.resolve(String.self, name: "five", arguments: 1, 2, 3, 4, 5), "120")
    }
}
