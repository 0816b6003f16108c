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

private struct Dependency: MapDependency {
    let venueRepository: VenueRepository
    let venueDetailsBuilder: VenueDetailsBuildable
    let savedVenues: SavedVenueList
    let scheduler: SchedulerType
}

@MainActor
final class MapTests: LeakCheckedTestCase {
    /// The embedded dataset, as the app uses it.
    private func embedded() throws -> VenueRepository {
        try EmbeddedVenueProvider.bundled()
    }

    func testSearchAsYouTypeWaitsForAPauseAndEscRestoresTheQuery() async throws {
        let scheduler = TestScheduler(resolution: 0.001)
        let viewModel = MapViewModel(
            city: "Amsterdam", repository: try embedded(), savedVenues: .just([]),
            scheduler: scheduler)
        let queries = scheduler.createObserver(String.self)
        let drafts = scheduler.createObserver(String.self)
        let bag = DisposeBag()
        viewModel.outputs.state.map(\.query).distinctUntilChanged().subscribe(queries).disposed(by: bag)
        viewModel.outputs.state.map { $0.draft ?? "-" }.distinctUntilChanged().subscribe(drafts).disposed(by: bag)
        let act = viewModel.inputs.action

        let viewDidLoad = viewModel.inputs.viewDidLoad
        scheduler.scheduleAt(100) { viewDidLoad.accept(()) }
        scheduler.scheduleAt(200) { act.accept(.beginTyping) }
        scheduler.scheduleAt(210) { act.accept(.typed("m")) }
        scheduler.scheduleAt(250) { act.accept(.typed("mu")) }
        scheduler.scheduleAt(700) { act.accept(.cancelTyping) }
        scheduler.start()

        XCTAssertEqual(
            drafts.events, [.next(0, "-"), .next(200, ""), .next(210, "m"), .next(250, "mu"), .next(700, "-")])
        XCTAssertEqual(
            queries.events, [.next(0, ""), .next(550, "mu"), .next(700, "")],
            "searched 300 ms after the last keystroke; Esc restores")
    }

    func testLoadingFilteringSwitchingAndABadCityThatLosesNothing() async throws {
        let viewModel = MapViewModel(
            city: "Amsterdam", repository: try embedded(), savedVenues: .just([]),
            scheduler: TestScheduler())
        var state: MapState?
        let subscription = viewModel.outputs.state.subscribe(onMainActor: { state = $0 })
        defer { subscription.dispose() }
        viewModel.inputs.viewDidLoad.accept(())
        let all = try XCTUnwrap(state)
        XCTAssertFalse(all.isLoading)
        XCTAssertEqual(all.venues.count, 40)
        XCTAssertGreaterThanOrEqual(all.categories.count, 8)

        viewModel.inputs.action.accept(.filter("nothing"))
        XCTAssertEqual(state?.unknownCategory, "nothing")
        XCTAssertEqual(state?.venues.count, 40, "an unknown category keeps the list")
        let status = try XCTUnwrap(state.map { MapFormatter(strings: MapStrings.english).props(for: $0).status })
        XCTAssertTrue(status?.hasPrefix("No category called \"nothing\" here. Categories: Bakery, Bar,") ?? false)

        viewModel.inputs.action.accept(.filter("museum"))
        XCTAssertNil(state?.unknownCategory)
        XCTAssertEqual(state?.category, "Museum", "names match case-insensitively")
        XCTAssertTrue(state?.venues.allSatisfy { $0.primaryCategory?.name == "Museum" } ?? false)

        viewModel.inputs.action.accept(.near("Atlantis"))
        XCTAssertEqual(state?.error, "Unknown place \"Atlantis\". Known places: Amsterdam, Berlin, Lisbon.")
        XCTAssertEqual(state?.city, "Amsterdam", "a failed switch falls back to the city on screen")
        XCTAssertEqual(state?.category, "Museum", "with its filter")
        XCTAssertFalse(state?.venues.isEmpty ?? true, "and the list is kept")

        viewModel.inputs.action.accept(.cycleCity)
        XCTAssertEqual(state?.city, "Berlin")
        XCTAssertNil(state?.error)
        XCTAssertTrue(state?.venues.allSatisfy { $0.address.locality == "Berlin" } ?? false)
    }

