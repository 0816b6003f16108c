import Core
import CoreTesting
import XCTest

private struct VenueSaved: NavigationEvent { let id: String }
private struct ThemeChanged: NavigationEvent { let dark: Bool }

@MainActor
final class NavigationNodeTests: XCTestCase {
    func testRaiseTravelsUpNearestFirst() async {
        let root = NavigationNode()
        let flow = NavigationNode(parent: root)
        let screen = NavigationNode(parent: flow)
        var log: [String] = []
        root.addHandler { (event: VenueSaved) in log.append("root \(event.id)") }
        flow.addHandler { (event: VenueSaved) in log.append("flow \(event.id)") }
        screen.addHandler { (_: VenueSaved) in log.append("screen itself") }
        screen.raise(VenueSaved(id: "v1"))
        XCTAssertEqual(log, ["flow v1", "root v1"])
    }

    func testPropagateTravelsDownToEveryDescendant() async {
        let root = NavigationNode()
        let a = NavigationNode(parent: root)
        let b = NavigationNode(parent: root)
        let leaf = NavigationNode(parent: a)
        var log: [String] = []
        for (name, node) in [("a", a), ("b", b), ("leaf", leaf)] {
            node.addHandler { (event: ThemeChanged) in log.append("\(name) \(event.dark)") }
        }
        root.propagate(ThemeChanged(dark: true))
        XCTAssertEqual(log, ["a true", "leaf true", "b true"])
    }

    func testHandlersOnlyReceiveTheirEventType() async {
        let root = NavigationNode()
        let child = NavigationNode(parent: root)
        var saved = 0
        root.addHandler { (_: VenueSaved) in saved += 1 }
        child.raise(ThemeChanged(dark: false))
        XCTAssertEqual(saved, 0)
    }

    func testAnEventNoAncestorHandlesIsReportedNotLost() async {
        let previous = Hooks.defaultErrorHandler
        defer { Hooks.defaultErrorHandler = previous }
        let reported = LockedBox<[String]>([])
        Hooks.defaultErrorHandler = { _, error in reported.mutate { $0.append("\(error)") } }
        let root = NavigationNode()
        let screen = NavigationNode(parent: root)
        root.addHandler { (_: ThemeChanged) in }

        XCTAssertFalse(screen.raise(VenueSaved(id: "v1")), "nobody handles VenueSaved")
        XCTAssertTrue(screen.raise(ThemeChanged(dark: true)), "the root handles ThemeChanged")
        XCTAssertEqual(
            reported.value,
            ["VenueSaved raised by NavigationNode reached no handler; add one with addHandler on an ancestor"])
    }

    func testANodeThatLeavesTheTreeStopsReceiving() async {
        let root = NavigationNode()
        var received: [String] = []
        var child: NavigationNode? = NavigationNode(parent: root)
        child?.addHandler { (event: ThemeChanged) in received.append("child \(event.dark)") }
        root.propagate(ThemeChanged(dark: true))
        child?.detach()
        root.propagate(ThemeChanged(dark: false))
        XCTAssertEqual(received, ["child true"])
        XCTAssertTrue(root.children.isEmpty)

        let other = NavigationNode(parent: root)
        let watched = WeakReference(other)
        _ = other
        child = nil
        XCTAssertEqual(root.children.count, 1)
        XCTAssertNotNil(watched.object)
    }

    func testTheTreeDoesNotKeepNodesAlive() async {
        let root = NavigationNode()
        var child: NavigationNode? = NavigationNode(parent: root)
        let watched = WeakReference(child)
        child = nil
        XCTAssertNil(watched.object)
        XCTAssertTrue(root.children.isEmpty)
    }

    func testTheTreeDescriptionShowsEveryNodeWithTheEventsItHandles() async {
        final class Flow: NavigationNode {}
        final class Screen: NavigationNode {}
        let root = NavigationNode()
        let flow = Flow(parent: root)
        var screen: Screen? = Screen(parent: flow)
        root.addHandler { (_: VenueSaved) in }
        root.addHandler { (_: ThemeChanged) in }
        flow.addHandler { (_: VenueSaved) in }
        XCTAssertEqual(
            root.navigationTreeDescription,
            "NavigationNode ← ThemeChanged, VenueSaved\n  Flow ← VenueSaved\n    Screen")
        XCTAssertNotNil(screen)
        screen = nil
        XCTAssertEqual(root.navigationTreeDescription, "NavigationNode ← ThemeChanged, VenueSaved\n  Flow ← VenueSaved")
    }
}
