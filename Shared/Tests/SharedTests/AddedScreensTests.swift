import Core
import CoreTesting
import Shared
import SharedTesting
import XCTest

/// A feature's list of added screens: found by name in any case, offered as a command only
/// once there is one, and checked by name in a link before anything moves.
final class AddedScreensTests: XCTestCase {
    private final class Provider {}

    private let screens = AddedScreens<Provider>([
        (name: "Photos", make: { _, _ in Module(coordinator: ScriptedCoordinator<Void>()) }),
        (name: "Hours", make: { _, _ in Module(coordinator: ScriptedCoordinator<Void>()) }),
    ])

    func testAScreenIsFoundByNameInAnyCase() {
        XCTAssertEqual(screens.names, ["Photos", "Hours"])
        XCTAssertEqual(screens.index(named: "hours"), 1)
        XCTAssertEqual(screens.index(named: "PHOTOS"), 0)
        XCTAssertNil(screens.index(named: "Menu"))
    }

    @MainActor
    func testAScreenIsMadeFromTheProviderOverTheNavigation() async {
        let navigation = RecordingNavigationController()
        XCTAssertNotNil(screens.module(at: 1, from: Provider(), over: navigation))
        XCTAssertNil(screens.module(at: 2, from: Provider(), over: navigation), "no third screen")
    }

    func testTheOfferedManifestChecksTheScreenEdgeAndKeepsTheOthers() throws {
        XCTAssertEqual(AddedScreen.command.name, AddedScreen.route.piece, "typed and linked by one word")
        let other = RouteEdge(LinkRoute("venue", takesValue: true), opens: "VenueDetails")
        let manifest = FeatureManifest(name: "Inbox", commands: [.open], edges: [other, AddedScreen.Named.edge])
        let offered = screens.offered(in: manifest)
        XCTAssertEqual(offered.edges.map(\.link.piece), ["venue", "screen"])
        XCTAssertEqual(offered.edges.map(\.feature), ["VenueDetails", nil], "an added screen is the feature's own")
        XCTAssertNil(manifest.edges[1].link.check)
        let check = try XCTUnwrap(offered.edges[1].link.check)
        XCTAssertEqual(
            try check("Menu", Container()).toBlocking().single(), "Inbox has no screen called Menu")
    }

    func testALinkedNameIsCheckedBeforeAnythingMoves() throws {
        let route = screens.route(feature: "VenueDetails")
        XCTAssertTrue(route.takesValue)
        let check = try XCTUnwrap(route.check)
        let repository = Container()
        XCTAssertNil(try check("photos", repository).toBlocking().single())
        XCTAssertEqual(
            try check("Menu", repository).toBlocking().single(), "VenueDetails has no screen called Menu")
    }
}
