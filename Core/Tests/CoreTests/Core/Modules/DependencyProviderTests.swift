import Core
import CoreTesting
import XCTest

@MainActor
final class DependencyProviderTests: LeakCheckedTestCase {
    func testAProviderDerivesFromTheParentAndKeepsItsLazyObjectsPerModule() async {
        let provider = GreetingDependencyProvider(dependency: GreetingParent())
        XCTAssertEqual(provider.greeting, "hello, Ana")
        XCTAssertTrue(provider.counter === provider.counter, "one per provider, so one per module built")
        XCTAssertFalse(provider.counter === GreetingDependencyProvider(dependency: GreetingParent()).counter)
    }

    func testAChildProviderSeesWhatItsParentsProviderMakes() async {
        let parent = GreetingDependencyProvider(dependency: GreetingParent())
        let first = BadgeDependencyProvider(dependency: parent)
        let second = BadgeDependencyProvider(dependency: parent)
        XCTAssertTrue(first.counter === parent.counter, "what the parent keeps reaches its children")
        XCTAssertTrue(first.counter === second.counter, "two children of one parent share it too")
    }
}
