import Core
import Shared
import TerminalUI
import XCTest

/// A screen that counts how often it was told to load.
private struct CountProps: ScreenProps {
    let title = "Count"
    let status: String? = nil
    let hint = ""
    let count: Int
}

@MainActor
private final class CountView: TerminalView {
    private(set) var rendered: [Int] = []
    func render(props: CountProps) { rendered.append(props.count) }
    func frame(size: ANSIRenderer.Size) -> Frame { Frame([Frame.Line("\(rendered.last ?? -1)")]) }
}

@MainActor
private final class CountScreen: PropsScreen<CountView> {
    let counts = BehaviorRelay(value: 0)
    private(set) var loads = 0

    override func viewDidLoad() {
        loads += 1
        bind(props: counts.map { CountProps(count: $0) })
    }
}

@MainActor
final class TerminalNavigationControllerTests: XCTestCase {
    func testTheNavigationAddressJoinsThePiecesOfTheStackRootFirstThePresentedLast() async {
        let navigation = TerminalNavigationController()
        XCTAssertEqual(navigation.address.description, "venues://")
        navigation.setViewControllers([RecordingScreen("List")], animated: false)
        navigation.pushViewController(RecordingScreen("Venue"), animated: false)
        navigation.present(RecordingScreen("Tips"), animated: false, completion: nil)
        XCTAssertEqual(
            navigation.address.description, "venues://list/venue/tips?from=List&from=Venue&from=Tips")
        navigation.dismiss(animated: false, completion: nil)
        _ = navigation.popViewController(animated: false)
        XCTAssertEqual(navigation.address.description, "venues://list?from=List")
    }

    func testNavigationStackModalAndRelease() async {
        let navigation = TerminalNavigationController()
        var changes = 0
        navigation.onChange = { changes += 1 }
        let map = RecordingScreen("Map")
        navigation.setViewControllers([map], animated: false)
        var details: RecordingScreen? = RecordingScreen("Details")
        weak let watchedDetails = details
        if let details { navigation.pushViewController(details, animated: true) }
        details = nil
        XCTAssertEqual(navigation.visibleScreen?.title, "Details")

        var tips: RecordingScreen? = RecordingScreen("Tips")
        weak let watchedTips = tips
        if let tips { navigation.present(tips, animated: true) }
        tips = nil
        XCTAssertEqual(navigation.visibleScreen?.title, "Tips", "a modal screen covers the stack")

        navigation.dismiss(animated: true)
        XCTAssertNil(watchedTips, "a dismissed screen is released")
        XCTAssertEqual(navigation.visibleScreen?.title, "Details")

        XCTAssertNotNil(navigation.popViewController(animated: true))
        XCTAssertNil(watchedDetails, "a popped screen is released")
        XCTAssertNil(navigation.popViewController(animated: true), "the root is never popped")
        XCTAssertEqual(navigation.visibleScreen?.title, "Map")
        XCTAssertEqual(changes, 5)
    }

    /// A screen presented over a modal one covers it, and dismissing it shows that one again:
    /// the modal screens stack as UIKit's presented view controllers do.
    func testAModalScreenPresentedOverAnotherIsDismissedBackToIt() async {
        let navigation = TerminalNavigationController()
        navigation.setViewControllers([RecordingScreen("List")], animated: false)
        navigation.present(RecordingScreen("Tips"), animated: false)
        var photos: RecordingScreen? = RecordingScreen("Photos")
        weak let watchedPhotos = photos
        if let photos { navigation.present(photos, animated: false) }
        photos = nil
        XCTAssertEqual(navigation.visibleScreen?.title, "Photos")
        XCTAssertEqual(navigation.screens.count, 3)
        XCTAssertEqual(navigation.address.description, "venues://list/tips/photos?from=List&from=Tips&from=Photos")
        navigation.dismiss(animated: false)
        XCTAssertNil(watchedPhotos, "a dismissed screen is released")
        XCTAssertEqual(navigation.visibleScreen?.title, "Tips", "the modal screen it covered")
        navigation.dismiss(animated: false)
        XCTAssertEqual(navigation.visibleScreen?.title, "List")
    }

    func testTheNavigationControllerLoadsEachScreenOnceWhenFirstShown() async {
        let navigation = TerminalNavigationController()
        let map = RecordingScreen("Map"), details = RecordingScreen("Details"), tips = RecordingScreen("Tips")
        XCTAssertEqual(map.loads, 0, "a screen that was only made is not loaded")
        navigation.setViewControllers([map], animated: false)
        navigation.pushViewController(details, animated: true)
        navigation.present(tips, animated: true)
        XCTAssertEqual([map.loads, details.loads, tips.loads], [1, 1, 1])

        let counting = CountScreen(view: CountView())
        navigation.pushViewController(counting, animated: true)
        counting.counts.accept(1)
        XCTAssertEqual(counting.view.rendered, [0, 1], "bound in viewDidLoad, before the first draw")
        navigation.popViewController(animated: true)
        navigation.setViewControllers([map, counting], animated: false)
        XCTAssertEqual(counting.loads, 1, "shown again, it is not loaded again")
        XCTAssertEqual(map.loads, 2, "a plain Screen decides for itself what loading twice means")
        counting.counts.accept(2)
        XCTAssertEqual(counting.view.rendered, [0, 1, 2], "and it is bound once: no duplicate renders")
    }
}
