import Core
import CoreTesting
import XCTest

/// A one-screen flow written with `show`: its screen goes on the navigation as the flow says,
/// each route its view model emits reaches `navigate(to:)`, and `close` takes the screen away
/// as it came and ends the flow, which then lets go of everything.
@MainActor
final class RoutingTests: XCTestCase {
    private final class Page: Presentable {}

    private enum Route: Sendable, Equatable {
        case detail(Int)
    }

    private final class Flow: BaseCoordinator<Void>, Routing {
        weak var navigation: NavigationControllable?
        let screen = Page()
        let routes = PublishRelay<Route>()
        let close = PublishRelay<Void>()
        let presentation: ScreenPresentation
        var navigated: [Route] = []

        init(navigation: NavigationControllable, presentation: ScreenPresentation) {
            self.navigation = navigation
            self.presentation = presentation
        }

        override func start() -> MainActorObservable<Void> {
            show(
                screen, on: navigation, as: presentation, routes: routes.asObservable(), until: close.asObservable())
        }

        func navigate(to route: Route) -> NavigationNode? {
            navigated.append(route)
            return nil
        }
    }

    /// The parent the flows run under, for as long as the test.
    private let parent = BaseCoordinator<Void>()

    /// Runs `flow` under the parent, reporting whether it ended.
    private func run(_ flow: Flow) -> (ended: () -> Bool, subscription: Disposable) {
        var ended = false
        let subscription = parent.coordinate(to: flow)
            .subscribe(onError: { XCTFail("the flow failed: \($0)") }, onCompleted: { ended = true })
        return ({ ended }, subscription)
    }

    /// Lets the main queue run what the flows queued on it, within its deadline.
    private func settle() async {
        let settled = await mainQueueSettled()
        XCTAssertTrue(settled, "the main queue settled")
    }

    func testAPushedScreenRoutesUntilItClosesThenIsPoppedAndFreed() async {
        let navigation = RecordingNavigationController()
        navigation.setViewControllers([Page()], animated: false)
        weak var released: Flow?
        let subscription: Disposable
        do {
            let flow = Flow(navigation: navigation, presentation: .push)
            released = flow
            let (ended, running) = run(flow)
            subscription = running
            flow.routes.accept(.detail(1))
            flow.routes.accept(.detail(2))
            await settle()
            XCTAssertEqual(flow.navigated, [.detail(1), .detail(2)], "each route, in order")
            flow.close.accept(())
            await settle()
            XCTAssertTrue(ended(), "close ends the flow")
            flow.routes.accept(.detail(3))
            await settle()
            XCTAssertEqual(flow.navigated.count, 2, "an ended flow no longer routes")
        }
        XCTAssertEqual(navigation.actions.dropFirst(), [.push("Page"), .pop("Page")])
        subscription.dispose()
        await settle()
        XCTAssertNil(released, "the ended flow is freed")
    }

    func testAPresentedScreenIsDismissedAndARootOneStays() async {
        let navigation = RecordingNavigationController()
        let presented = Flow(navigation: navigation, presentation: .present)
        let (presentedEnded, first) = run(presented)
        presented.close.accept(())
        await settle()
        XCTAssertTrue(presentedEnded())
        XCTAssertEqual(navigation.actions, [.present("Page"), .dismiss("Page")])

        let root = Flow(navigation: navigation, presentation: .root)
        let (rootEnded, second) = run(root)
        root.close.accept(())
        await settle()
        XCTAssertTrue(rootEnded(), "close still ends the flow")
        XCTAssertEqual(navigation.actions.dropFirst(2), [.setStack(["Page"])], "the home screen is not taken away")
        first.dispose()
        second.dispose()
    }

    func testAFlowWhoseNavigationIsGoneEndsAtOnceAndShowsNothing() async {
        var navigation: RecordingNavigationController? = RecordingNavigationController()
        let flow = Flow(navigation: navigation ?? RecordingNavigationController(), presentation: .push)
        navigation = nil
        let (ended, subscription) = run(flow)
        await settle()
        XCTAssertTrue(ended())
        XCTAssertNil(flow.navigation)
        subscription.dispose()
    }
}
