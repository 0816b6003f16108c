import Shared
import SharedTesting
import XCTest

/// `LinkWalk`: each flow takes its own steps and query items, in order, and what no flow took
/// is named by `unfinished`. (Async tests: Linux's XCTest cannot run a synchronous test of a
/// main-actor class.)
@MainActor
final class LinkWalkTests: XCTestCase {
    private let near = LinkRoute("near", takesValue: true)
    private let venue = LinkRoute("venue", takesValue: true)
    private let tips = LinkRoute("tips")

    func testAStepIsTakenOnlyByItsOwnRouteAndInOrder() async throws {
        var walk = try LinkWalk.of("venues://near/Berlin/venue/42/tips", routes: [near, venue, tips])
        XCTAssertEqual(walk.path, ["near", "Berlin", "venue", "42", "tips"])
        XCTAssertNil(walk.take(venue), "the next step is near's")
        XCTAssertEqual(walk.take(near), "Berlin")
        XCTAssertEqual(walk.take(venue), "42")
        XCTAssertEqual(walk.path, ["tips"], "what is left, as the link writes it")
        XCTAssertEqual(walk.unfinished, LinkError(link: walk.link, reason: "no screen on the way opens \"tips\""))
        XCTAssertEqual(walk.take(tips), "", "a route that takes no value")
        XCTAssertNil(walk.unfinished)
    }

    func testAQueryItemIsTakenOnceWithItsLastValue() async throws {
        var walk = try LinkWalk.of("venues://near/Berlin?sort=recent&sort=liked&filter=Bakery", routes: [near])
        XCTAssertEqual(walk.take(LinkQuery("sort")), "liked")
        XCTAssertNil(walk.take(LinkQuery("sort")), "taken")
        XCTAssertEqual(walk.query, [ScreenAddress.QueryItem("filter", "Bakery")])
    }

    func testAValueItsReaderRefusesIsLeftForUnfinished() async throws {
        enum Order: String { case liked }
        var walk = try LinkWalk.of("venues://?sort=oldest")
        XCTAssertNil(walk.take(LinkQuery("sort"), as: Order.init(rawValue:)))
        XCTAssertEqual(walk.unfinished?.reason, "no screen on the way takes \"sort=\"")
    }

    func testARouteThatTakesAValueNeedsOne() async {
        XCTAssertThrowsError(try LinkWalk.of("venues://venue", routes: [venue])) { error in
            XCTAssertEqual((error as? LinkError)?.reason, "\"venue\" needs a value after it")
        }
    }
}
