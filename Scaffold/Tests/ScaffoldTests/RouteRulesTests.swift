import Foundation
import XCTest

@testable import ScaffoldKit

/// A feature's route enum is read from its Interface, and its cases, its `edges` and the root
/// manifest's `neighbours` must agree.
final class RouteRulesTests: XCTestCase {
    private let interface = """
        public enum MapRoute: FeatureRoute, Equatable {
            /// A venue's details.
            case venueDetails(VenueDetailsInput)
            // case tips(TipsInput), a comment, not a case
            case screen(named: AddedScreen.Named)

            // static let edges = [TipsInput.edge], an old list left in a comment
            /// Each case's edge, in case order.
            public static let edges = [VenueDetailsInput.edge, AddedScreen.Named.edge]

            public typealias Builders = VenueDetailsOpening
        }

        extension FeatureManifest {
            public static let map = FeatureManifest(name: "Map", commands: [], edges: MapRoute.edges)
        }
        """

    func testTheRouteIsReadFromTheInterface() throws {
        let route = try XCTUnwrap(RouteRules.route(of: "Map", in: interface))
        XCTAssertEqual(route.destinations, ["VenueDetailsInput", "AddedScreen.Named"])
        XCTAssertEqual(route.edges, ["VenueDetailsInput", "AddedScreen.Named"])
        let empty = try XCTUnwrap(
            RouteRules.route(
                of: "Tips", in: "public enum TipsRoute: FeatureRoute {\n    static let edges: [RouteEdge] = []\n}"))
        XCTAssertEqual(empty, RouteRules.Route(name: "TipsRoute", destinations: [], edges: []))
        XCTAssertNil(RouteRules.route(of: "Saved", in: interface), "no SavedRoute here")
    }

    func testEachDisagreementIsNamedWithWhatToChange() throws {
        let owner = ["VenueDetailsInput": "VenueDetails", "TipsInput": "Tips", "MapInput": "Map"]
        let route = try XCTUnwrap(RouteRules.route(of: "Map", in: interface))
        XCTAssertEqual(RouteRules.problems(of: "Map", route: route, owner: owner, neighbours: ["VenueDetails"]), [])
        XCTAssertEqual(
            RouteRules.problems(of: "Map", route: route, owner: owner, neighbours: []),
            [
                "MapRoute opens VenueDetails, which the root Package.swift's `neighbours` does not list for Map: add "
                    + "it there, then run `swift run scaffold manifests --write`"
            ])
        XCTAssertEqual(
            RouteRules.problems(of: "Map", route: route, owner: owner, neighbours: ["VenueDetails", "Tips"]),
            [
                "`neighbours` lists Tips for Map, but no case of MapRoute opens it: add the case, or take Tips out of "
                    + "`neighbours` and run `swift run scaffold manifests --write`"
            ])
        let unlisted = RouteRules.Route(
            name: "MapRoute", destinations: ["VenueDetailsInput", "AddedScreen.Named"], edges: ["AddedScreen.Named"])
        XCTAssertEqual(
            RouteRules.problems(of: "Map", route: unlisted, owner: owner, neighbours: ["VenueDetails"]),
            [
                "MapRoute.edges lists [AddedScreen.Named.edge] but its cases carry [VenueDetailsInput, "
                    + "AddedScreen.Named]: list each case's `Destination.edge`, in case order"
            ])
    }

    func testTypesAreFoundByTheirDeclaration() {
        XCTAssertEqual(
            RouteRules.declaredTypes(
                in:
                    "public struct TipsInput: Destination {\n    struct Inner {}\n}\npublic enum TipsRoute: FeatureRoute {}"
            ),
            ["TipsInput", "TipsRoute"], "top-level public types only")
    }

    func testTheRepositorysRoutesAgree() throws {
        let manifests = try FeatureManifests(root: repositoryRoot)
        let interfaces = RouteRules.interfaces(of: manifests.features, root: repositoryRoot)
        XCTAssertEqual(RouteRules.check(manifests, interfaces: interfaces), [])
    }
}
