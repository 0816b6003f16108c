import Core
import CoreTesting
import Foundation
import SavedInterface
import Shared
import SharedTesting
import XCTest

@testable import Saved

/// What a parent provides to Saved, in tests.
private struct Dependency: SavedDependency {
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
final class SavedTests: LeakCheckedTestCase {
    func testViewModelLoadsOnVirtualTime() async {
        let scheduler = TestScheduler()
        let source = repository()
        source.delay = (.seconds(5), scheduler)
        let viewModel = SavedViewModel(useCase: SavedUseCase(repository: source))
        let loading = scheduler.createObserver(Bool.self)
        let counts = scheduler.createObserver(Int.self)
        let bag = DisposeBag()
        viewModel.outputs.state.map(\.isLoading).distinctUntilChanged().subscribe(loading).disposed(by: bag)
        viewModel.outputs.state.map(\.items.count).distinctUntilChanged().subscribe(counts).disposed(by: bag)
        scheduler.scheduleAt(200) { viewModel.inputs.viewDidLoad.accept(()) }
        scheduler.start()
        XCTAssertEqual(loading.events, [.next(0, true), .next(205, false)])
        XCTAssertEqual(counts.events, [.next(0, 0), .next(205, 10)], "the ten best of twelve")
    }

    func testPropsListTheBestRatedFirstAndAFailureIsShown() async {
        let source = repository()
        let viewModel = SavedViewModel(useCase: SavedUseCase(repository: source))
        var state: SavedState?
        let subscription = viewModel.outputs.state.subscribe(onNext: { state = $0 })
        viewModel.inputs.viewDidLoad.accept(())
        let formatter = SavedFormatter(strings: SavedStrings.english)
        XCTAssertEqual(state?.items.compactMap(\.rating), [12, 11, 10, 9, 8, 7, 6, 5, 4, 3])
        let props = formatter.props(for: state ?? SavedState())
        XCTAssertEqual(props.title, "Saved")
        XCTAssertNil(props.status)
        XCTAssertEqual(props.rows.first, "1. Venue 12 · 12.0/10")

        source.failure = .noConnection("offline")
        viewModel.inputs.viewDidLoad.accept(())
        XCTAssertEqual(
            formatter.props(for: state ?? SavedState()).status, VenueDataError.noConnection("offline").description)
        subscription.dispose()
    }

    func testBuilderCoordinatorPushesPopsAndFreesEverything() async throws {
        let navigation = RecordingNavigationController()
        final class Root: Presentable {}
        navigation.setViewControllers([Root()], animated: false)
        let parent = BaseCoordinator<Void>()
        var finished = 0
        let coordinator: WeakReference<BaseCoordinator<Void>>
        let viewController: WeakReference<SavedViewController>
        let viewModel: WeakReference<SavedViewModel>
        do {
            let module = SavedModuleBuilder(dependency: Dependency(venueRepository: repository())).buildModule(
                with: navigation)
            coordinator = WeakReference(module.coordinator)
            _ = parent.coordinate(to: module.coordinator).subscribe(onNext: { finished += 1 })
            let screen = try XCTUnwrap(navigation.topViewController as? SavedViewController)
            viewController = WeakReference(screen)
            viewModel = WeakReference(screen.viewModel)
            XCTAssertEqual(screen.title, "Saved", "the navigation controller loaded the screen")
            XCTAssertEqual(
                screen.frame(size: .init(columns: 40, rows: 20)).lines.map(\.text)[2], "1. Venue 12 · 12.0/10")
            XCTAssertEqual(parent.childCoordinators.count, 1)
            XCTAssertTrue(screen.handle(.back))
        }
        XCTAssertEqual(finished, 1)
        XCTAssertEqual(
            navigation.actions, [.setStack(["Root"]), .push("SavedViewController"), .pop("SavedViewController")])
        XCTAssertTrue(parent.childCoordinators.isEmpty)
        XCTAssertTrue(coordinator.isReleased, "the coordinator is freed after close")
        XCTAssertTrue(viewController.isReleased, "and its view controller")
        XCTAssertTrue(viewModel.isReleased, "and its view model")
    }
}
