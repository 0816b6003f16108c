import Core
import CoreTesting
import Foundation
import Shared
import SharedTesting
import XCTest
import __Name__Interface

@testable import __Name__

/// What a parent provides to __Name__, in tests.
private struct Dependency: __Name__Dependency {
    let venueRepository: VenueRepository
}

/// Twelve venues rated 1 to 12, in no particular order.
private func repository() -> FakeVenueRepository {
    let venues = [5, 12, 1, 9, 3, 11, 7, 2, 10, 4, 8, 6].map { rating in
        Fixtures.venue(id: "v\(rating)", name: "Venue \(rating)", rating: Double(rating))
    }
    return FakeVenueRepository(venues: venues, cities: [Fixtures.amsterdam])
}

@MainActor
final class __Name__Tests: LeakCheckedTestCase {
    func testViewModelLoadsOnVirtualTime() async {
        let scheduler = TestScheduler()
        let source = repository()
        source.delay = (.seconds(5), scheduler)
        let viewModel = __Name__ViewModel(repository: source)
        let loading = scheduler.createObserver(Bool.self)
        let counts = scheduler.createObserver(Int.self)
        let bag = DisposeBag()
        viewModel.outputs.state.map(\.isLoading).distinctUntilChanged().subscribe(loading).disposed(by: bag)
        viewModel.outputs.state.map(\.items.count).distinctUntilChanged().subscribe(counts).disposed(by: bag)
        let viewDidLoad = viewModel.inputs.viewDidLoad
        scheduler.scheduleAt(200) { viewDidLoad.accept(()) }
        scheduler.start()
        XCTAssertEqual(loading.events, [.next(0, true), .next(205, false)])
        XCTAssertEqual(counts.events, [.next(0, 0), .next(205, 10)], "the ten best of twelve")
    }

    func testPropsListTheBestRatedFirstAndAFailureIsShown() async {
        let source = repository()
        let viewModel = __Name__ViewModel(repository: source)
        var state: __Name__State?
        let subscription = viewModel.outputs.state.subscribe(onMainActor: { state = $0 })
        viewModel.inputs.viewDidLoad.accept(())
        let formatter = __Name__Formatter(strings: __Name__Strings.english)
        XCTAssertEqual(state?.items.compactMap(\.rating), [12, 11, 10, 9, 8, 7, 6, 5, 4, 3])
        let props = formatter.props(for: state ?? __Name__State())
        XCTAssertEqual(props.title, "__Name__")
        XCTAssertNil(props.status)
        XCTAssertEqual(props.rows.first, "1. Venue 12 · 12.0/10")

        source.failure = .noConnection("offline")
        viewModel.inputs.viewDidLoad.accept(())
        XCTAssertEqual(
            formatter.props(for: state ?? __Name__State()).status, VenueDataError.noConnection("offline").description)
        subscription.dispose()
    }

    func testBuilderCoordinatorPushesPopsAndFreesEverything() async throws {
        let navigation = RecordingNavigationController()
        final class Root: Presentable {}
        navigation.setViewControllers([Root()], animated: false)
        let parent = BaseCoordinator<Void>()
        var finished = 0
        let coordinator: WeakReference<BaseCoordinator<Void>>
        let viewController: WeakReference<__Name__ViewController>
        let viewModel: WeakReference<__Name__ViewModel>
        do {
            let module = __Name__Builder(dependency: Dependency(venueRepository: repository())).buildModule(
                with: navigation)
            coordinator = WeakReference(module.coordinator)
            _ = parent.coordinate(to: module.coordinator)
                .subscribe(onMainActor: { finished += 1 })
            let screen = try XCTUnwrap(navigation.topViewController as? __Name__ViewController)
            viewController = WeakReference(screen)
            viewModel = WeakReference(screen.viewModel)
            XCTAssertEqual(screen.title, "__Name__", "the navigation controller loaded the screen")
            XCTAssertEqual(screen.address.description, "venues://__command__", "a link opens it by its root command")
            XCTAssertEqual(
                screen.frame(size: .init(columns: 40, rows: 20)).lines.map(\.text)[2], "1. Venue 12 · 12.0/10")
            XCTAssertEqual(parent.childCoordinators.count, 1)
            XCTAssertFalse(screen.handle(command: Command(name: "open", argument: "99")), "no screen has that number")
            XCTAssertTrue(screen.handle(.back))
        }
        XCTAssertEqual(finished, 1)
        XCTAssertEqual(
            navigation.actions, [.setStack(["Root"]), .push("__Name__ViewController"), .pop("__Name__ViewController")])
        XCTAssertTrue(parent.childCoordinators.isEmpty)
        XCTAssertTrue(coordinator.isReleased, "the coordinator is freed after close")
        XCTAssertTrue(viewController.isReleased, "and its view controller")
        XCTAssertTrue(viewModel.isReleased, "and its view model")
    }

    func testALinkOpensAnAddedScreenByNameAndAnUnknownNameIsAnError() async throws {
        XCTAssertEqual(FeatureManifest.templateName.routes.map(\.piece), ["screen"])
        let navigation = RecordingNavigationController()
        let parent = BaseCoordinator<Void>()
        let module = __Name__Builder(dependency: Dependency(venueRepository: repository())).buildModule(
            with: navigation)
        let subscription = parent.coordinate(to: module.coordinator).subscribe(onError: {
            XCTFail("the __Name__ flow failed: \($0)")
        })
        defer { subscription.dispose() }
        let feature = try XCTUnwrap(module.coordinator as? LinkFollowing)

        let rest = try await feature.follow(.of("venues://?sort=liked")).get()
        XCTAssertEqual(rest.query.map(\.name), ["sort"], "what __Name__ does not take is left for other screens")
        switch try await feature.follow(.of("venues://screen/Nowhere")) {
        case .success: XCTFail("a screen __Name__ does not have is not skipped")
        case .failure(let error): XCTAssertEqual(error.reason, "__Name__ has no screen called Nowhere")
        }
        XCTAssertTrue(module.coordinator.childCoordinators.isEmpty, "and nothing opened")
    }
}
