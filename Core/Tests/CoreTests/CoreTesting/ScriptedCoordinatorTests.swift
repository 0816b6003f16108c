import Core
import CoreTesting
import XCTest

@MainActor
final class ScriptedCoordinatorTests: LeakCheckedTestCase {
    /// The parent sees the result or the error the test chooses, once, and then the child is gone.
    func testTheFlowEndsWithTheResultOrErrorTheTestGivesIt() async {
        let parent = BaseCoordinator<Void>()
        let child = ScriptedCoordinator<String>()
        var results = [String]()
        let subscription = parent.coordinate(to: child).subscribe(onMainActor: { results.append($0) })
        defer { subscription.dispose() }
        XCTAssertEqual(parent.childCoordinators.count, 1)
        child.finish(with: "done")
        child.finish(with: "again")
        XCTAssertEqual(results, ["done"], "the flow ended at its first result")
        XCTAssertTrue(parent.childCoordinators.isEmpty)

        let failing = ScriptedCoordinator<Void>()
        var failure: Error?
        let second = parent.coordinate(to: failing).subscribe(onError: { failure = $0 })
        defer { second.dispose() }
        failing.fail(TestError("broke"))
        XCTAssertEqual(failure as? TestError, TestError("broke"))
    }

    func testAFlowMadeToFailAtStartFailsBeforeTheTestDoesAnything() async {
        var failure: Error?
        let subscription = ScriptedCoordinator<Void>(failingWith: TestError("at start")).start()
            .subscribe(onError: { failure = $0 })
        defer { subscription.dispose() }
        XCTAssertEqual(failure as? TestError, TestError("at start"))
    }
}
