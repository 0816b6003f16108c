import Core
import CoreTesting
import Shared
import SharedTesting
import XCTest

/// `follow(_:as:)`: a link's step on one of a flow's edges becomes the flow's route, opened by
/// its `navigate(to:)`, and the child gets the rest; a step the screen cannot make a route of
/// yet, or a route that opens nothing, is an error naming the step.
@MainActor
final class LinkWalkOpeningTests: XCTestCase {
    private struct Detail: Destination, Equatable {
        let id: String
        static let edge = RouteEdge(LinkRoute("item", takesValue: true), opens: "Detail")
    }

    private enum Route: FeatureRoute, Equatable {
        case detail(Detail)
        static let edges = [Detail.edge]
    }

    /// A child that takes `more` from the rest of the walk.
    private final class Child: BaseCoordinator<Void>, LinkFollowing {
        var took: String?

        override func start() -> MainActorObservable<Void> { .never() }

        func follow(_ walk: inout LinkWalk) async throws(LinkError) {
            took = walk.take(LinkRoute("more"))
        }
    }

    private final class Flow: BaseCoordinator<Void>, Routing {
        var navigated: [Route] = []
        var opens = true
        var child: Child?

        override func start() -> MainActorObservable<Void> { .never() }

        func navigate(to route: Route) -> NavigationNode? {
            navigated.append(route)
            guard opens else { return nil }
            let child = Child()
            self.child = child
            return openChild({ Module(coordinator: child) }, onFailure: { XCTFail("the child failed: \($0)") })
        }
    }

    private let parent = BaseCoordinator<Void>()

    private func running() -> (Flow, Disposable) {
        let flow = Flow()
        return (flow, parent.coordinate(to: flow).subscribe())
    }

    func testAStepOnAnEdgeBecomesTheRouteAndTheChildTakesTheRest() async throws {
        let (flow, subscription) = running()
        defer { subscription.dispose() }
        var walk = try LinkWalk.of("venues://item/7/more", routes: [Detail.edge.link])
        try await walk.follow(flow) { step in .detail(Detail(id: step.value)) }
        XCTAssertEqual(flow.navigated, [.detail(Detail(id: "7"))])
        XCTAssertEqual(flow.child?.took, "", "the child took what followed")
        XCTAssertNil(walk.unfinished)
    }

    func testAStepOnNoEdgeIsLeftAndNothingOpens() async throws {
        let (flow, subscription) = running()
        defer { subscription.dispose() }
        var walk = try LinkWalk.of("venues://other/7", routes: [LinkRoute("other", takesValue: true)])
        try await walk.follow(flow) { _ in
            XCTFail("no route is made of another flow's step")
            return nil
        }
        XCTAssertEqual(flow.navigated, [])
        XCTAssertEqual(walk.path, ["other", "7"])
    }

    func testAStepWithNoRouteYetOrARouteThatOpensNothingIsAnError() async throws {
        let (flow, subscription) = running()
        defer { subscription.dispose() }
        var early = try LinkWalk.of("venues://item/7", routes: [Detail.edge.link])
        do throws(LinkError) {
            try await early.follow(flow) { _ in nil }
            XCTFail("a step the screen cannot take yet is not skipped")
        } catch { XCTAssertEqual(error.reason, "item 7 did not open") }
        XCTAssertEqual(flow.navigated, [], "nothing was asked to open")

        flow.opens = false
        var failed = try LinkWalk.of("venues://item/8", routes: [Detail.edge.link])
        do throws(LinkError) {
            try await failed.follow(flow) { .detail(Detail(id: $0.value)) }
            XCTFail("a route that opened nothing is not a followed link")
        } catch { XCTAssertEqual(error.reason, "item 8 did not open") }
        XCTAssertEqual(flow.navigated, [.detail(Detail(id: "8"))])
    }
}
