import Core
import CoreTesting
import Foundation
import Shared
import SharedTesting
import TerminalUI
import TipsInterface
import TipsTesting
import VenueDetailsInterface
import XCTest

@testable import VenueDetails

@MainActor
final class VenueDetailsBuilderTests: LeakCheckedTestCase {
    private let input = VenueDetailsInput(venueID: "v1", venueName: "Canal Roasters")

    /// The same flow, tested exhaustively: every navigation step and child start asserted,
    /// and the screen, its view model and every subscription gone at the end.
    func testTheFlowStepByStep() async throws {
        final class MapStandIn: Presentable {}
        let flow = FlowTest(root: MapStandIn())
        let tipsBuilder = FakeTipsBuilder()
        flow.record(tipsBuilder, as: "Tips")
        do {
            let dependency = Dependency(
                venueRepository: FakeVenueRepository(venues: [venue()]), savedVenues: FakeSavedVenues(),
                tipsBuilder: tipsBuilder)
            flow.start(VenueDetailsBuilder(dependency: dependency).buildModule(with: flow.navigation, input: input))
            let screen = try XCTUnwrap(flow.navigation.topViewController as? VenueDetailsViewController)
            flow.watch(screen, as: "VenueDetailsViewController")
            flow.watch(screen.viewModel, as: "VenueDetailsViewModel")
            XCTAssertTrue(screen.handle(.character("t")))
            tipsBuilder.lastCoordinator?.finish()
            XCTAssertTrue(screen.handle(.back))
        }
        flow.expect(
            .navigation(.push("VenueDetailsViewController")),
            .childStarted(
                builder: "Tips", input: String(describing: TipsInput.fixture)),
            .navigation(.pop("VenueDetailsViewController")),
            .finished("()"))
        flow.finish()
    }
}
