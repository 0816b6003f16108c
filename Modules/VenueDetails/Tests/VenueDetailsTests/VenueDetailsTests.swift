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

private struct Dependency: VenueDetailsDependency {
    let venueRepository: VenueRepository
    let clock: WallClock = FixedClock(Fixtures.now)
    let savedVenues: SavedVenueList
    let tipsBuilder: TipsBuildable
}

/// The fixture venue with five tips, "Tip 1" (1 like, 1 day old) to "Tip 5" (5 likes, 5 days old).
private func venue() -> Venue {
    Fixtures.venue(
        tips: (1...5).map { Fixtures.tip("t\($0)", "Tip \($0)", daysAgo: Double($0), likes: $0, author: "Ana") })
}

@MainActor
final class VenueDetailsTests: LeakCheckedTestCase {

    private let input = VenueDetailsInput(venueID: "v1", venueName: "Canal Roasters")

    private func makeViewModel(_ input: VenueDetailsInput, saved: FakeSavedVenues) -> VenueDetailsViewModel {
        VenueDetailsViewModel(
            input: input, repository: FakeVenueRepository(venues: [venue()]), savedVenues: saved,
            clock: FixedClock(Fixtures.now), mapAppLinks: MapAppLinks())
    }

    func testViewModelOnVirtualTime() async {
        let scheduler = TestScheduler()
        let saved = FakeSavedVenues()
        let viewModel = makeViewModel(input, saved: saved)
        let loaded = scheduler.createObserver(Bool.self)
        let listed = scheduler.createObserver([String].self)
        let marks = scheduler.createObserver(Bool.self)
        let tips = scheduler.createObserver(String.self)
        let bag = DisposeBag()
        viewModel.outputs.state.map { $0.venue != nil }.distinctUntilChanged().subscribe(loaded).disposed(by: bag)
        viewModel.outputs.state.map(\.isSaved).distinctUntilChanged().subscribe(marks).disposed(by: bag)
        saved.saved.map { $0.map(\.id) }.subscribe(listed).disposed(by: bag)
        viewModel.outputs.route.map(\.venueID).subscribe(tips).disposed(by: bag)

        let inputs = viewModel.inputs
        scheduler.scheduleAt(200) { inputs.viewDidLoad.accept(()) }
        scheduler.scheduleAt(210) { inputs.saveTapped.accept(()) }
        scheduler.scheduleAt(220) { inputs.saveTapped.accept(()) }
        scheduler.scheduleAt(230) { inputs.allTipsTapped.accept(()) }
        scheduler.start()

        XCTAssertEqual(loaded.events, [.next(0, false), .next(200, true)])
        XCTAssertEqual(listed.events, [.next(0, []), .next(210, ["v1"]), .next(220, [])], "saved, then unsaved")
        XCTAssertEqual(
            marks.events, [.next(0, false), .next(210, true), .next(220, false)], "the mark follows the list")
        XCTAssertEqual(saved.venues, [])
        XCTAssertEqual(tips.events, [.next(230, "v1")])
    }

    /// `t` or `s` before the venue has loaded gets an answer on the status line, not silence,
    /// and opens or saves nothing; once it has loaded, `t` opens Tips.
    func testTipsOrSaveBeforeTheVenueHasLoadedIsAnsweredNotDropped() async {
        let scheduler = TestScheduler()
        let saved = FakeSavedVenues()
        let viewModel = makeViewModel(input, saved: saved)
        let notices = scheduler.createObserver(String?.self)
        let tips = scheduler.createObserver(String.self)
        let bag = DisposeBag()
        viewModel.outputs.state.map(\.notice).distinctUntilChanged().subscribe(notices).disposed(by: bag)
        viewModel.outputs.route.map(\.venueID).subscribe(tips).disposed(by: bag)
        let inputs = viewModel.inputs
        scheduler.scheduleAt(100) { inputs.allTipsTapped.accept(()) }
        scheduler.scheduleAt(110) { inputs.mapsTapped.accept(()) }
        scheduler.scheduleAt(120) { inputs.saveTapped.accept(()) }
        scheduler.scheduleAt(200) { inputs.viewDidLoad.accept(()) }
        scheduler.scheduleAt(210) { inputs.allTipsTapped.accept(()) }
        scheduler.start()

        let loading = "\(input.venueName) is still loading; try again once it shows"
        XCTAssertEqual(
            notices.events,
            [.next(0, nil), .next(100, loading), .next(110, nil), .next(120, loading), .next(200, nil)],
            "each answer stays until the next action: the venue arriving clears it")
        XCTAssertEqual(tips.events, [.next(210, input.venueID)], "Tips opens only once the venue is there")
        XCTAssertEqual(saved.venues, [], "nothing was saved before the venue loaded")
    }

