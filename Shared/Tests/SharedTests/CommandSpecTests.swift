import Core
import Shared
import TerminalUI
import XCTest

@MainActor
final class CommandSpecTests: XCTestCase {
    func testASpecChecksItsArgumentWithAHint() async {
        let search = CommandSpec("search", argument: .text("TEXT"), help: "search")
        let filter = CommandSpec("filter", argument: .optionalText("CATEGORY"), help: "filter")
        func problem(_ spec: CommandSpec, _ line: String) -> String? {
            Command(line: line).flatMap { spec.problem(with: $0)?.description }
        }
        XCTAssertEqual(problem(.open, "open x"), "open needs a number from the list; try: open 1")
        XCTAssertEqual(problem(.open, "open 0"), "open needs a number from the list; try: open 1")
        XCTAssertNil(problem(.open, "open 2"))
        XCTAssertEqual(problem(search, "search"), "search needs an argument; try: search TEXT")
        XCTAssertEqual(problem(.back, "back now"), "back takes no argument; try: back")
        XCTAssertNil(problem(filter, "filter"), "an optional argument may be left out")
        XCTAssertEqual(
            [CommandSpec.open.usage, search.usage, filter.usage], ["open N", "search TEXT", "filter [CATEGORY]"])
        XCTAssertTrue(CommandSpec.quit.matches(Command(name: "EXIT")), "aliases match, in any case")
    }
}
