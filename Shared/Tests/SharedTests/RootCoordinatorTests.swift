import Core
import CoreTesting
import Shared
import SharedTesting
import TerminalApp
import TerminalUI
import XCTest

/// The root flow shows its home flow for the life of the app and opens its features over the
/// screen on top; a feature that fails is handed on, and the next one opens as usual.
@MainActor
final class RootCoordinatorTests: XCTestCase {
    private struct Broken: Error {}

    func testTheHomeShowsAndFeaturesOpenOverTheTopScreenEvenAfterOneFails() async {
        let navigation = TerminalNavigationController()
        var failures: [String] = []
        var builds = 0
        let feature = LinkedFlows.inbox(built: { builds += 1 }, make: { _ in ScriptedCoordinator<Void>() })
        let root = RootCoordinator(
            navigation: navigation, home: { Module(coordinator: LinkedFlows.Home(navigation: $0)) },
            features: [feature], onFailure: { failures.append("\($0)") })
        let subscription = root.start().subscribe(onError: { XCTFail("the root flow failed: \($0)") })
        defer { subscription.dispose() }
        XCTAssertEqual(navigation.screens.compactMap { ($0 as? Screen)?.title }, ["Home"])

        let first = root.open(feature) as? ScriptedCoordinator<Void>
        XCTAssertNotNil(first)
        XCTAssertEqual(root.childCoordinators.count, 2, "the home flow and the feature")
        first?.fail(Broken())
        XCTAssertEqual(failures.count, 1, "the failure is handed on")
        XCTAssertEqual(root.childCoordinators.count, 1, "and the failed flow let go")
        XCTAssertNotNil(root.open(feature), "the next one opens as usual")
        XCTAssertEqual(builds, 2)
    }

    func testALinkGoesToTheHomeFlowThenToTheFeaturesItNames() async throws {
        let navigation = TerminalNavigationController()
        var builds = 0
        let feature = LinkedFlows.inbox(built: { builds += 1 })
        let root = RootCoordinator(
            navigation: navigation, home: { Module(coordinator: LinkedFlows.Home(navigation: $0)) },
            features: [feature], onFailure: { XCTFail("\($0)") })
        let subscription = root.start().subscribe(onError: { XCTFail("the root flow failed: \($0)") })
        defer { subscription.dispose() }
        let rest = try await root.follow("venues://item/3/inbox?tab=notes", routes: [LinkedFlows.Item.edge.link])
        XCTAssertEqual(navigation.screens.compactMap { ($0 as? Screen)?.title }, ["Home", "Item 3", "Item inbox"])
        XCTAssertEqual(builds, 1)
        XCTAssertNil(rest.unfinished, "the inbox's flow took tab=")
    }
}
