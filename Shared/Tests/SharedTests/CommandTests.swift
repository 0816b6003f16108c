import Core
import Shared
import TerminalUI
import XCTest

@MainActor
final class CommandTests: XCTestCase {
    func testLinesSplitIntoAWordAndItsArgument() async {
        XCTAssertEqual(Command(line: "  search  flat white "), Command(name: "search", argument: "flat white"))
        XCTAssertEqual(Command(line: "NEAR lisbon"), Command(name: "near", argument: "lisbon"))
        XCTAssertEqual(Command(line: "open 3")?.number, 3)
        XCTAssertNil(Command(line: "open 0")?.number, "rows start at 1")
        XCTAssertNil(Command(line: "open x")?.number)
        XCTAssertNil(Command(line: "   "), "an empty line is no command")
    }
}
