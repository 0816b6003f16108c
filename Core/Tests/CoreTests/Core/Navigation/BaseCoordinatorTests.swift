import Core
import CoreTesting
import XCTest

private final class Screen: Presentable {}

/// A child flow that pushes a screen and finishes when `close` fires.
private final class ChildCoordinator: BaseCoordinator<String> {
    let close = PublishSubject<String>()
    private weak var navigation: NavigationControllable?
    let screen = Screen()

    init(navigation: NavigationControllable) {
        self.navigation = navigation
    }

    override func start() -> MainActorObservable<String> {
        navigation?.pushViewController(screen, animated: true)
        return close.observe(on: MainScheduler.instance).take(1).do(onNext: { [weak self] _ in
            _ = self?.navigation?.popViewController(animated: true)
        })
    }
}

private final class ParentCoordinator: BaseCoordinator<Void> {
    let navigation: NavigationControllable
    var results: [String] = []

    init(navigation: NavigationControllable) {
        self.navigation = navigation
    }

    override func start() -> MainActorObservable<Void> {
        navigation.setViewControllers([Screen()], animated: false)
        return .never()
    }

    func showChild() -> ChildCoordinator {
        let child = ChildCoordinator(navigation: navigation)
        // The result arrives on the main actor by its type: the closure is main-actor code.
        coordinate(to: child)
            .subscribe(onNext: { [weak self] in self?.results.append($0) })
            .disposed(by: disposeBag)
        return child
    }
}

@MainActor
final class BaseCoordinatorTests: LeakCheckedTestCase {
    func testChildIsHeldWhileRunningAndFreedAfterItsResult() async {
        let navigation = RecordingNavigationController()
        let parent = ParentCoordinator(navigation: navigation)
        _ = parent.start().subscribe().disposed(by: parent.disposeBag)

        var child: ChildCoordinator? = parent.showChild()
        let watched = WeakReference(child)
        let screen = WeakReference(child?.screen)
        XCTAssertEqual(parent.childCoordinators.count, 1)
        XCTAssertEqual(parent.treeDescription, "ParentCoordinator\n  ChildCoordinator")
        XCTAssertTrue(child?.parent === parent, "a running child is attached to the navigation tree")

        child?.close.onNext("done")
        child = nil
        XCTAssertEqual(parent.results, ["done"])
        XCTAssertTrue(parent.childCoordinators.isEmpty)
        XCTAssertTrue(watched.isReleased, "the child coordinator must be freed after its result")
        XCTAssertTrue(screen.isReleased, "its screen must be freed once popped")
        XCTAssertEqual(navigation.actions, [.setStack(["Screen"]), .push("Screen"), .pop("Screen")])
    }

    /// A child whose flow emits its result and never completes (no `take(1)`) is still
    /// released after that result: the leak this architecture exists to prevent.
    func testChildThatEmitsWithoutCompletingIsFreedAfterItsResult() async {
        final class Endless: BaseCoordinator<String> {
            let results = PublishSubject<String>()
            override func start() -> MainActorObservable<String> { results.observe(on: MainScheduler.instance) }
        }
        let parent = ParentCoordinator(navigation: RecordingNavigationController())
        var child: Endless? = Endless()
        let watched = WeakReference(child)
        let subject = WeakReference(child?.results)
        let received = LockedBox<[String]>([])
        if let child {
            parent.coordinate(to: child).subscribe(onNext: { received.append($0) }).disposed(by: parent.disposeBag)
        }
        XCTAssertEqual(parent.childCoordinators.count, 1)
        child?.results.onNext("picked")
        child = nil
        XCTAssertEqual(received.value, ["picked"])
        XCTAssertTrue(parent.childCoordinators.isEmpty)
        XCTAssertTrue(watched.isReleased, "the child must be freed after its first result, completed or not")
        XCTAssertTrue(subject.isReleased, "and so must what its flow was made of")
    }

    func testChildIsReleasedWhenTheSubscriptionIsDisposed() async {
        let parent = ParentCoordinator(navigation: RecordingNavigationController())
        var child: ChildCoordinator? = ChildCoordinator(navigation: parent.navigation)
        let watched = WeakReference(child)
        let subscription = child.map { parent.coordinate(to: $0).subscribe() }
        child = nil
        XCTAssertFalse(watched.isReleased)
        subscription?.dispose()
        XCTAssertTrue(watched.isReleased)
        XCTAssertTrue(parent.childCoordinators.isEmpty)
    }

    func testChildIsReleasedWhenItFails() async {
        final class Failing: BaseCoordinator<Int> {
            override func start() -> MainActorObservable<Int> { .error(TestError("flow failed")) }
        }
        let parent = ParentCoordinator(navigation: RecordingNavigationController())
        var child: Failing? = Failing()
        let watched = WeakReference(child)
        let failure = LockedBox<String?>(nil)
        if let child { _ = parent.coordinate(to: child).subscribe(onError: { failure.set("\($0)") }) }
        child = nil
        XCTAssertEqual(failure.value, "flow failed")
        XCTAssertTrue(watched.isReleased)
    }

    func testStartWithoutOverrideIsATypedError() async {
        final class Forgetful: BaseCoordinator<Void> {}
        let message = LockedBox<String?>(nil)
        _ = Forgetful().start().subscribe(onError: { message.set("\($0)") })
        XCTAssertEqual(message.value, "Forgetful must override start() to show its first screen.")
    }

    func testRecordingNavigationKeepsARealStack() async {
        let navigation = RecordingNavigationController()
        let root = Screen(), second = Screen(), modal = Screen()
        navigation.setViewControllers([root], animated: false)
        navigation.pushViewController(second, animated: true)
        navigation.present(modal, animated: true)
        XCTAssertTrue(navigation.presentedViewController === modal)
        navigation.dismiss(animated: true)
        XCTAssertEqual(navigation.popToRootViewController(animated: true).count, 1)
        XCTAssertNil(navigation.popViewController(animated: true), "the root is never popped")
        XCTAssertTrue(navigation.topViewController === root)
        XCTAssertEqual(
            navigation.actions.map(\.description),
            [
                "setStack Screen", "push Screen", "present Screen", "dismiss Screen", "popToRoot 1", "pop nothing",
            ])
    }
}
