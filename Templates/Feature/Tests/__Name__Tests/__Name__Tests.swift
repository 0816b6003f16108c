import __Name__Interface
import Core
import CoreTesting
import Foundation
import Shared
import XCTest
@testable import __Name__

/// What a parent provides to __Name__, in tests: the embedded dataset.
private struct Dependency: __Name__Dependency {
    let venueRepository: VenueRepository
}

final class __Name__Tests: LeakCheckedTestCase {
    private var repository: VenueRepository!

    override func setUpWithError() throws {
        try super.setUpWithError()
        let provider = try EmbeddedVenueProvider.bundled()
        repository = DefaultVenueRepository(provider: provider, cities: provider.cities)
    }

    override func tearDown() {
        repository = nil
        super.tearDown()
    }

    func testViewModelLoadsOnVirtualTime() {
        let scheduler = TestScheduler()
        let viewModel = __Name__ViewModel(useCase: __Name__UseCase(repository: repository))
        let loading = scheduler.createObserver(Bool.self)
        let counts = scheduler.createObserver(Int.self)
        let bag = DisposeBag()
        viewModel.outputs.state.map(\.isLoading).distinctUntilChanged().subscribe(loading).disposed(by: bag)
        viewModel.outputs.state.map(\.items.count).distinctUntilChanged().subscribe(counts).disposed(by: bag)
        scheduler.scheduleAt(200) { viewModel.inputs.viewDidLoad.accept(()) }
        scheduler.start()
        XCTAssertEqual(loading.events, [.next(0, true), .next(200, false)])
        XCTAssertEqual(counts.events, [.next(0, 0), .next(200, 10)])
    }

    func testPropsListTheBestRatedFirst() {
        let viewModel = __Name__ViewModel(useCase: __Name__UseCase(repository: repository))
        var state: __Name__State?
        let subscription = viewModel.outputs.state.subscribe(onNext: { state = $0 })
        viewModel.inputs.viewDidLoad.accept(())
        subscription.dispose()
        let ratings = state?.items.compactMap(\.rating) ?? []
        XCTAssertEqual(ratings, ratings.sorted(by: >))
        let props = __Name__Formatter(strings: __Name__Strings.english).props(for: state ?? __Name__State())
        XCTAssertEqual(props.title, "__Name__")
        XCTAssertNil(props.status)
        XCTAssertTrue(props.rows.first?.hasPrefix("1. ") ?? false)
    }

    func testBuilderCoordinatorPushesPopsAndFreesEverything() throws {
        let navigation = RecordingNavigationController()
        final class Root: Presentable {}
        navigation.setViewControllers([Root()], animated: false)
        let parent = BaseCoordinator<Void>()
        var finished = 0
        let coordinator: WeakReference<BaseCoordinator<Void>>
        let viewController: WeakReference<__Name__ViewController>
        let viewModel: WeakReference<__Name__ViewModel>
        do {
            let module = try __Name__ModuleBuilder(dependency: Dependency(venueRepository: repository)).buildModule(with: navigation)
            coordinator = WeakReference(module.coordinator)
            _ = parent.coordinate(to: module.coordinator).subscribe(onNext: { finished += 1 })
            let screen = try XCTUnwrap(navigation.topViewController as? __Name__ViewController)
            viewController = WeakReference(screen)
            viewModel = WeakReference(screen.viewModel)
            XCTAssertEqual(screen.title, "__Name__")
            XCTAssertEqual(parent.childCoordinators.count, 1)
            XCTAssertTrue(screen.handle(.back))
        }
        XCTAssertEqual(finished, 1)
        XCTAssertEqual(navigation.actions, [.setStack(["Root"]), .push("__Name__ViewController"), .pop("__Name__ViewController")])
        XCTAssertTrue(parent.childCoordinators.isEmpty)
        XCTAssertTrue(coordinator.isReleased, "the coordinator is freed after close")
        XCTAssertTrue(viewController.isReleased, "and its view controller")
        XCTAssertTrue(viewModel.isReleased, "and its view model")
    }
}
