/// The one place a module's objects are made from what its parent provides (RIBs'
/// `Component`): its view model, formatter and the like, and the builders of the modules it
/// opens. Its builder makes one per module built and assembles what it makes.
///
/// Features see each other only through their interfaces, so no feature's provider makes
/// another feature's builder: a feature that opens another asks for the child's builder in its
/// own `Dependency` (`var tipsBuilder: TipsBuildable { get }`) and hands it on, and the app's
/// component, which links every implementation, satisfies each feature's `Dependency` in a
/// file of its own (`AppComponent+Tips.swift`), so each edge of the tree is one file at the
/// root. An object several of a module's screens share is a `lazy var` of the provider: one
/// per module built.
@MainActor
open class DependencyProvider<DependencyType> {
    /// What the parent provides.
    public let dependency: DependencyType

    /// A provider over the parent's dependency.
    public init(dependency: DependencyType) {
        self.dependency = dependency
    }
}
