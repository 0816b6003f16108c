import Core

/// What a greeting module needs from its parent.
protocol GreetingDependency {
    var name: String { get }
}

/// An object a provider keeps, compared by identity.
final class KeptObject {}

/// Makes the module's objects from what the parent provides; the counter is one per module.
final class GreetingDependencyProvider: DependencyProvider<GreetingDependency> {
    var greeting: String { "hello, " + dependency.name }
    lazy var counter = KeptObject()
}

/// Ends with its text.
final class GreetingCoordinator: BaseCoordinator<String> {
    let text: String
    init(text: String) { self.text = text }
    override func start() -> MainActorObservable<String> { .just(text) }
}

/// Assembles what its provider makes.
final class GreetingBuilder: Builder<GreetingDependency> {
    func build() -> Module<String> {
        let provider = GreetingDependencyProvider(dependency: dependency)
        return Module(coordinator: GreetingCoordinator(text: provider.greeting))
    }
}

/// A parent that provides the greeting module's name.
struct GreetingParent: GreetingDependency { let name = "Ana" }

/// A child module's needs, satisfied by the parent's provider (RIBs' `Component` chain).
@MainActor
protocol BadgeDependency {
    var counter: KeptObject { get }
}

extension GreetingDependencyProvider: BadgeDependency {}

final class BadgeDependencyProvider: DependencyProvider<BadgeDependency> {
    var counter: KeptObject { dependency.counter }
}
