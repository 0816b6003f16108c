import Core
import CoreTesting
import Foundation
import Shared
import TipsInterface
import VenueDetailsInterface
import XCTest
@testable import VenueDetails

private final class StubRepository: VenueRepository, @unchecked Sendable {
    var venues: [String: Venue] = [:]
    let cities: [City] = []
    func search(_ query: VenueQuery) -> Observable<[Venue]> { .just([]) }
    func venue(id: String) -> Single<Venue> {
        guard let venue = venues[id] else { return .error(VenueDataError.notFound(venueID: id)) }
        return .just(venue)
    }
    func tips(venueID: String) -> Single<[Tip]> { .just([]) }
    func photos(venueID: String) -> Single<[Photo]> { .just([]) }
}

/// A Tips builder that records what it was asked for and hands out a coordinator the test ends.
private final class FakeTipsBuilder: TipsModuleBuildable {
    final class FakeTipsCoordinator: BaseCoordinator<Void> {
        let done = PublishSubject<Void>()
        override func start() -> Observable<Void> { done.take(1) }
    }

    var inputs: [TipsInput] = []
    weak var last: FakeTipsCoordinator?

    func buildModule(with navigation: NavigationControllable, input: TipsInput) throws(BuildError) -> Module<Void> {
        inputs.append(input)
        let coordinator = FakeTipsCoordinator()
        last = coordinator
        return Module(coordinator: coordinator)
    }
}

private struct Dependency: VenueDetailsDependency {
    let venueRepository: VenueRepository
    let clock: WallClock
    let tipsBuilder: TipsModuleBuildable
}

private let now = Date(timeIntervalSince1970: 1_800_000_000)

private func venue() -> Venue {
    Venue(
        id: "v1", name: "Canal Roasters",
        categories: [VenueCategory(id: "13035", name: "Coffee Shop", shortName: "Coffee", pluralName: "Coffee Shops")],
        coordinate: Coordinate(latitude: 52.37, longitude: 4.89),
        address: Address(street: "Damrak 1", locality: "Amsterdam", region: nil, postcode: "1012", country: "NL", formatted: "Damrak 1, 1012 Amsterdam"),
        hours: OpeningHours(display: "Mon–Sun 07:30–18:00", isOpenNow: true, periods: []),
        contact: Contact(phone: "+31 20 123 4567", website: nil, email: nil),
        rating: 8.6, isVerified: true,
        photos: [Photo(id: "p1", createdAt: nil, prefix: "https://img/", suffix: "/a.jpg", width: 10, height: 10)],
        tips: (1...5).map { Tip(id: "t\($0)", text: "Tip \($0)", author: User(id: "u", name: "Ana"), createdAt: now.addingTimeInterval(Double(-$0) * 86_400), likes: $0) },
        distance: nil
    )
}

final class VenueDetailsTests: LeakCheckedTestCase {

    private func makeViewModel(saved: Bool = false) -> (VenueDetailsViewModel, StubRepository) {
        let repository = StubRepository()
        repository.venues["v1"] = venue()
        let viewModel = VenueDetailsViewModel(
            input: VenueDetailsInput(venueID: "v1", venueName: "Canal Roasters", isSaved: saved),
            useCase: VenueDetailsUseCase(repository: repository), mapURLHandler: MapURLHandler()
        )
        return (viewModel, repository)
    }

    func testViewModelOnVirtualTime() {
        let scheduler = TestScheduler()
        let (viewModel, _) = makeViewModel()
        let loaded = scheduler.createObserver(Bool.self)
        let saves = scheduler.createObserver(Bool.self)
        let tips = scheduler.createObserver(String.self)
        let bag = DisposeBag()
        viewModel.outputs.state.map { $0.venue != nil }.distinctUntilChanged().subscribe(loaded).disposed(by: bag)
        viewModel.outputs.savedChanged.map(\.isSaved).subscribe(saves).disposed(by: bag)
        viewModel.outputs.showTips.map(\.venueID).subscribe(tips).disposed(by: bag)

        scheduler.scheduleAt(200) { viewModel.inputs.viewDidLoad.accept(()) }
        scheduler.scheduleAt(210) { viewModel.inputs.saveTapped.accept(()) }
        scheduler.scheduleAt(220) { viewModel.inputs.saveTapped.accept(()) }
        scheduler.scheduleAt(230) { viewModel.inputs.allTipsTapped.accept(()) }
        scheduler.start()

        XCTAssertEqual(loaded.events, [.next(0, false), .next(200, true)])
        XCTAssertEqual(saves.events, [.next(210, true), .next(220, false)])
        XCTAssertEqual(tips.events, [.next(230, "v1")])
    }

