import Shared
import XCTest

final class CommandSetTests: XCTestCase {
    private enum ListCommand: CommandSet {
        case open, back, remove
        var spec: CommandSpec {
            switch self {
            case .open: .open
            case .back: .back
            case .remove: CommandSpec("remove", aliases: ["rm", "delete"], argument: .number, help: "remove row N")
            }
        }
    }

    func testATypedCommandIsTheCaseItNamesByWordOrAlias() {
        XCTAssertEqual(ListCommand(Command(name: "open", argument: "2")), .open)
        XCTAssertEqual(ListCommand(Command(name: "rm", argument: "1")), .remove)
        XCTAssertEqual(ListCommand(Command(name: "DELETE")), .remove, "typed names are lower-cased")
        XCTAssertNil(ListCommand(Command(name: "tips")))
        XCTAssertEqual(ListCommand.specs.map(\.name), ["open", "back", "remove"], "in case order")
    }
}
