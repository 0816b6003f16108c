import VenuesApp
import XCTest

final class ArgumentsTests: XCTestCase {
    func testOptions() throws {
        XCTAssertEqual(try Arguments.parse([]).get(), Arguments())
        let parsed = try Arguments.parse(["--near", "Lisbon", "--script", "demo.txt"]).get()
        XCTAssertEqual(parsed.near, "Lisbon")
        XCTAssertEqual(parsed.script, "demo.txt")
        XCTAssertTrue(try Arguments.parse(["--help"]).get().help)
        XCTAssertEqual(try Arguments.parse(["--", "--near", "Berlin"]).get().near, "Berlin")
        XCTAssertTrue(try Arguments.parse(["--version"]).get().version)
    }

    func testBadArgumentsSayWhatIsWrong() {
        func message(_ arguments: [String]) -> String? {
            if case .failure(let error) = Arguments.parse(arguments) { return error.description }
            return nil
        }
        XCTAssertEqual(message(["--fly"]), "unknown option --fly")
        XCTAssertEqual(message(["--near"]), "--near needs a value")
        XCTAssertEqual(message(["--near", "--script"]), "--near needs a value")
    }
}