    func testUnknownVenueShowsTheError() {
        let repository = StubRepository()
        let viewModel = VenueDetailsViewModel(
            input: VenueDetailsInput(venueID: "gone", venueName: "Gone", isSaved: false),
            useCase: VenueDetailsUseCase(repository: repository), mapURLHandler: MapURLHandler()
        )
        var state: VenueDetailsState?
        let subscription = viewModel.outputs.state.subscribe(onNext: { state = $0 })
        viewModel.inputs.viewDidLoad.accept(())
        XCTAssertEqual(state?.error, "No venue with id gone.")
        subscription.dispose()
    }

    func testMapLinks() {
        let links = MapURLHandler().links(for: venue())
        XCTAssertEqual(links, [
            MapLink(service: "Apple Maps", url: "https://maps.apple.com/?ll=52.37,4.89&q=Canal%20Roasters"),
            MapLink(service: "Google Maps", url: "https://www.google.com/maps/search/?api=1&query=52.37,4.89"),
        ])
    }

    func testPropsShowFactsTopTipsAndLinksOnRequest() {
        let formatter = VenueDetailsFormatter(clock: FixedClock(now), strings: VenueDetailsStrings.english)
        var state = VenueDetailsReducer.reduce(
            VenueDetailsState(venueName: "Canal Roasters", isSaved: true),
            .loaded(venue(), MapURLHandler().links(for: venue()))
        )
        var props = formatter.props(for: state)
        XCTAssertEqual(props.subtitle, "Coffee Shop · ✓ verified · ♥ saved")
        XCTAssertEqual(props.facts.prefix(3), ["Rating: 8.6/10 ★★★★☆", "Address: Damrak 1, 1012 Amsterdam", "Hours: Mon–Sun 07:30–18:00 · open now"])
        XCTAssertTrue(props.facts.contains("Photos: 1"))
        XCTAssertEqual(props.tipsHeading, "Top tips (5 in all)")
        XCTAssertEqual(props.tips.map(\.text), ["Tip 5", "Tip 4", "Tip 3"], "the three most liked")
        XCTAssertEqual(props.tips.first?.byline, "Ana · 5 days ago")
        XCTAssertTrue(props.mapLinks.isEmpty)
        state = VenueDetailsReducer.reduce(state, .toggleMapLinks)
        props = formatter.props(for: state)
        XCTAssertEqual(props.mapLinks.count, 2)
        XCTAssertTrue(props.mapLinks[0].hasPrefix("Apple Maps: https://maps.apple.com/"))
    }

    func testCoordinatorPushesRunsTipsRaisesSavesPopsAndFreesEverything() throws {
        let repository = StubRepository()
        repository.venues["v1"] = venue()
        let tipsBuilder = FakeTipsBuilder()
        let navigation = RecordingNavigationController()
        final class MapStandIn: Presentable {}
        navigation.setViewControllers([MapStandIn()], animated: false)
        let parent = BaseCoordinator<Void>()
        var saved: [VenueSavedEvent] = []
        parent.addHandler { (event: VenueSavedEvent) in saved.append(event) }
        var finished = 0

        let coordinator: WeakReference<BaseCoordinator<Void>>
        let viewController: WeakReference<VenueDetailsViewController>
        let viewModel: WeakReference<VenueDetailsViewModel>
        do {
            let module = try VenueDetailsModuleBuilder(dependency: Dependency(venueRepository: repository, clock: FixedClock(now), tipsBuilder: tipsBuilder))
                .buildModule(with: navigation, input: VenueDetailsInput(venueID: "v1", venueName: "Canal Roasters", isSaved: false))
            coordinator = WeakReference(module.coordinator)
            _ = parent.coordinate(to: module.coordinator).subscribe(onNext: { finished += 1 })

            let screen = try XCTUnwrap(navigation.topViewController as? VenueDetailsViewController)
            viewController = WeakReference(screen)
            viewModel = WeakReference(screen.viewModel)
            XCTAssertEqual(navigation.actions, [.setStack(["MapStandIn"]), .push("VenueDetailsViewController")])
            XCTAssertEqual(screen.frame(size: .init(columns: 80, rows: 30)).lines.first?.text, "Canal Roasters")

            XCTAssertTrue(screen.handle(.character("s")))
            XCTAssertEqual(saved, [VenueSavedEvent(venueID: "v1", isSaved: true)], "the save travels up the tree")

            XCTAssertTrue(screen.handle(.character("t")))
            XCTAssertEqual(tipsBuilder.inputs.map(\.venueName), ["Canal Roasters"])
            XCTAssertEqual(module.coordinator.childCoordinators.count, 1, "Tips runs as a child")
            tipsBuilder.last?.done.onNext(())
            XCTAssertTrue(module.coordinator.childCoordinators.isEmpty, "and is released when it ends")

            XCTAssertTrue(screen.handle(.back))
        }
        XCTAssertEqual(finished, 1)
        XCTAssertEqual(navigation.actions.last, .pop("VenueDetailsViewController"))
        XCTAssertNil(tipsBuilder.last)
        XCTAssertTrue(coordinator.isReleased)
        XCTAssertTrue(viewController.isReleased)
        XCTAssertTrue(viewModel.isReleased)
    }
}
