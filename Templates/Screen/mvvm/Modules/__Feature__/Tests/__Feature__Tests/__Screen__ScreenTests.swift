import Core
import CoreTesting
import Shared
import XCTest

@testable import __Feature__

@MainActor
final class __Screen__ScreenTests: LeakCheckedTestCase {
    func testTheViewModelReducesActionsOnVirtualTime() async {
        let scheduler = TestScheduler()
        let viewModel = __Screen__ViewModel()
        let counts = scheduler.createObserver(Int.self)
        let bag = DisposeBag()
        viewModel.outputs.state.map(\.items.count).subscribe(counts).disposed(by: bag)
        let action = viewModel.inputs.action
        scheduler.scheduleAt(210) { action.accept(.add) }
        scheduler.scheduleAt(220) { action.accept(.add) }
        scheduler.scheduleAt(230) { action.accept(.removeLast) }
        scheduler.start()
        XCTAssertEqual(counts.events, [.next(0, 0), .next(210, 1), .next(220, 2), .next(230, 1)])
    }

    func testTheScreenIsPushedPoppedAndFreed() async throws {
        let navigation = RecordingNavigationController()
        final class Root: Presentable {}
        navigation.setViewControllers([Root()], animated: false)
        let parent = BaseCoordinator<Void>()
        let coordinator: WeakReference<__Screen__ScreenCoordinator>
        let screen: WeakReference<__Screen__ViewController>
        do {
            let flow = __Screen__ScreenCoordinator(navigation: navigation, viewModel: __Screen__ViewModel())
            coordinator = WeakReference(flow)
            screen = WeakReference(flow.viewController)
            _ = parent.coordinate(to: flow).subscribe()
            XCTAssertTrue(flow.viewController.handle(.character("a")))
            XCTAssertEqual(
                flow.viewController.frame(size: .init(columns: 40, rows: 10)).lines.map(\.text).prefix(3),
                ["__Screen__", "", "1. Item 1"])
            XCTAssertTrue(flow.viewController.handle(.back))
        }
        XCTAssertEqual(
            navigation.actions.suffix(2), [.push("__Screen__ViewController"), .pop("__Screen__ViewController")])
        XCTAssertTrue(coordinator.isReleased)
        XCTAssertTrue(screen.isReleased)
    }
}