    func testOpeningAndTheSavedMarksFollowTheSavedList() async throws {
        let saved = FakeSavedVenues()
        let viewModel = MapViewModel(
            city: "Lisbon", repository: try embedded(), savedVenues: saved.saved,
            scheduler: TestScheduler())
        var opened: [VenueDetailsInput] = []
        var state: MapState?
        let bag = DisposeBag()
        viewModel.outputs.route.subscribe(onMainActor: { opened.append($0.venue) })
            .disposed(by: bag)
        viewModel.outputs.state.subscribe(onMainActor: { state = $0 }).disposed(by: bag)
        viewModel.inputs.viewDidLoad.accept(())
        let second = try XCTUnwrap(state?.venues[1])
        try saved.set(SavedVenue(second, at: Fixtures.now), saved: true)
        XCTAssertEqual(state?.saved, [second.id], "a save anywhere marks the list")
        viewModel.inputs.action.accept(.move(1))
        viewModel.inputs.open.accept(nil)
        viewModel.inputs.open.accept(0)
        viewModel.inputs.open.accept(99)
        XCTAssertEqual(opened.map(\.venueID), [second.id, state?.venues[0].id].compactMap { $0 })
        try saved.set(SavedVenue(second, at: Fixtures.now), saved: false)
        XCTAssertEqual(state?.saved, [], "and an unsave clears the mark")
    }

    func testAsciiMapPlacesPinsByCoordinateAndMovesACrowdedOneAside() async {
        let pins = [
            AsciiMap.Pin(label: "1", coordinate: Coordinate(latitude: 1, longitude: 0)),
            AsciiMap.Pin(label: "2", coordinate: Coordinate(latitude: 0, longitude: 1)),
            AsciiMap.Pin(label: "3", coordinate: Coordinate(latitude: 0, longitude: 1)),
        ]
        XCTAssertEqual(
            AsciiMap.draw(pins, width: 7, height: 5),
            AsciiMap.Drawing(
                lines: [
                    "┌─────┐",
                    "│1    │",
                    "│    3│",
                    "│    2│",
                    "└─────┘",
                ], stacked: []), "north-west top left, south-east bottom right; 3 moves next to 2")
    }

    func testPinsShowTheFirstNineResults() async {
        let formatter = MapFormatter(strings: MapStrings.english)
        var state = MapState(city: "Berlin", cities: ["Berlin"])
        let nine = (1...9).map { Fixtures.venue(id: "v\($0)", name: "Venue \($0)") }
        state = MapReducer.reduce(state, .loaded(nine, state.searchKey))
        XCTAssertEqual(formatter.props(for: state).pins.map(\.label), Array("123456789"), "nine results, nine pins")
        let ten = nine + [Fixtures.venue(id: "v10", name: "Venue 10")]
        state = MapReducer.reduce(state, .loaded(ten, state.searchKey))
        XCTAssertEqual(formatter.props(for: state).pins.count, 9, "the tenth has no pin")
    }

    func testAPinWithNoFreeCellNearIsStackedAndNamed() async {
        let spot = Coordinate(latitude: 52, longitude: 4)
        let pins = ["1", "2", "3"].map { AsciiMap.Pin(label: Character($0), coordinate: spot) }
        let drawing = AsciiMap.draw(pins, width: 4, height: 3)
        XCTAssertEqual(drawing.lines, ["┌──┐", "│*2│", "└──┘"])
        XCTAssertEqual(drawing.stacked, ["1", "3"])

        let formatter = MapFormatter(strings: MapStrings.english)
        var state = MapState(city: "Berlin", cities: ["Berlin"])
        let crowded = (1...4).map { Fixtures.venue(id: "v\($0)", name: "Venue \($0)") }
        state = MapReducer.reduce(state, .loaded(crowded, state.searchKey))
        let view = MapView()
        view.render(props: formatter.props(for: state))
        XCTAssertEqual(
            view.frame(size: .init(columns: 80, rows: 13)).lines.last?.text,
            "Pins show the first nine results. * stands for 1, 4, too close to draw apart here.")
        XCTAssertEqual(
            view.frame(size: .init(columns: 80, rows: 40)).lines.last?.text, "Pins show the first nine results.",
            "a larger map has room for every pin")
    }

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

    private func startMap(
        _ builder: FakeVenueDetailsBuilder, navigation: RecordingNavigationController,
        saved: FakeSavedVenues = FakeSavedVenues()
    ) throws -> Module<Void> {
        MapBuilder(
            dependency: Dependency(
                venueRepository: try embedded(), venueDetailsBuilder: builder, savedVenues: saved,
                scheduler: TestScheduler())
        )
        .buildModule(with: navigation, input: MapInput(city: "Amsterdam"))
    }

    /// The stand-in the app's tests may use for Map: it records each input, and its flow ends
    /// when the test says so.
    func testTheFakeBuilderStandsInForMap() async {
        let fake = FakeMapBuilder()
        let flow = FlowTest()
        flow.record(fake, as: "Map")
        flow.start(fake.buildModule(with: flow.navigation, input: MapInput(city: "Berlin")))
        fake.lastCoordinator?.finish()
        flow.expect(.childStarted(builder: "Map", input: String(describing: MapInput(city: "Berlin"))), .finished("()"))
        flow.finish()
    }

