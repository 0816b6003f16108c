import Core
import CoreTesting
import Shared
import SharedTesting
import TerminalUI
import XCTest

@testable import TerminalApp

/// The link follower checks a link whole before anything moves, then goes back to the home
/// screen and hands the link to the root flow; a link it refuses leaves the screens as they were.
@MainActor
final class LinkFollowerTests: XCTestCase {
    private func follow(_ link: String, in session: ShellSession) async -> LinkError? {
        await LinkFollower(session: session).follow(link) {}
    }

    private func titles(_ session: ShellSession) -> [String] {
        session.navigation.screens.compactMap { ($0 as? Screen)?.title }
    }

    func testALinkOpensItsScreensFromTheHomeScreen() async {
        let session = LinkedFlows.session()
        let error = await follow("venues://item/7?tab=photos", in: session)
        XCTAssertNil(error)
        XCTAssertEqual(titles(session), ["Home", "Item 7"])
        XCTAssertEqual((session.navigation.visibleScreen as? TextScreen)?.lines, ["tab: photos"], "the item took tab=")
        XCTAssertEqual(session.navigation.address.description, "venues://item/7")

        let again = await follow("venues://item/8", in: session)
        XCTAssertNil(again)
        XCTAssertEqual(titles(session), ["Home", "Item 8"], "back to the home screen first, as a user would go")
    }

    func testARefusedLinkMovesNothingAndSaysWhy() async {
        let session = LinkedFlows.session()
        _ = await follow("venues://item/7", in: session)
        let cases: [(String, String)] = [
            ("venues://item/7/more", "no screen at venues://item/7 opens \"more\""),
            ("venues://item/0", "there is no item 0"),
            ("venues://item", "\"item\" needs a value after it"),
            ("venues://item/7?sort=new", "no screen on the way takes \"sort=\""),
            ("venues://item/7?tab=map", "\"map\" is not a value tab takes"),
            ("http://item/7", "links start with venues://"),
        ]
        for (link, reason) in cases {
            let error = await follow(link, in: session)
            XCTAssertEqual(error?.reason, reason, link)
            XCTAssertEqual(titles(session), ["Home", "Item 7"], "\(link) moved nothing")
        }
    }

    func testARootFeaturesEntryOpensItOverTheWalkedScreens() async {
        var opened = 0
        let session = LinkedFlows.session(features: [LinkedFlows.inbox(built: { opened += 1 })])
        let error = await follow("venues://item/7/inbox", in: session)
        XCTAssertNil(error)
        XCTAssertEqual(opened, 1)
        XCTAssertEqual(titles(session), ["Home", "Item 7", "Item inbox"])
    }
}
