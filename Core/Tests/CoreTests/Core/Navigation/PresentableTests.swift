import Core
import CoreTesting
import XCTest

/// `show` and `hide` put a screen over whatever is on top, the way it is shown: pushed onto the
/// stack, or presented over a modal screen, where a push would land out of sight.
@MainActor
final class PresentableTests: XCTestCase {
    private final class Page: Presentable {}

    func testOverTheStackAScreenIsPushedAndPopped() async {
        let navigation = RecordingNavigationController()
        let root = Page(), page = Page()
        navigation.setViewControllers([root], animated: false)
        navigation.show(page, animated: true)
        XCTAssertTrue(navigation.topViewController === page)
        navigation.hide(page, animated: true)
        XCTAssertEqual(navigation.actions, [.setStack(["Page"]), .push("Page"), .pop("Page")])
        XCTAssertTrue(navigation.topViewController === root)
    }

    func testOverAModalScreenAScreenIsPresentedOverItAndDismissedBackToIt() async {
        let navigation = RecordingNavigationController()
        let root = Page(), modal = Page(), page = Page()
        navigation.setViewControllers([root], animated: false)
        navigation.present(modal, animated: true)
        navigation.show(page, animated: true)
        XCTAssertTrue(navigation.presentedViewController === page, "on top, in sight")
        XCTAssertEqual(navigation.viewControllers.count, 1, "the stack under the modal screens is untouched")
        navigation.hide(page, animated: true)
        XCTAssertTrue(navigation.presentedViewController === modal, "the modal screen it covered is back")
        navigation.dismiss(animated: true)
        XCTAssertNil(navigation.presentedViewController)
        XCTAssertEqual(
            navigation.actions.dropFirst(),
            [.present("Page"), .present("Page"), .dismiss("Page"), .dismiss("Page")])
    }

    /// A screen `show` pushed is popped by `hide` even when a modal screen came over it since:
    /// the modal screen is another flow's, and stays.
    func testAPushedScreenIsPoppedFromUnderAModalScreen() async {
        let navigation = RecordingNavigationController()
        let root = Page(), page = Page(), modal = Page()
        navigation.setViewControllers([root], animated: false)
        navigation.show(page, animated: true)
        navigation.present(modal, animated: true)
        navigation.hide(page, animated: true)
        XCTAssertTrue(navigation.presentedViewController === modal, "the modal screen stays")
        XCTAssertTrue(navigation.topViewController === root, "the pushed screen is gone from the stack")
        XCTAssertEqual(navigation.actions.dropFirst(), [.push("Page"), .present("Page"), .pop("Page")])
    }
}