    /// Map's flow runs for the life of the app: every step is asserted, and disposing it frees
    /// the details it opened and every subscription.
    func testCoordinatorOpensDetailsMarksSavesAndReleasesChildren() async throws {
        let builder = FakeVenueDetailsBuilder()
        let saved = FakeSavedVenues()
        let flow = FlowTest()
        flow.runsUntilDisposed = true
        flow.record(builder, as: "VenueDetails")
        flow.start(try startMap(builder, navigation: flow.navigation, saved: saved))
        // The test holds the screen only here, so that finish() can check it is freed.
        do {
            let screen = try XCTUnwrap(flow.navigation.viewControllers.first as? Screen)
            flow.watch(screen, as: "MapViewController")
            flow.expect(.navigation(.setStack(["MapViewController"])))
            XCTAssertEqual(screen.title, "Venues near Amsterdam", "loaded by the navigation controller")

            XCTAssertTrue(screen.handle(.down))
            XCTAssertTrue(screen.handle(.enter))
            let input = try XCTUnwrap(builder.inputs.first)
            flow.expect(.childStarted(builder: "VenueDetails", input: String(describing: input)))
            do {
                let opened = try XCTUnwrap(builder.lastCoordinator)
                flow.watch(opened, as: "the VenueDetails flow")
                let venue = SavedVenue(
                    id: input.venueID, name: input.venueName, category: nil, city: nil, savedAt: Fixtures.now)
                try saved.set(venue, saved: true)  // what the opened details do when asked
                XCTAssertTrue(
                    screen.frame(size: .init(columns: 80, rows: 40)).lines.contains { $0.text.hasPrefix(">♥2.") },
                    "the list marks the saved venue")
                opened.finish()
            }
            XCTAssertNil(builder.lastCoordinator, "the finished child coordinator is freed")

            XCTAssertTrue(screen.handle(command: Command(name: "open", argument: "99")))
            XCTAssertTrue(
                screen.frame(size: .init(columns: 80, rows: 40)).lines.contains {
                    $0.text == "No venue numbered 99; choose 1–40."
                })
            XCTAssertFalse(screen.handle(command: Command(name: "tips")), "commands for other screens are refused")
            XCTAssertFalse(screen.commands.contains { $0.name == "tips" }, "and not declared here")

            XCTAssertTrue(screen.handle(command: Command(name: "open", argument: "3")))
            flow.expect(.childStarted(builder: "VenueDetails", input: String(describing: builder.inputs[1])))
        }
        flow.finish()
    }

    func testAFailingChildIsShownOnTheStatusLineAndMapKeepsOpeningVenues() async throws {
        let builder = FakeVenueDetailsBuilder()
        builder.failures = [VenueDataError.noConnection("the details service is down")]
        let navigation = RecordingNavigationController()
        let module = try startMap(builder, navigation: navigation)
        let subscription = module.coordinator.start().subscribe()
        defer { subscription.dispose() }
        let screen = try XCTUnwrap(navigation.viewControllers.first as? Screen)

        XCTAssertTrue(screen.handle(command: Command(name: "open", argument: "1")), "the child fails as it starts")
        XCTAssertEqual(
            screen.status, "Could not open the venue: \(VenueDataError.noConnection("the details service is down"))")
        XCTAssertTrue(module.coordinator.childCoordinators.isEmpty)

        XCTAssertTrue(screen.handle(command: Command(name: "open", argument: "2")), "the next venue opens")
        XCTAssertNil(screen.status, "and the notice is gone")
        XCTAssertEqual(module.coordinator.childCoordinators.count, 1)
        builder.lastCoordinator?.fail(VenueDataError.noConnection("offline"))
        XCTAssertEqual(
            screen.status, "Could not open the venue: \(VenueDataError.noConnection("offline"))",
            "a child that fails while running is shown too")
        XCTAssertTrue(module.coordinator.childCoordinators.isEmpty, "and released")

        XCTAssertTrue(screen.handle(command: Command(name: "open", argument: "3")))
        XCTAssertEqual(builder.inputs.map(\.venueName).count, 3, "Map still opens venues")
        XCTAssertEqual(module.coordinator.childCoordinators.count, 1)
        XCTAssertEqual(navigation.actions, [.setStack(["MapViewController"])], "the fake children push nothing")
    }

