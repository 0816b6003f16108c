import Core
import CoreTesting
import XCTest

@MainActor
final class RecordingNavigationControllerTests: LeakCheckedTestCase {
    private final class Home: Presentable {}
    private final class Details: Presentable {}
    private final class Sheet: Presentable {}

    /// A real stack under the record: a pop removes the top, the root is never popped, and a
    /// dismissal with nothing presented is recorded as such.
    func testItKeepsAStackAndRecordsEveryCallByTheScreensTypeName() async {
        let navigation = RecordingNavigationController()
        let home = Home()
        navigation.setViewControllers([home], animated: false)
        navigation.pushViewController(Details(), animated: true)
        navigation.pushViewController(Details(), animated: true)
        navigation.present(Sheet(), animated: true, completion: nil)
        XCTAssertTrue(navigation.presentedViewController is Sheet)
        navigation.dismiss(animated: true, completion: nil)
        navigation.dismiss(animated: true, completion: nil)
        XCTAssertTrue(navigation.popViewController(animated: true) is Details)
        XCTAssertEqual(navigation.popToRootViewController(animated: true).count, 1)
        XCTAssertNil(navigation.popViewController(animated: true), "the root stays")
        XCTAssertTrue(navigation.viewControllers.first === home)
        XCTAssertEqual(
            navigation.actions.map(\.description),
            [
                "setStack Home", "push Details", "push Details", "present Sheet", "dismiss Sheet", "dismiss nothing",
                "pop Details", "popToRoot 1", "pop nothing",
            ])
    }
}
