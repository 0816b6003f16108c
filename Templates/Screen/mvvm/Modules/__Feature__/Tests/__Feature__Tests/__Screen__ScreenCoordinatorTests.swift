import Core
import CoreTesting
import Shared
import XCTest

@testable import __Feature__

@MainActor
final class __Screen__ScreenCoordinatorTests: LeakCheckedTestCase {
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
