import Core
import CoreTesting
import Shared
import SharedTesting
import TerminalUI
import TipsInterface
import XCTest

@testable import Tips

@MainActor
final class TipsScreenTests: LeakCheckedTestCase {
    func testViewWrapsTextToTheWidth() async {
        let view = TipsView()
        view.render(
            props: TipsProps(
                title: "Tips · X", sortLabel: "Newest first",
                rows: [
                    .init(author: "Ana", date: "today", likes: "♥ 1", text: "one two three four five six seven")
                ], status: nil, hint: "Esc back"))
        let lines = view.frame(size: .init(columns: 16, rows: 20)).lines.map(\.text)
        XCTAssertEqual(
            lines,
            [
                "Tips · X", "Newest first", "", "1. Ana · today · ♥ 1", "   one two three", "   four five six",
                "   seven",
            ])
    }

    /// The sort keys reach the view model and the screen's address follows the order shown,
    /// so a link printed from it reopens the same list; the arrows scroll within the tips.
    func testTheSortKeysChangeTheOrderAndTheAddressAndTheArrowsScroll() async {
        let venue = Fixtures.venue()
        let screen = TipsViewController(
            viewModel: TipsViewModel(
                input: TipsInput(venueID: venue.id, venueName: venue.name),
                repository: FakeVenueRepository(venues: [venue], tips: [venue.id: Fixtures.tips])),
            formatter: TipsFormatter(clock: FixedClock(Fixtures.now), strings: TipsStrings.english))
        screen.loadViewIfNeeded()
        XCTAssertEqual(screen.address, TipsInput.address(order: .newest))
        XCTAssertTrue(screen.handle(.character("p")))
        XCTAssertEqual(screen.address, TipsInput.address(order: .liked))
        XCTAssertTrue(screen.handle(.character("r")))
        XCTAssertEqual(screen.address, TipsInput.address(order: .newest))

        XCTAssertTrue(screen.handle(.down))
        XCTAssertEqual(screen.view.scroll, 1)
        for _ in 0..<10 { _ = screen.handle(.down) }
        XCTAssertEqual(screen.view.scroll, Fixtures.tips.count - 1, "no further than the last tip")
        XCTAssertTrue(screen.handle(.up))
        XCTAssertEqual(screen.view.scroll, Fixtures.tips.count - 2)
        XCTAssertFalse(screen.handle(command: Command(name: "save")), "a command of another screen")
    }
}
