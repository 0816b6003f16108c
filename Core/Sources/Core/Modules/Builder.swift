/// Builds a module from what its parent provides.
///
/// `dependency` is the parent's side of the contract (the module's `Dependency` protocol);
/// `container` is where the parent's services live. A build should register its own objects
/// in a child of it, `container.makeChild()`, so they go away with the module.
open class Builder<DependencyType> {
    /// What the parent provides.
    public let dependency: DependencyType
    /// The parent's service container.
    public let container: Container

    /// A builder for a parent that provides `dependency`, with services in `container`.
    public init(dependency: DependencyType, container: Container = Container()) {
        self.dependency = dependency
        self.container = container
    }
}

/// Marks a builder interface: feature interfaces declare `XModuleBuildable: ModuleBuildable`.
public protocol ModuleBuildable: AnyObject {}

/// The dependency of a module that needs nothing from its parent.
public protocol EmptyDependency {}

/// A value satisfying `EmptyDependency`.
public struct EmptyComponent: EmptyDependency {
    /// The empty dependency.
    public init() {}
}
