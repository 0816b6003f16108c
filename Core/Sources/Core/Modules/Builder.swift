/// Builds a module from what its parent provides, on the main actor where the module's
/// screens live.
///
/// `dependency` is the parent's side of the contract (the module's `Dependency` protocol);
/// `container` holds the services of the flow the module runs in. A builder makes its view
/// model, screen and coordinator with plain initializers, so a wiring mistake does not
/// compile; it takes services from `dependency`, or resolves the ones a flow shares from
/// `container` (or a child of it, for a flow of its own).
@MainActor
open class Builder<DependencyType> {
    /// What the parent provides.
    public let dependency: DependencyType
    /// The services of the flow this module runs in.
    public let container: Container

    /// A builder for a parent that provides `dependency`, with services in `container`.
    public init(dependency: DependencyType, container: Container = Container()) {
        self.dependency = dependency
        self.container = container
    }
}

/// Marks a builder interface: feature interfaces declare `XModuleBuildable: ModuleBuildable`.
@MainActor
public protocol ModuleBuildable: AnyObject {}
