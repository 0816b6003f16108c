/// Assembles a module on the main actor, where its screens live: it asks the module's
/// `DependencyProvider` for the module's objects and puts them together (the screen over its
/// view model, the coordinator over the screen), so what a module is made of reads in one
/// place and how each piece is made in another.
///
/// `dependency` is the parent's side of the contract (the module's `Dependency` protocol);
/// everything is made with plain initializers, so a wiring mistake does not compile.
@MainActor
open class Builder<DependencyType> {
    /// What the parent provides; the builder hands it to the module's provider.
    public let dependency: DependencyType

    /// A builder for a parent that provides `dependency`.
    public init(dependency: DependencyType) {
        self.dependency = dependency
    }
}

/// What a feature's builder interface refines (`XBuildable: ModuleBuildable`): a main-actor
/// class that a parent holds by its interface alone and a test replaces with a fake
/// (CoreTesting's `ScriptedModuleBuilder`), so a parent never names another feature's types.
@MainActor
public protocol ModuleBuildable: AnyObject {}
