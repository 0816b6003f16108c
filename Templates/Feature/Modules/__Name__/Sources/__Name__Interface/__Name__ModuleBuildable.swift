import Core
import Shared

/// Builds the __Name__ module: pushes its screen; it ends when the user goes back.
public protocol __Name__Buildable: ModuleBuildable {
    /// A __Name__ module that pushes itself onto `navigation`.
    func buildModule(with navigation: NavigationControllable) throws(BuildError) -> Module<Void>
}
