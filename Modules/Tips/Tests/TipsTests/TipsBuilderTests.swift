import Core
import CoreTesting
import Shared
import SharedTesting
import TerminalUI
import TipsInterface
import XCTest

@testable import Tips

@MainActor
final class TipsBuilderTests: LeakCheckedTestCase {
    private let input = TipsInput(venueID: "v1", venueName: "Roasters")

    func testBuilderCoordinatorPresentsDismissesAndFreesEverything() async throws {
        let flow = FlowTest()
        let repository = FakeVenueRepository(tips: ["v1": Fixtures.tips])
        flow.start(
            TipsBuilder(dependency: Dependency(venueRepository: repository)).buildModule(
                with: flow.navigation, input: input))
        do {
            let screen = try XCTUnwrap(flow.navigation.presentedViewController as? TipsViewController)
            flow.watch(screen, as: "TipsViewController")
            flow.watch(screen.viewModel, as: "TipsViewModel")
            flow.expect(.navigation(.present("TipsViewController")))
            XCTAssertEqual(
                screen.frame(size: .init(columns: 60, rows: 20)).lines.first?.text, "Tips · Roasters",
                "loaded when presented")

            XCTAssertTrue(screen.handle(.character("p")))
            XCTAssertTrue(
                screen.frame(size: .init(columns: 60, rows: 20)).lines.contains { $0.text.hasPrefix("1. Anonymous") })
            XCTAssertFalse(screen.handle(.character("z")), "keys the screen does not use are left to the shell")
            XCTAssertTrue(screen.handle(.back))
        }
        // The screen, its view model, the coordinator and every subscription are gone too:
        // `finish` checks them.
        flow.expect(.navigation(.dismiss("TipsViewController")), .finished("()"))
        flow.finish()
    }
}
