import Foundation
import XCTest

@testable import ScaffoldKit

/// A feature's `Dependency`, with what it refines, is read from its builder and the
/// Interfaces, and met against the properties the app's component declares.
final class DependencyRulesTests: XCTestCase {
    private let builder = """
        /// What the parent provides.
        @MainActor
        public protocol VenueDetailsDependency: VenueDetailsRoute.Builders {
            /// Where venues come from.
            var venueRepository: VenueRepository { get }
            // var retired: Int { get }, a comment, not a requirement
            var clock: any WallClock { get }
        }
        """
    private let interface = """
        public protocol TipsOpening {
            var tipsBuilder: TipsBuildable { get }
        }

        public enum VenueDetailsRoute: FeatureRoute {
            case tips(TipsInput)
            public typealias Builders = TipsOpening & PhotosOpening
        }

        public protocol PhotosOpening: AnyObject {
            var photosBuilder: PhotosBuildable { get }
        }
        """

    func testARequirementListIncludesWhatTheDependencyRefinesThroughItsRoute() {
        let names = DependencyRules.Declarations([builder, interface]).requirements(of: "VenueDetailsDependency")
            .map { "\($0.name): \($0.type)" }
        XCTAssertEqual(
            Set(names),
            [
                "venueRepository: VenueRepository", "clock: WallClock", "tipsBuilder: TipsBuildable",
                "photosBuilder: PhotosBuildable",
            ])
    }

    func testTheComponentsPropertiesAreItsMembersNotAMethodsLocals() {
        let component = """
            extension AppComponent: MapDependency {
                public var scheduler: SchedulerType { MainScheduler.instance }
                func mapModule(city: String) -> Module<Void> {
                    let input: MapInput = MapInput(city: city)
                }
            }
            """
        XCTAssertEqual(
            DependencyRules.properties(in: Substring(component)),
            [DependencyRules.Property(name: "scheduler", type: "SchedulerType")])
    }

    func testTheBranchRunsFromTheComponentThroughTheFeaturesThatOpenIt() {
        let neighbours = ["Map": ["VenueDetails"], "Saved": ["VenueDetails"], "VenueDetails": ["Tips"], "Tips": []]
        let openers = DependencyRules.openers(neighbours)
        XCTAssertEqual(
            DependencyRules.branch(to: "Tips", openers: openers), ["AppComponent", "Map", "VenueDetails", "Tips"])
        XCTAssertEqual(DependencyRules.branch(to: "Saved", openers: openers), ["AppComponent", "Saved"])
    }

    func testAMissingOrMistypedPropertyIsNamedWithTheFileToChange() {
        let requirements = [
            DependencyRules.Property(name: "clock", type: "WallClock"),
            DependencyRules.Property(name: "tipsBuilder", type: "TipsBuildable"),
            DependencyRules.Property(name: "venueRepository", type: "VenueRepository"),
        ]
        XCTAssertEqual(
            DependencyRules.unmet(
                requirements, of: "VenueDetails",
                provided: ["clock": "SystemClock", "venueRepository": "VenueRepository"],
                branch: "AppComponent → Map → VenueDetails", file: "AppComponent+VenueDetails.swift"),
            [
                "AppComponent → Map → VenueDetails: VenueDetailsDependency needs `clock: WallClock`, but AppComponent's "
                    + "`clock` is a SystemClock: change it, or provide a WallClock in AppComponent+VenueDetails.swift",
                "AppComponent → Map → VenueDetails: VenueDetailsDependency needs `tipsBuilder: TipsBuildable`, which "
                    + "AppComponent does not provide: add it in AppComponent+VenueDetails.swift",
            ])
    }

    func testTheRepositorysComponentMeetsEveryFeature() throws {
        let manifests = try FeatureManifests(root: repositoryRoot)
        let interfaces = RouteRules.interfaces(of: manifests.features, root: repositoryRoot)
        XCTAssertEqual(DependencyRules.check(manifests, interfaces: interfaces), [])
    }
}
