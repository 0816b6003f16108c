import Core
import Shared
import TerminalApp
import TerminalUI
import XCTest

@MainActor
final class ShellSessionTests: XCTestCase {
    /// The shells' own words first, then the screen on top's commands, then the root features'
    /// entries; anything else is refused, saying whether nobody takes it or only another screen.
    func testACommandGoesWhereItBelongsOrIsRefusedWithTheReason() async {
        var opened = 0
        let session = LinkedFlows.session(features: [LinkedFlows.inbox(built: { opened += 1 })])
        guard case .help = session.route(Command(name: "help")) else { return XCTFail("help is the shell's") }
        guard case .quit = session.route(Command(name: "QUIT")) else { return XCTFail("quit is the shell's") }
        guard case .where(let address) = session.route(Command(name: "where")) else { return XCTFail("where") }
        XCTAssertEqual(address, session.navigation.address)
        guard case .refused(let unknown) = session.route(Command(name: "dance")) else {
            return XCTFail("nobody declares dance")
        }
        XCTAssertEqual(unknown.description, "unknown command \"dance\"; type help for the list")
        guard case .refused(let elsewhere) = session.route(Command(name: "back")) else {
            return XCTFail("Home takes no back")
        }
        XCTAssertEqual(elsewhere.description, "\"back\" does not apply to Home; type help for what does")

        guard case .opened = session.route(Command(name: "inbox")) else { return XCTFail("inbox is a root feature") }
        XCTAssertEqual(opened, 1)
        XCTAssertEqual(session.navigation.visibleScreen?.title, "Item inbox")
        guard case .handled = session.route(Command(name: "back")) else { return XCTFail("the inbox takes back") }
        XCTAssertEqual(session.navigation.visibleScreen?.title, "Home")
    }

    func testTheStatusLineShowsANoticeUntilTheUserActsThenWhereTheDataComesFrom() async {
        let session = LinkedFlows.session()
        var notices: [String] = []
        session.onNotice = { notices.append($0) }
        XCTAssertEqual(session.statusLine, "test")
        session.report(message: "offline")
        XCTAssertEqual(session.statusLine, "offline")
        XCTAssertEqual(notices, ["offline"])
        session.clearNotice()
        XCTAssertEqual(session.statusLine, "test")
        XCTAssertTrue(session.isSettled, "a text screen waits for nothing")
        XCTAssertTrue(session.helpLines.contains { $0.contains("help") }, "\(session.helpLines)")
    }
}
