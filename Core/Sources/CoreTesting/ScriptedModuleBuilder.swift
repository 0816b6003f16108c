import Core

/// A feature builder double: it records each input, throws the failures it was given, in
/// order, and otherwise builds a `ScriptedCoordinator` the test ends by hand. A test declares
/// the interface it stands in for: `final class Fake: ScriptedModuleBuilder<XInput>, XModuleBuildable {}`.
@MainActor
open class ScriptedModuleBuilder<Input>: ModuleBuildable {
    /// The inputs of every build asked for, failed ones included.
    public private(set) var inputs: [Input] = []
    /// The errors the next builds throw, first one first; builds succeed once it is empty.
    public var failures: [BuildError] = []
    /// The coordinator of the last successful build, while it is alive.
    public private(set) weak var lastCoordinator: ScriptedCoordinator<Void>?

    /// A builder whose builds succeed.
    public init() {}

    /// Records `input`, then throws the next failure or returns a scripted module.
    public func buildModule(with navigation: NavigationControllable, input: Input) throws(BuildError) -> Module<Void> {
        inputs.append(input)
        if !failures.isEmpty { throw failures.removeFirst() }
        let coordinator = ScriptedCoordinator<Void>()
        lastCoordinator = coordinator
        return Module(coordinator: coordinator)
    }
}