    func testUnknownVenueShowsTheError() async {
        let viewModel = makeViewModel(VenueDetailsInput(venueID: "gone", venueName: "Gone"), saved: FakeSavedVenues())
        var state: VenueDetailsState?
        let subscription = viewModel.outputs.state.subscribe(onMainActor: { state = $0 })
        viewModel.inputs.viewDidLoad.accept(())
        XCTAssertEqual(state?.error, "No venue with id gone.")
        subscription.dispose()
    }

    func testMapLinks() async {
        let links = MapAppLinks().links(for: venue())
        XCTAssertEqual(
            links,
            [
                MapAppLink(service: "Apple Maps", url: "https://maps.apple.com/?ll=52.37,4.89&q=Canal%20Roasters"),
                MapAppLink(service: "Google Maps", url: "https://www.google.com/maps/search/?api=1&query=52.37,4.89"),
            ])
    }

    func testPropsShowFactsTopTipsAndLinksOnRequest() async {
        let formatter = VenueDetailsFormatter(clock: FixedClock(Fixtures.now), strings: VenueDetailsStrings.english)
        var state = VenueDetailsReducer.reduce(
            VenueDetailsState(venueName: "Canal Roasters", isSaved: true),
            .loaded(venue(), MapAppLinks().links(for: venue()))
        )
        var props = formatter.props(for: state)
        XCTAssertEqual(props.subtitle, "Coffee Shop · ✓ verified · ♥ saved")
        XCTAssertEqual(
            props.facts.prefix(3),
            ["Rating: 8.6/10 ★★★★☆", "Address: Damrak 1, 1012 Amsterdam", "Hours: Mon–Sun 07:30–18:00 · open now"])
        XCTAssertTrue(props.facts.contains("Photos: 1"))
        XCTAssertEqual(props.tipsHeading, "Top tips (5 in all)")
        XCTAssertEqual(props.tips.map(\.text), ["Tip 5", "Tip 4", "Tip 3"], "the three most liked")
        XCTAssertEqual(props.tips.first?.byline, "Ana · 5 days ago")
        XCTAssertTrue(props.mapAppLinks.isEmpty)
        state = VenueDetailsReducer.reduce(state, .toggleMapLinks)
        props = formatter.props(for: state)
        XCTAssertEqual(props.mapAppLinks.count, 2)
        XCTAssertTrue(props.mapAppLinks[0].hasPrefix("Apple Maps: https://maps.apple.com/"))
    }

    func testASaveThatCannotBeWrittenSaysSoAndChangesNothing() async {
        let saved = FakeSavedVenues()
        saved.nextFailure = AtomicFile.WriteError(path: "/full/saved.json", reason: "No space left on device")
        let viewModel = makeViewModel(input, saved: saved)
        var state: VenueDetailsState?
        let subscription = viewModel.outputs.state.subscribe(onMainActor: { state = $0 })
        defer { subscription.dispose() }
        viewModel.inputs.viewDidLoad.accept(())
        viewModel.inputs.saveTapped.accept(())
        XCTAssertEqual(state?.notice, "Could not write /full/saved.json: No space left on device")
        XCTAssertEqual(state?.isSaved, false)
        XCTAssertEqual(saved.venues, [])
        viewModel.inputs.saveTapped.accept(())
        XCTAssertEqual(state?.isSaved, true, "the next save goes through")
    }

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

