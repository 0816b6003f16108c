import Core
import CoreTesting
import Shared
import XCTest

@testable import __Feature__

@MainActor
final class __Screen__ScreenTests: LeakCheckedTestCase {
    func testTheInteractorChangesTheEntitiesAndThePresenterFormatsThem() async {
        let interactor = __Screen__Interactor()
        let presenter = __Screen__Presenter(interactor: interactor, router: __Screen__Router(navigation: nil))
        var rows: [[String]] = []
        let subscription = presenter.props.observe(on: MainScheduler.instance).subscribe(onNext: {
            rows.append($0.rows)
        })
        presenter.addTapped()
        presenter.addTapped()
        presenter.removeTapped()
        subscription.dispose()
        XCTAssertEqual(interactor.items.value, [__Screen__Item(title: "Item 1")])
        XCTAssertEqual(rows, [[], ["1. Item 1"], ["1. Item 1", "2. Item 2"], ["1. Item 1"]])
    }

    func testTheScreenIsPushedPoppedAndFreed() async throws {
        let navigation = RecordingNavigationController()
        final class Root: Presentable {}
        navigation.setViewControllers([Root()], animated: false)
        let parent = BaseCoordinator<Void>()
        let coordinator: WeakReference<__Screen__ScreenCoordinator>
        let screen: WeakReference<__Screen__ViewController>
        do {
            let flow = __Screen__ScreenCoordinator(navigation: navigation, interactor: __Screen__Interactor())
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
