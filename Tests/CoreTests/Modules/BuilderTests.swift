import Core
import CoreTesting
import XCTest

private protocol GreetingDependency {
    var greeting: String { get }
}

private final class Counter {}

private final class GreetingDependencyProvider: DependencyProvider<GreetingDependency> {
    var greeting: String { dependency.greeting + "!" }
    var counter: Counter { shared { Counter() } }
    var freshCounter: Counter { Counter() }
}

private final class GreetingCoordinator: BaseCoordinator<String> {
    let text: String
    init(text: String) { self.text = text }
    override func start() -> Observable<String> { .just(text) }
}

private final class GreetingBuilder: Builder<GreetingDependency> {
    func build() throws(BuildError) -> Module<String> {
        let provider = GreetingDependencyProvider(dependency: dependency)
        let scope = container.makeChild()
        scope.register(GreetingCoordinator.self) { _ in GreetingCoordinator(text: provider.greeting) }
        do {
            return Module(coordinator: try scope.require(GreetingCoordinator.self))
        } catch {
            throw BuildError(module: "Greeting", resolution: error)
        }
    }
}

private struct Parent: GreetingDependency { let greeting = "hello" }

final class BuilderTests: LeakCheckedTestCase {
    func testDependencyProviderSharesPerProvider() {
        let provider = GreetingDependencyProvider(dependency: Parent())
        XCTAssertTrue(provider.counter === provider.counter)
        XCTAssertFalse(provider.freshCounter === provider.freshCounter)
        XCTAssertFalse(provider.counter === GreetingDependencyProvider(dependency: Parent()).counter)
        XCTAssertEqual(provider.greeting, "hello!")
    }

    func testBuilderBuildsAModuleFromItsDependency() throws {
        let module = try GreetingBuilder(dependency: Parent()).build()
        var result: String?
        _ = module.coordinator.start().subscribe(onNext: { result = $0 })
        XCTAssertEqual(result, "hello!")
    }

    func testBuildErrorCarriesTheResolutionMessage() {
        let error = BuildError(module: "Tips", resolution: resolutionFailure())
        XCTAssertTrue(error.description.hasPrefix("Cannot build Tips: No registration for Counter"), error.description)
    }

    private func resolutionFailure() -> ResolutionError {
        do {
            _ = try Container().require(Counter.self)
        } catch {
            return error
        }
        preconditionFailure("an empty container cannot resolve Counter")
    }

    func testEmptyDependency() {
        final class StandaloneBuilder: Builder<EmptyDependency> {}
        let builder = StandaloneBuilder(dependency: EmptyComponent())
        XCTAssertTrue(builder.dependency is EmptyComponent)
    }
}
