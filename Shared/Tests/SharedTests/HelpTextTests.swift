import Core
import Shared
import TerminalUI
import XCTest

@MainActor
final class HelpTextTests: XCTestCase {
    func testHelpIsBuiltFromWhatTheScreenAndTheRootDeclare() async throws {
        let screen = RecordingScreen("Inbox")
        let entry = FeatureEntry(title: "Drafts", command: CommandSpec("drafts", key: "w", help: "show the drafts"))
        let help = HelpText.lines(screen: screen, entries: [entry])
        XCTAssertEqual(help[1], "Here (Inbox):")
        XCTAssertTrue(help.contains { $0.hasPrefix("  back ") && $0.hasSuffix("go back one screen (Esc)") })
        let anywhere = try XCTUnwrap(help.firstIndex(of: "Anywhere:"))
        XCTAssertEqual(help[anywhere + 1], "  drafts            w       show the drafts")
        XCTAssertTrue(help.contains { $0.hasPrefix("  quit ") }, "and the shells' own commands")
        XCTAssertFalse(HelpText.lines(screen: nil, entries: []).contains("Here (Inbox):"))
        XCTAssertFalse(help.contains { $0.hasPrefix("Links from here") }, "a screen whose route has no edge")

        screen.edges = [
            RouteEdge(LinkRoute("message", takesValue: true), opens: "Message"),
            RouteEdge(LinkRoute("screen", takesValue: true), opens: nil),
        ]
        let routed = HelpText.lines(screen: screen, entries: [entry])
        let links = try XCTUnwrap(routed.firstIndex(of: "Links from here (after this screen's address):"))
        XCTAssertEqual(
            routed[(links + 1)...].prefix(2),
            ["  message/VALUE             opens Message", "  screen/VALUE              opens a screen added here"],
            "the route's edges, each with the feature it opens")
    }
}
