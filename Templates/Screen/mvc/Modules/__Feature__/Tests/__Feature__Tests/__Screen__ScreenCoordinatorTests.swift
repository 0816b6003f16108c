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
        let screen: WeakReference<__Screen__Controller>
        do {
            let flow = __Screen__ScreenCoordinator(navigation: navigation, model: __Screen__Model())
            coordinator = WeakReference(flow)
            screen = WeakReference(flow.controller)
            _ = parent.coordinate(to: flow).subscribe()
            XCTAssertTrue(flow.controller.handle(.character("a")))
            XCTAssertEqual(
                flow.controller.frame(size: .init(columns: 40, rows: 10)).lines.map(\.text).prefix(3),
                ["__Screen__", "", "1. Item 1"])
            XCTAssertTrue(flow.controller.handle(.back))
        }
        XCTAssertEqual(navigation.actions.suffix(2), [.push("__Screen__Controller"), .pop("__Screen__Controller")])
        XCTAssertTrue(coordinator.isReleased)
        XCTAssertTrue(screen.isReleased)
    }
}
