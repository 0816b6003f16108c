import Core

/// A feature builder double: it records each input and builds a `ScriptedCoordinator` the
/// test ends by hand; the failures it was given, in order, make the next flows fail as they
/// start, as a child flow that breaks while it runs. A test declares the interface it stands
/// in for: `final class Fake: ScriptedModuleBuilder<XInput>, XBuildable {}`.
@MainActor
open class ScriptedModuleBuilder<Input>: ModuleBuildable {
    /// The inputs of every build asked for, failed ones included.
    public private(set) var inputs: [Input] = []
    /// The errors the next flows fail with as they start, first one first; flows run
    /// normally once it is empty.
    public var failures: [Swift.Error] = []
    /// Called with each input as it is asked for: how a `FlowTest` records a child's start.
    public var onBuild: ((Input) -> Void)?
    /// The coordinator of the last build, while it is alive.
    public private(set) weak var lastCoordinator: ScriptedCoordinator<Void>?

    /// A builder whose builds succeed.
    public init() {}

    /// Records `input` and returns a scripted module, failing at start with the next failure.
    public func buildModule(with navigation: NavigationControllable, input: Input) -> Module<Void> {
        inputs.append(input)
        onBuild?(input)
        let coordinator = ScriptedCoordinator<Void>(failingWith: failures.isEmpty ? nil : failures.removeFirst())
        lastCoordinator = coordinator
        return Module(coordinator: coordinator)
    }
}

extension ScriptedModuleBuilder where Input == Void {
    /// A build for a feature that takes no input, recording `()`; it satisfies that feature's
    /// `buildModule(with:)`.
    public func buildModule(with navigation: NavigationControllable) -> Module<Void> {
        buildModule(with: navigation, input: ())
    }
}
