/// The one place a module's objects are made from what its parent provides (RIBs'
/// `Component`): its view model, formatter and the like, and the builders of the modules it
/// opens. Its builder makes one per module built and assembles what it makes.
///
/// A child module's `Dependency` is satisfied by an extension of its parent's provider, one
/// file per edge, so what flows down the tree is written where it is derived. An object
/// several of a module's screens share is a `lazy var` of the provider: one per module built.
@MainActor
open class DependencyProvider<DependencyType> {
    /// What the parent provides.
    public let dependency: DependencyType

    /// A provider over the parent's dependency.
    public init(dependency: DependencyType) {
        self.dependency = dependency
    }
}
