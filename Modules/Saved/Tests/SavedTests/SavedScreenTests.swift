import Core
import CoreTesting
import Foundation
import SavedInterface
import SavedTesting
import Shared
import SharedTesting
import VenueDetailsInterface
import VenueDetailsTesting
import XCTest

@testable import Saved

@MainActor
final class SavedScreenTests: LeakCheckedTestCase {
    private func screen(_ venues: [SavedVenue]) -> SavedViewController {
        let screen = SavedViewController(
            viewModel: SavedViewModel(savedVenues: FakeSavedVenues(venues)),
            formatter: SavedFormatter(clock: FixedClock(Fixtures.now), strings: SavedStrings.english))
        screen.loadViewIfNeeded()
        return screen
    }

    private func lines(_ screen: SavedViewController) -> [String] {
        screen.frame(size: .init(columns: 80, rows: 20)).lines.map(\.text)
    }

    func testKeysMoveAndPickTheSelectedRow() async {
        let screen = screen(savedList)
        XCTAssertTrue(screen.handle(.down))
        XCTAssertEqual(lines(screen).filter { $0.hasPrefix(">") }, ["> 2. Tram Oven · Bakery · — · saved 3 days ago"])
        XCTAssertTrue(screen.handle(.character("3")))
        XCTAssertTrue(lines(screen)[5].hasPrefix("> 3. Corner Crumb"))
        XCTAssertTrue(screen.handle(.up))
        XCTAssertTrue(lines(screen)[4].hasPrefix("> 2. Tram Oven"))
        XCTAssertFalse(screen.handle(.character("z")), "a key the screen does not use is left to the shell")
    }

    func testANumberPastTheListNamesTheNumbersThereAreAndAnEmptyListSaysHowToSave() async {
        let screen = screen(savedList)
        XCTAssertTrue(screen.handle(command: Command(name: "unsave", argument: "4")))
        XCTAssertEqual(screen.status, "No saved venue numbered 4; choose 1–3.")
        let empty = self.screen([])
        XCTAssertTrue(
            lines(empty).contains("Nothing saved yet: press s on a venue's details to save it."),
            "an empty list shows what to do instead of rows")
        XCTAssertTrue(empty.handle(command: Command(name: "open", argument: "1")))
        XCTAssertEqual(empty.status, "There is no saved venue to open.")
        XCTAssertFalse(empty.handle(command: Command(name: "tips")), "other screens' commands are refused")
    }
}
