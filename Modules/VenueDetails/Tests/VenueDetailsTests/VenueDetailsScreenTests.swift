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
final class VenueDetailsScreenTests: LeakCheckedTestCase {
    private func props(photos: Int, placeholder: String? = nil) -> VenueDetailsProps {
        VenueDetailsProps(
            title: "Canal Roasters", subtitle: "Coffee Shop", facts: ["Rating: 8.6/10"],
            photoURLs: (1...photos).map { "https://photos/\($0)" }, tipsHeading: "Top tips (1 in all)",
            tips: [.init(byline: "Ana · today", text: "one two three four five six")], mapAppLinks: ["Maps: https://m"],
            placeholder: placeholder, notice: nil, hint: "Esc back")
    }

    func testTheViewShowsThreePhotosWrapsTipsAndEndsWithTheMapLinks() async {
        let view = VenueDetailsView()
        view.render(props: props(photos: 4))
        XCTAssertEqual(
            view.frame(size: .init(columns: 16, rows: 30)).lines.map(\.text),
            [
                "Canal Roasters", "Coffee Shop", "", "Rating: 8.6/10", "  https://photos/1", "  https://photos/2",
                "  https://photos/3", "  …", "", "Top tips (1 in all)", "• Ana · today", "  one two three",
                "  four five six",
                "", "Maps: https://m",
            ])
    }

    func testAPlaceholderStandsInsteadOfTheDetails() async {
        let view = VenueDetailsView()
        view.render(props: props(photos: 1, placeholder: "Loading…"))
        XCTAssertEqual(
            view.frame(size: .init(columns: 40, rows: 30)).lines.map(\.text),
            ["Canal Roasters", "Coffee Shop", "", "Loading…"])
    }

    func testItsCommandsReachTheViewModelAndOthersAreLeftToTheShell() async throws {
        let screen = VenueDetailsViewController(
            viewModel: VenueDetailsViewModel(
                input: VenueDetailsInput(venueID: "v1", venueName: "Canal Roasters"),
                repository: FakeVenueRepository(venues: [venue()]), savedVenues: FakeSavedVenues(),
                clock: FixedClock(Fixtures.now), mapAppLinks: MapAppLinks()),
            formatter: VenueDetailsFormatter(clock: FixedClock(Fixtures.now), strings: VenueDetailsStrings.english))
        var routes = [VenueDetailsRoute]()
        let subscription = screen.viewModel.outputs.route.subscribe(onMainActor: { routes.append($0) })
        defer { subscription.dispose() }
        screen.loadViewIfNeeded()
        XCTAssertTrue(screen.handle(command: Command(name: "tips")))
        XCTAssertEqual(routes.map(\.venueID), ["v1"])
        XCTAssertTrue(screen.handle(command: Command(name: "maps")))
        XCTAssertTrue(
            screen.frame(size: .init(columns: 80, rows: 40)).lines.contains { $0.text.hasPrefix("Apple Maps: ") })
        XCTAssertFalse(screen.handle(command: Command(name: "unsave", argument: "1")))
    }
}
