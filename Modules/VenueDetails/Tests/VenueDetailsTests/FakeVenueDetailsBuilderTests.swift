import Core
import CoreTesting
import Foundation
import Shared
import SharedTesting
import TerminalUI
import VenueDetailsInterface
import VenueDetailsTesting
import XCTest

@MainActor
final class FakeVenueDetailsBuilderTests: LeakCheckedTestCase {
    /// What a parent's example shows for VenueDetails: the stand-in records the venue, pushes a
    /// screen saying what would open at VenueDetails' own address, and pops as VenueDetails would.
    func testTheStandInPushesWhatWouldOpenAndGoesBack() async throws {
        let standIn = StandInVenueDetailsBuilder()
        final class Root: Presentable {}
        let flow = FlowTest(root: Root())
        let input = VenueDetailsInput(venueID: "v1", venueName: "Canal Roasters")
        flow.start(standIn.buildModule(with: flow.navigation, input: input))
        XCTAssertEqual(standIn.inputs, [input])
        do {
            let screen = try XCTUnwrap(flow.navigation.topViewController as? Screen)
            flow.watch(screen, as: "the stand-in screen")
            XCTAssertTrue(
                screen.frame(size: .init(columns: 100, rows: 20)).lines.contains {
                    $0.text == "VenueDetails would open here: the details of Canal Roasters (v1)."
                })
            XCTAssertEqual(screen.address, input.address)
            XCTAssertFalse(screen.handle(command: Command(name: "save")), "it takes none of VenueDetails' commands")
            XCTAssertTrue(screen.handle(.back))
        }
        flow.expect(.navigation(.push("TextScreen")), .navigation(.pop("TextScreen")), .finished("()"))
        flow.finish()
    }
}
