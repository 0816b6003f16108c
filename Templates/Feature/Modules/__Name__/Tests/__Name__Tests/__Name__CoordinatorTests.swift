import Core
import CoreTesting
import Foundation
import Shared
import SharedTesting
import XCTest
import __Name__Interface
import __Name__Testing

@testable import __Name__

@MainActor
final class __Name__CoordinatorTests: LeakCheckedTestCase {
    func testALinkOpensAnAddedScreenByNameAndAnUnknownNameIsAnError() async throws {
        XCTAssertEqual(FeatureManifest.templateName.edges.map(\.link.piece), ["screen"])
        let navigation = RecordingNavigationController()
        let parent = BaseCoordinator<Void>()
        let module = __Name__Builder(dependency: Dependency(venueRepository: repository())).buildModule(
            with: navigation)
        let subscription = parent.coordinate(to: module.coordinator).subscribe(onError: {
            XCTFail("the __Name__ flow failed: \($0)")
        })
        defer { subscription.dispose() }
        let feature = try XCTUnwrap(module.coordinator as? LinkFollowing)

        let rest = try await feature.follow("venues://?sort=liked")
        XCTAssertEqual(rest.query.map(\.name), ["sort"], "what __Name__ does not take is left for other screens")
        var walk = try LinkWalk.of("venues://screen/Nowhere", routes: [AddedScreen.route])
        do throws(LinkError) {
            try await feature.follow(&walk)
            XCTFail("a screen __Name__ does not have is not skipped")
        } catch { XCTAssertEqual(error.reason, "screen Nowhere did not open") }
        XCTAssertTrue(module.coordinator.childCoordinators.isEmpty, "and nothing opened")
    }
}
