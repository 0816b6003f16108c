import Core
import CoreTesting
import XCTest

/// A flow with one navigation edge, as a feature declares it: one method that opens the child,
/// which a tap and a link both call.
private final class EdgeCoordinator: BaseCoordinator<Void> {
    var build: () throws -> Module<String> = { Module(coordinator: ScriptedCoordinator<String>()) }
    private(set) var failures: [String] = []
    private(set) var results: [String] = []

    override func start() -> MainActorObservable<Void> { .never() }

    @discardableResult
    func openDetail() -> BaseCoordinator<String>? {
        openChild(
            { try build() }, onResult: { [weak self] in self?.results.append($0) },
            onFailure: { [weak self] in self?.failures.append("\($0)") })
    }
}

@MainActor
final class OpenChildTests: LeakCheckedTestCase {
    func testTheChildRunsBeforeOpenChildReturnsAndItsResultArrives() async {
        let parent = EdgeCoordinator()
        let child = ScriptedCoordinator<String>()
        parent.build = { Module(coordinator: child) }

        let opened = parent.openDetail()
        XCTAssertTrue(opened === child, "the caller gets the child it opened, to hand it a link's rest")
        XCTAssertTrue(parent.childCoordinators.first === child, "running at once")
        XCTAssertTrue(child.parent === parent, "under the flow that opened it")

        child.finish(with: "picked")
        XCTAssertEqual(parent.results, ["picked"])
        XCTAssertTrue(parent.childCoordinators.isEmpty)
        XCTAssertNil(child.parent, "an ended child hangs under nothing")
        XCTAssertEqual(parent.failures, [])
    }

    func testABuildThatThrowsIsReportedOpensNothingAndTheNextCallOpens() async {
        let parent = EdgeCoordinator()
        parent.build = { throw BuildError(module: "Detail", reason: "not ready") }
        XCTAssertNil(parent.openDetail())
        XCTAssertEqual(parent.failures, ["Cannot build Detail: not ready"])
        XCTAssertTrue(parent.childCoordinators.isEmpty)

        parent.build = { Module(coordinator: ScriptedCoordinator<String>()) }
        XCTAssertNotNil(parent.openDetail())
        XCTAssertEqual(parent.childCoordinators.count, 1)
    }

    func testAChildThatFailsAsItStartsIsReportedBeforeOpenChildReturnsAndLetGo() async {
        let parent = EdgeCoordinator()
        var child: ScriptedCoordinator<String>? = ScriptedCoordinator(failingWith: TestError("no data"))
        parent.build = { [child] in Module(coordinator: child!) }
        let reference = WeakReference(child!)

        XCTAssertNil(parent.openDetail()?.parent, "returned, but not running: a link says it did not open")
        XCTAssertEqual(parent.failures, ["no data"])
        XCTAssertTrue(parent.childCoordinators.isEmpty)
        parent.build = { Module(coordinator: ScriptedCoordinator<String>()) }
        child = nil
        XCTAssertTrue(reference.isReleased)
    }

    func testAFlowThatOpensAChildPerTapHoldsOnlyTheRunningOnes() async {
        let parent = EdgeCoordinator()
        var ended: [WeakReference<ScriptedCoordinator<String>>] = []
        for tap in 0..<50 {
            let child = ScriptedCoordinator<String>()
            ended.append(WeakReference(child))
            parent.build = { Module(coordinator: child) }
            parent.openDetail()
            if tap.isMultiple(of: 2) { child.finish(with: "\(tap)") } else { child.fail(TestError("\(tap)")) }
        }
        parent.build = { Module(coordinator: ScriptedCoordinator<String>()) }
        XCTAssertEqual(parent.results.count, 25)
        XCTAssertEqual(parent.failures.count, 25)
        XCTAssertTrue(ended.allSatisfy(\.isReleased), "every ended child and its subscription are let go")
    }

    func testARunningChildGoesWithTheFlowThatOpenedIt() async {
        var parent: EdgeCoordinator? = EdgeCoordinator()
        var child: ScriptedCoordinator<String>? = ScriptedCoordinator()
        parent?.build = { [child] in Module(coordinator: child!) }
        parent?.openDetail()
        let references = (WeakReference(parent!), WeakReference(child!))
        parent = nil
        child = nil
        XCTAssertTrue(references.0.isReleased)
        XCTAssertTrue(references.1.isReleased, "its subscription went with the parent's dispose bag")
    }
}