    func testCoordinatorPushesRunsTipsSavesPopsAndFreesEverything() async throws {
        let tipsBuilder = FakeTipsBuilder()
        let navigation = RecordingNavigationController()
        final class MapStandIn: Presentable {}
        navigation.setViewControllers([MapStandIn()], animated: false)
        let parent = BaseCoordinator<Void>()
        let saved = FakeSavedVenues()
        var finished = 0

        let coordinator: WeakReference<BaseCoordinator<Void>>
        let viewController: WeakReference<VenueDetailsViewController>
        let viewModel: WeakReference<VenueDetailsViewModel>
        do {
            let dependency = Dependency(
                venueRepository: FakeVenueRepository(venues: [venue()]), savedVenues: saved,
                tipsBuilder: tipsBuilder)
            let module = VenueDetailsBuilder(dependency: dependency).buildModule(with: navigation, input: input)
            coordinator = WeakReference(module.coordinator)
            _ = parent.coordinate(to: module.coordinator)
                .subscribe(onMainActor: { finished += 1 })

            let screen = try XCTUnwrap(navigation.topViewController as? VenueDetailsViewController)
            viewController = WeakReference(screen)
            viewModel = WeakReference(screen.viewModel)
            XCTAssertEqual(navigation.actions, [.setStack(["MapStandIn"]), .push("VenueDetailsViewController")])
            XCTAssertEqual(screen.frame(size: .init(columns: 80, rows: 30)).lines.first?.text, "Canal Roasters")

            XCTAssertTrue(screen.handle(.character("s")))
            let expected = SavedVenue(
                id: "v1", name: "Canal Roasters", category: "Coffee Shop", city: "Amsterdam", savedAt: Fixtures.now)
            XCTAssertEqual(saved.venues, [expected], "saved through the dependency")
            XCTAssertTrue(screen.frame(size: .init(columns: 80, rows: 30)).lines[1].text.hasSuffix("♥ saved"))

            XCTAssertTrue(screen.handle(.character("t")))
            XCTAssertEqual(tipsBuilder.inputs.map(\.venueName), ["Canal Roasters"])
            XCTAssertEqual(module.coordinator.childCoordinators.count, 1, "Tips runs as a child")
            tipsBuilder.lastCoordinator?.finish()
            XCTAssertTrue(module.coordinator.childCoordinators.isEmpty, "and is released when it ends")

            XCTAssertTrue(screen.handle(.back))
        }
        XCTAssertEqual(finished, 1)
        XCTAssertEqual(navigation.actions.last, .pop("VenueDetailsViewController"))
        XCTAssertNil(tipsBuilder.lastCoordinator)
        XCTAssertTrue(coordinator.isReleased)
        XCTAssertTrue(viewController.isReleased)
        XCTAssertTrue(viewModel.isReleased)
    }

    /// The details of `input` pushed onto `navigation`, Tips built by `tipsBuilder`; the flow
    /// runs until the subscription is disposed, and fails the test if it fails.
    private func startDetails(
        _ tipsBuilder: FakeTipsBuilder, navigation: RecordingNavigationController
    ) -> (Module<Void>, Disposable) {
        let dependency = Dependency(
            venueRepository: FakeVenueRepository(venues: [venue()]), savedVenues: FakeSavedVenues(),
            tipsBuilder: tipsBuilder)
        let module = VenueDetailsBuilder(dependency: dependency).buildModule(with: navigation, input: input)
        let subscription = module.coordinator.start().subscribe(onError: { XCTFail("the details flow failed: \($0)") })
        return (module, subscription)
    }

