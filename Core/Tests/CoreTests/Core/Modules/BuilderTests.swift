import Core
import CoreTesting
import XCTest

private protocol GreetingDependency {
    var name: String { get }
}

private final class Counter {}

/// Makes the module's objects from what the parent provides; the counter is one per module.
private final class GreetingDependencyProvider: DependencyProvider<GreetingDependency> {
    var greeting: String { "hello, " + dependency.name }
    lazy var counter = Counter()
}

private final class GreetingCoordinator: BaseCoordinator<String> {
    let text: String
    init(text: String) { self.text = text }
    override func start() -> MainActorObservable<String> { .just(text) }
}

/// Assembles what its provider makes.
private final class GreetingBuilder: Builder<GreetingDependency> {
    func build() -> Module<String> {
        let provider = GreetingDependencyProvider(dependency: dependency)
        return Module(coordinator: GreetingCoordinator(text: provider.greeting))
    }
}

private struct Parent: GreetingDependency { let name = "Ana" }

/// A child module's needs, satisfied by the parent's provider (RIBs' `Component` chain).
@MainActor
private protocol BadgeDependency {
    var counter: Counter { get }
}

extension GreetingDependencyProvider: BadgeDependency {}

private final class BadgeDependencyProvider: DependencyProvider<BadgeDependency> {
    var counter: Counter { dependency.counter }
}

@MainActor
final class BuilderTests: LeakCheckedTestCase {
    func testAProviderDerivesFromTheParentAndKeepsItsLazyObjectsPerModule() async {
        let provider = GreetingDependencyProvider(dependency: Parent())
        XCTAssertEqual(provider.greeting, "hello, Ana")
        XCTAssertTrue(provider.counter === provider.counter, "one per provider, so one per module built")
        XCTAssertFalse(provider.counter === GreetingDependencyProvider(dependency: Parent()).counter)
    }

    func testAChildProviderSeesWhatItsParentsProviderMakes() async {
        let parent = GreetingDependencyProvider(dependency: Parent())
        let first = BadgeDependencyProvider(dependency: parent)
        let second = BadgeDependencyProvider(dependency: parent)
        XCTAssertTrue(first.counter === parent.counter, "what the parent keeps reaches its children")
        XCTAssertTrue(first.counter === second.counter, "two children of one parent share it too")
    }

    func testABuilderAssemblesTheModuleFromItsProvider() async {
        let module = GreetingBuilder(dependency: Parent()).build()
        let result = LockedBox<String?>(nil)
        _ = module.coordinator.start().subscribe(onNext: { result.set($0) })
        XCTAssertEqual(result.value, "hello, Ana")
    }
}
