import Core
import Shared
import TerminalApp
import XCTest

/// Line mode over stand-in flows (the app's journeys in line mode are in `Tests/AppTests`).
@MainActor
final class LineShellTests: XCTestCase {
    func testEachCommandPrintsTheScreenItLeavesAndABadLinePrintsOneLineAndGoesOn() async {
        var output: [String] = []
        let shell = LineShell(session: LinkedFlows.session(features: [LinkedFlows.inbox()], started: false), wait: 5) {
            output.append($0)
        }
        await shell.start()
        XCTAssertEqual(output.count, 1, "the first screen")
        XCTAssertTrue(output[0].hasPrefix("Home\n"), output[0])
        XCTAssertTrue(output[0].hasSuffix("status: test\n\n"), output[0])

        let inbox = await shell.handle(line: "inbox")
        XCTAssertTrue(inbox)
        XCTAssertTrue(output.last?.hasPrefix("Item inbox\n") ?? false, "\(output)")
        _ = await shell.handle(line: "dance")
        XCTAssertEqual(output.last, "error: unknown command \"dance\"; type help for the list\n")
        let printed = output.count
        _ = await shell.handle(line: "# a comment")
        _ = await shell.handle(line: "   ")
        XCTAssertEqual(output.count, printed, "comments and blank lines print nothing")
        _ = await shell.handle(line: "back")
        XCTAssertTrue(output.last?.hasPrefix("Home\n") ?? false, "\(output)")
        let goesOn = await shell.handle(line: "quit")
        XCTAssertFalse(goesOn)
        XCTAssertEqual(output.count, printed + 1, "quit prints nothing")
    }
}