    func testMapsRoutesAndAddressNameCitiesAndVenueIDsAndCheckThemFirst() async throws {
        XCTAssertEqual(
            MapInput.address(city: "Berlin", search: "coffee", category: "Bakery").description,
            "venues://near/Berlin?search=coffee&filter=Bakery")
        XCTAssertEqual(MapInput.address(city: "Lisbon", search: "", category: nil).description, "venues://near/Lisbon")
        let manifest = FeatureManifest.map
        XCTAssertEqual(manifest.routes.map(\.piece), ["near"], "Map's own piece")
        XCTAssertEqual(manifest.edges.map(\.link.piece), MapRoute.edges.map(\.link.piece), "its route's edges")
        XCTAssertTrue(
            manifest.edges.contains { $0.feature == FeatureManifest.venueDetails.name }, "among them venue/ID")
        XCTAssertEqual(manifest.queries.map(\.name), ["search", "filter"])
        XCTAssertEqual(MapCommand.specs.map(\.name), ["list", "open", "search", "filter", "near", "venue"])
        let repository = Container()
        repository.register(VenueRepository.self) { [embedded = try embedded()] _ in embedded }
        let venue = try XCTUnwrap(VenueDetailsLinks.venue.check)
        XCTAssertNil(try venue("5a0000182d33b4ba626e3765", repository).toBlocking().single())
        XCTAssertThrowsError(try venue("nope", repository).toBlocking().single())
        let near = try XCTUnwrap(MapLinks.near.check)
        XCTAssertNil(try near("Berlin", repository).toBlocking().single(), "a city with venues")
        XCTAssertThrowsError(try near("Atlantis", repository).toBlocking().single())
        XCTAssertThrowsError(try near("Berlin", Container()).toBlocking().single(), "no venues to check against") {
            XCTAssertTrue("\($0)".contains("VenueRepository"), "the error names the missing service: \($0)")
        }
    }

    func testALinkSetsTheListThenOpensTheVenueThroughTheBuilderAndHandsOnTheRest() async throws {
        let builder = FakeVenueDetailsBuilder()
        let navigation = RecordingNavigationController()
        let module = try startMap(builder, navigation: navigation)
        let subscription = module.coordinator.start().subscribe(onError: { XCTFail("the Map flow failed: \($0)") })
        defer { subscription.dispose() }
        let map = try XCTUnwrap(module.coordinator as? LinkFollowing)
        let screen = try XCTUnwrap(navigation.viewControllers.first as? Screen)

        let rest = try await map.follow(
            "venues://near/Berlin/venue/5a0000182d33b4ba626e3765/tips?filter=Bakery&sort=liked",
            routes: [MapLinks.near, VenueDetailsLinks.venue])
        XCTAssertEqual(screen.address.description, "venues://near/Berlin?filter=Bakery", "the list behind the venue")
        XCTAssertEqual(builder.inputs.map(\.venueID), ["5a0000182d33b4ba626e3765"], "built as the venue command builds")
        XCTAssertEqual(module.coordinator.childCoordinators.count, 1, "and run as Map's child")
        XCTAssertEqual(Array(rest.path), ["tips"], "the child's pieces are left for it (this one follows no links)")
        XCTAssertEqual(rest.query, [.init("sort", "liked")])

        builder.lastCoordinator?.finish()
        let untaken = try await map.follow("venues://near/Lisbon/maps", routes: [MapLinks.near])
        XCTAssertEqual(screen.title, "Venues near Lisbon")
        XCTAssertEqual(untaken.unfinished?.reason, "no screen on the way opens \"maps\"")
        XCTAssertEqual(builder.inputs.count, 1, "it opened nothing")

        let twice = try await map.follow("venues://near/Lisbon/near/Berlin", routes: [MapLinks.near])
        XCTAssertNil(twice.unfinished, "Map takes every near/CITY in turn")
        XCTAssertEqual(screen.address.description, "venues://near/Berlin", "the last city wins")
    }

    func testAVenueOpensByIDWhetherOrNotItIsInTheList() async throws {
        let viewModel = MapViewModel(
            city: "Lisbon", repository: try embedded(), savedVenues: .just([]), scheduler: TestScheduler())
        var opened: [VenueDetailsInput] = []
        let bag = DisposeBag()
        viewModel.outputs.route.subscribe(onMainActor: { opened.append($0.venue) })
            .disposed(by: bag)
        viewModel.inputs.viewDidLoad.accept(())
        viewModel.inputs.openID.accept("5a0000182d33b4ba626e3765")
        XCTAssertEqual(opened.map(\.venueID), ["5a0000182d33b4ba626e3765"])
        XCTAssertEqual(opened.first?.address.description, "venues://venue/5a0000182d33b4ba626e3765")
    }
}

extension MapRoute {
    /// The venue whose details the route opens.
    fileprivate var venue: VenueDetailsInput {
        switch self {
        case .venueDetails(let input): input
        }
    }
}
