import Core
import CoreTesting
import Foundation
import XCTest

/// A parent flow that opens a child for every request and shows failures, as a feature's
/// coordinator does with `coordinateEach`.
private final class ListCoordinator: BaseCoordinator<Void> {
    let requests = PublishSubject<Int>()
    var build: (Int) throws -> Module<String> = { _ in Module(coordinator: ScriptedCoordinator<String>()) }
    private(set) var failures: [String] = []
    private(set) var results: [String] = []

    override func start() -> MainActorObservable<Void> {
        coordinateEach(
            requests.asObservable(), build: { [unowned self] in try build($0) },
            onFailure: { [weak self] in
                self?.failures.append("\($0)")
            }
        )
        .subscribe(onNext: { [weak self] result in self?.results.append(result) })
        .disposed(by: disposeBag)
        return .never()
    }
}

@MainActor
final class CoordinateEachTests: LeakCheckedTestCase {
    func testABuildThatThrowsIsReportedAndTheNextRequestOpens() async {
        let parent = ListCoordinator()
        var attempts = 0
        var last: ScriptedCoordinator<String>?
        parent.build = { request in
            attempts += 1
            if attempts == 1 { throw BuildError(module: "Child", reason: "not ready") }
            let child = ScriptedCoordinator<String>()
            last = child
            return Module(coordinator: child)
        }
        let subscription = parent.start().subscribe()
        defer { subscription.dispose() }

        parent.requests.onNext(1)
        XCTAssertEqual(parent.failures, ["Cannot build Child: not ready"])
        XCTAssertTrue(parent.childCoordinators.isEmpty)

        parent.requests.onNext(2)
        XCTAssertEqual(parent.childCoordinators.count, 1, "the parent still opens children")
        last?.finish(with: "done")
        XCTAssertEqual(parent.results, ["done"])
        XCTAssertTrue(parent.childCoordinators.isEmpty)
    }

    func testAChildThatFailsIsReportedReleasedAndTheParentGoesOn() async {
        let parent = ListCoordinator()
        var children: [WeakReference<ScriptedCoordinator<String>>] = []
        parent.build = { _ in
            let child = ScriptedCoordinator<String>()
            children.append(WeakReference(child))
            return Module(coordinator: child)
        }
        let subscription = parent.start().subscribe()
        defer { subscription.dispose() }

        parent.requests.onNext(1)
        children.last?.object?.fail(TestError("child broke"))
        XCTAssertEqual(parent.failures, ["child broke"])
        XCTAssertTrue(children[0].isReleased, "the failed child is freed")

        parent.requests.onNext(2)
        children.last?.object?.finish(with: "second")
        XCTAssertEqual(parent.results, ["second"])
        XCTAssertEqual(parent.failures.count, 1)
        XCTAssertTrue(children.allSatisfy(\.isReleased))
    }

    func testAFailingTriggerIsReportedAndTheResultEndsWithoutAnError() async {
        let parent = ListCoordinator()
        let requests = PublishSubject<Int>()
        let events = LockedBox<[Event<String>]>([])
        let subscription = parent.coordinateEach(
            requests.asObservable(), build: { _ in Module(coordinator: ScriptedCoordinator<String>()) },
            onFailure: { events.append(.error($0)) }
        )
        .subscribe { events.append($0) }
        defer { subscription.dispose() }
        requests.onError(TestError("the screen's stream broke"))
        XCTAssertEqual(events.value.count, 2)
        XCTAssertEqual(events.value.first?.error as? TestError, TestError("the screen's stream broke"), "to onFailure")
        XCTAssertTrue(
            events.value.last?.isCompleted ?? false, "then the result completes, so no one has an error to drop")
    }

    func testRequestsFromAnotherThreadAreBuiltOnTheMainActorInOrder() async {
        let parent = ListCoordinator()
        var built: [Int] = []
        parent.build = { request in
            XCTAssertTrue(MainScheduler.isOnMainQueue)
            built.append(request)
            let child = ScriptedCoordinator<String>()
            return Module(coordinator: child)
        }
        let subscription = parent.start().subscribe()
        defer { subscription.dispose() }
        let requests = parent.requests
        let sent = expectation(description: "sent")
        Thread.detachNewThread {
            (1...20).forEach(requests.onNext)
            sent.fulfill()
        }
        await fulfillment(of: [sent], timeout: 5)
        for _ in 0..<1000 where built.count < 20 { await Task.yield() }
        XCTAssertEqual(built, Array(1...20))
        XCTAssertEqual(parent.childCoordinators.count, 20)
    }

    func testRunningChildrenAreFreedWithTheParent() async {
        var children: [WeakReference<ScriptedCoordinator<String>>] = []
        var parent: ListCoordinator? = ListCoordinator()
        parent?.build = { _ in
            let child = ScriptedCoordinator<String>()
            children.append(WeakReference(child))
            return Module(coordinator: child)
        }
        _ = parent?.start()
        parent?.requests.onNext(1)
        parent?.requests.onNext(2)
        XCTAssertEqual(children.count, 2)
        XCTAssertFalse(children.contains(where: \.isReleased), "running children are held")
        let watched = WeakReference(parent)
        parent = nil
        XCTAssertTrue(watched.isReleased)
        XCTAssertTrue(children.allSatisfy(\.isReleased), "and go with their parent")
    }
}
