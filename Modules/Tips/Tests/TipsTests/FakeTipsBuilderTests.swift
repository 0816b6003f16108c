import Core
import CoreTesting
import Foundation
import Shared
import SharedTesting
import TerminalUI
import TipsInterface
import TipsTesting
import XCTest

@MainActor
final class FakeTipsBuilderTests: LeakCheckedTestCase {
    /// What a parent's example shows for Tips: the stand-in records the venue, says what
    /// would open, prints Tips' own address piece, and goes back as Tips would.
    func testTipsStandInShowsWhatWouldOpenAndGoesBack() async throws {
        let standIn = StandInTipsBuilder()
        let flow = FlowTest()
        flow.start(standIn.buildModule(with: flow.navigation, input: .fixture))
        XCTAssertEqual(standIn.inputs.map(\.venueID), ["v1"])
        do {
            let screen = try XCTUnwrap(flow.navigation.presentedViewController as? Screen)
            flow.watch(screen, as: "the stand-in screen")
            XCTAssertEqual(screen.title, "Tips (stand-in)")
            XCTAssertTrue(
                screen.frame(size: .init(columns: 100, rows: 20)).lines.contains {
                    $0.text == "Tips would open here: the tips of Canal Roasters (v1)."
                })
            XCTAssertEqual(screen.address, TipsInput.address(order: .newest))
            XCTAssertFalse(screen.handle(command: Command(name: "liked")), "it takes none of Tips' commands")
            XCTAssertTrue(screen.handle(.back))
        }
        flow.expect(.navigation(.present("TextScreen")), .navigation(.dismiss("TextScreen")), .finished("()"))
        flow.finish()
    }
}