    func testATipsFlowThatFailsIsReportedAndTheNextOneOpens() async throws {
        let tipsBuilder = FakeTipsBuilder()
        tipsBuilder.failures = [VenueDataError.noConnection("no tips service")]
        let navigation = RecordingNavigationController()
        let (module, subscription) = startDetails(tipsBuilder, navigation: navigation)
        defer { subscription.dispose() }
        let screen = try XCTUnwrap(navigation.topViewController as? VenueDetailsViewController)

        XCTAssertTrue(screen.handle(.character("t")))
        XCTAssertEqual(screen.status, "Could not show tips: \(VenueDataError.noConnection("no tips service"))")
        XCTAssertEqual(
            screen.frame(size: .init(columns: 80, rows: 30)).lines[3].text, "Rating: 8.6/10 ★★★★☆", "the details stay")

        XCTAssertTrue(screen.handle(.character("t")))
        XCTAssertNil(screen.status, "the next action clears the notice")
        XCTAssertEqual(module.coordinator.childCoordinators.count, 1, "the second request opens Tips")
        tipsBuilder.lastCoordinator?.fail(VenueDataError.noConnection("offline"))
        XCTAssertEqual(screen.status, "Could not show tips: \(VenueDataError.noConnection("offline"))")
        XCTAssertTrue(module.coordinator.childCoordinators.isEmpty)

        XCTAssertTrue(screen.handle(.character("t")))
        XCTAssertEqual(tipsBuilder.inputs.count, 3, "and a third opens it again")
        XCTAssertEqual(module.coordinator.childCoordinators.count, 1)
    }

    func testTheDetailsScreensAddressIsTheVenueIDAndTipsFollowIt() {
        XCTAssertEqual(
            VenueDetailsInput(venueID: "4b/0e", venueName: "Café").address.description, "venues://venue/4b%2F0e")
        XCTAssertEqual(VenueDetailsInput.edge.link.piece, "venue", "the one venue edge: Map's and Saved's too")
        XCTAssertEqual(
            FeatureManifest.venueDetails.edges.map(\.link.piece), VenueDetailsRoute.edges.map(\.link.piece),
            "its route's edges")
        XCTAssertTrue(
            FeatureManifest.venueDetails.edges.contains { $0.feature == FeatureManifest.tips.name }, "among them tips")
        XCTAssertEqual(TipsInput.edge.link.piece, "tips", "and Tips declares the piece that opens it")
        XCTAssertEqual(
            VenueDetailsCommand.specs.map(\.name), ["tips", "maps", "save", "back"],
            "the words the screen takes, each handled by the switch over VenueDetailsCommand")
    }

    func testALinkOpensTipsThroughTheBuilderAndHandsItTheRest() async throws {
        let tipsBuilder = FakeTipsBuilder()
        let navigation = RecordingNavigationController()
        let (module, subscription) = startDetails(tipsBuilder, navigation: navigation)
        defer { subscription.dispose() }
        let details = try XCTUnwrap(module.coordinator as? LinkFollowing)

        let untaken = try await details.follow("venues://maps")
        XCTAssertEqual(Array(untaken.path), ["maps"], "the details open nothing called maps")
        XCTAssertTrue(tipsBuilder.inputs.isEmpty)

        let rest = try await details.follow("venues://tips?sort=liked")
        XCTAssertEqual(tipsBuilder.inputs.map(\.venueID), ["v1"], "built as the tips command builds")
        XCTAssertEqual(module.coordinator.childCoordinators.count, 1)
        XCTAssertTrue(rest.path.isEmpty)
        XCTAssertEqual(rest.query, [.init("sort", "liked")], "left for Tips (this one follows no links)")

        tipsBuilder.lastCoordinator?.finish()
        tipsBuilder.failures = [VenueDataError.noConnection("no tips service")]
        var walk = try LinkWalk.of("venues://tips")
        do throws(LinkError) {
            try await details.follow(&walk)
            XCTFail("a child that did not open is not a followed link")
        } catch { XCTAssertEqual(error.reason, "tips did not open") }
    }

    /// What VenueDetails' example shows for Tips: the stand-in records the venue, says what
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

extension VenueDetailsRoute {
    /// The venue whose screen the route opens.
    fileprivate var venueID: String {
        switch self {
        case .tips(let input): input.venueID
        }
    }
}
