import Core
import CoreTesting
import XCTest

@MainActor
final class CoordinatorTreeNodeTests: LeakCheckedTestCase {
    private final class Home: BaseCoordinator<Void> {}
    private final class Details: BaseCoordinator<Void> {
        override func start() -> MainActorObservable<Void> { .never() }
    }

    /// The tree the debug view prints: each running coordinator by its type, one level of
    /// indentation per level of the tree, and a finished child gone from it.
    func testTheTreeNamesEachRunningCoordinatorIndentedByItsDepth() async {
        let home = Home()
        let details = Details()
        let inner = Details()
        let outer = home.coordinate(to: details).subscribe(onError: { XCTFail("\($0)") })
        let nested = details.coordinate(to: inner).subscribe(onError: { XCTFail("\($0)") })
        XCTAssertEqual(home.treeDescription, "Home\n  Details\n    Details")
        nested.dispose()
        XCTAssertEqual(home.treeDescription, "Home\n  Details")
        outer.dispose()
        XCTAssertEqual(home.treeDescription, "Home")
    }
}
