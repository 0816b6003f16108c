import Core
import CoreTesting
import Shared
import SharedTesting
import TerminalUI
import TipsInterface
import XCTest

@testable import Tips

@MainActor
final class TipsCoordinatorTests: LeakCheckedTestCase {
    private let input = TipsInput(venueID: "v1", venueName: "Roasters")

    func testALinkSortsTheTipsAndLeavesASortItDoesNotKnow() async throws {
        let navigation = RecordingNavigationController()
        let module = TipsBuilder(
            dependency: Dependency(venueRepository: FakeVenueRepository(tips: ["v1": Fixtures.tips]))
        )
        .buildModule(with: navigation, input: input)
        let subscription = module.coordinator.start().subscribe(onError: { XCTFail("the Tips flow failed: \($0)") })
        defer { subscription.dispose() }
        let tips = try XCTUnwrap(module.coordinator as? LinkFollowing)
        let screen = try XCTUnwrap(navigation.presentedViewController as? Screen)
        XCTAssertEqual(screen.address.description, "venues://tips")

        let rest = try await tips.follow("venues://tips?sort=liked")
        XCTAssertEqual(screen.address.description, "venues://tips?sort=liked")
        XCTAssertEqual(Array(rest.path), ["tips"], "the piece that opened Tips is its parent's to take")
        XCTAssertTrue(rest.query.isEmpty)
        _ = try await tips.follow("venues://?sort=newest")
        XCTAssertEqual(screen.address.description, "venues://tips")

        let unchecked = try await tips.follow("venues://?sort=oldest")
        XCTAssertEqual(
            unchecked.unfinished?.reason, "no screen on the way takes \"sort=\"",
            "a sort Tips does not know (which the link's check refuses first) is left, not guessed")
    }
}
