import Core
import CoreTesting
import Foundation
import MapInterface
import MapTesting
import Shared
import SharedLive
import SharedTesting
import TerminalUI
import VenueDetailsInterface
import VenueDetailsTesting
import XCTest

@testable import Map

@MainActor
final class MapScreenTests: LeakCheckedTestCase {
    func testViewLayoutFollowsTheTerminalWidth() async {
        let formatter = MapFormatter(strings: MapStrings.english)
        var state = MapState(city: "Berlin", cities: ["Berlin"])
        let venue = Venue(
            id: "a", name: "Linden Books",
            categories: [VenueCategory(id: "1", name: "Bookstore", shortName: "Books", pluralName: "Bookstores")],
            coordinate: Coordinate(latitude: 52.5, longitude: 13.4),
            address: Address(street: nil, locality: "Berlin", region: nil, postcode: nil, country: nil, formatted: nil),
            hours: nil, contact: Contact(phone: nil, website: nil, email: nil), rating: 8.1, isVerified: false,
            photos: [], tips: [], distance: 420
        )
        state = MapReducer.reduce(state, .loaded([venue], state.searchKey))
        state = MapReducer.reduce(state, .saved(["a"]))
        let view = MapView()
        view.render(props: formatter.props(for: state))
        let wide = view.frame(size: .init(columns: MapView.sideBySideWidth, rows: 30)).lines.map(\.text)
        XCTAssertTrue(
            wide.contains { $0.hasPrefix("┌") && $0.contains(">♥1. Linden Books · Books · 420 m · 8.1/10") },
            "map and list side by side from \(MapView.sideBySideWidth) columns")
        let narrow = view.frame(size: .init(columns: MapView.sideBySideWidth - 1, rows: 30)).lines.map(\.text)
        XCTAssertTrue(narrow.contains(">♥1. Linden Books · Books · 420 m · 8.1/10"), "list below the map")
        XCTAssertEqual(narrow.first, "Venues near Berlin")
    }

    /// While typing, every key edits the search text (`c` and `n` included) and Esc restores
    /// the search before; outside it, the same keys are the list's.
    func testKeysEditTheSearchWhileTypingAndDriveTheListOtherwise() async throws {
        let screen = MapViewController(
            viewModel: MapViewModel(
                city: "Amsterdam", repository: try embedded(), savedVenues: .just([]), scheduler: TestScheduler()),
            formatter: MapFormatter(strings: MapStrings.english))
        var state: MapState?
        let subscription = screen.viewModel.outputs.state.subscribe(onMainActor: { state = $0 })
        defer { subscription.dispose() }
        screen.loadViewIfNeeded()
        XCTAssertTrue(screen.handle(command: Command(name: "search", argument: "bakery")))
        XCTAssertEqual(state?.query, "bakery")

        for key: Key in [.character("/"), .character("c"), .character("n"), .backspace, .character("o")] {
            XCTAssertTrue(screen.handle(key))
        }
        XCTAssertEqual(state?.draft, "bakeryco")
        XCTAssertNil(state?.category, "c was typed, not a category change")
        XCTAssertTrue(screen.handle(.back))
        XCTAssertNil(state?.draft)
        XCTAssertEqual(state?.query, "bakery", "Esc restores the search before typing")

        XCTAssertTrue(screen.handle(.character("n")))
        XCTAssertNotEqual(state?.city, "Amsterdam", "outside typing, n is the next city")
        XCTAssertTrue(screen.handle(command: Command(name: "near", argument: "amsterdam")))
        XCTAssertEqual(state?.city, "Amsterdam")
        XCTAssertFalse(screen.handle(command: Command(name: "save")), "a command of another screen")
    }
}
