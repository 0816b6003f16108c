import Core
import CoreTesting
import XCTest

private protocol GreetingDependency {
    var name: String { get }
}

/// A service a flow shares through its container, as opposed to what the parent passes in.
private final class Punctuation {
    let mark: String
    init(mark: String) { self.mark = mark }
}

private final class Counter {}

private final class GreetingDependencyProvider: DependencyProvider<GreetingDependency> {
    var greeting: String { "hello, " + dependency.name }
    var counter: Counter { shared { Counter() } }
    var freshCounter: Counter { Counter() }
}

private final class GreetingCoordinator: BaseCoordinator<String> {
    let text: String
    init(text: String) { self.text = text }
    override func start() -> Observable<String> { .just(text) }
}

/// Builds with plain initializers; only the shared service comes from the container, so the
/// one failure left is a missing service, reported as a `BuildError`.
private final class GreetingBuilder: Builder<GreetingDependency> {
    func build() throws(BuildError) -> Module<String> {
        let provider = GreetingDependencyProvider(dependency: dependency)
        let punctuation: Punctuation
        do throws(ResolutionError) {
            punctuation = try container.require(Punctuation.self)
        } catch {
            throw BuildError(module: "Greeting", resolution: error)
        }
        return Module(coordinator: GreetingCoordinator(text: provider.greeting + punctuation.mark))
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
    func testDependencyProviderSharesPerProviderAndDerivesFromTheParent() async {
        let provider = GreetingDependencyProvider(dependency: Parent())
        XCTAssertTrue(provider.counter === provider.counter)
        XCTAssertFalse(provider.freshCounter === provider.freshCounter)
        XCTAssertFalse(provider.counter === GreetingDependencyProvider(dependency: Parent()).counter)
        XCTAssertEqual(provider.greeting, "hello, Ana")
    }

    func testAChildProviderSeesItsParentsSharedInstance() async {
        let parent = GreetingDependencyProvider(dependency: Parent())
        let first = BadgeDependencyProvider(dependency: parent)
        let second = BadgeDependencyProvider(dependency: parent)
        XCTAssertTrue(first.counter === parent.counter, "what the parent shares reaches its children")
        XCTAssertTrue(first.counter === second.counter, "two children of one parent share it too")
    }

    func testABuilderTakesItsFlowsServicesFromTheContainerTree() async throws {
        let app = Container()
        app.register(Punctuation.self) { _ in Punctuation(mark: "!") }
        let flow = app.makeChild()
        let module = try GreetingBuilder(dependency: Parent(), container: flow).build()
        let result = LockedBox<String?>(nil)
        _ = module.coordinator.start().subscribe(onNext: { result.set($0) })
        XCTAssertEqual(result.value, "hello, Ana!", "a child container finds the app-wide service")

        flow.register(Punctuation.self) { _ in Punctuation(mark: "?") }
        _ = try GreetingBuilder(dependency: Parent(), container: flow).build().coordinator.start()
            .subscribe(onNext: { result.set($0) })
        XCTAssertEqual(result.value, "hello, Ana?", "and a flow may override it for itself")
    }

    func testAMissingServiceIsABuildErrorThatSaysWhatToRegister() async {
        do {
            _ = try GreetingBuilder(dependency: Parent(), container: Container()).build()
            XCTFail("the build must fail without Punctuation")
        } catch {
            XCTAssertEqual(error.module, "Greeting")
            XCTAssertTrue(
                error.description.hasPrefix("Cannot build Greeting: No registration for Punctuation"), error.description
            )
        }
    }
}
