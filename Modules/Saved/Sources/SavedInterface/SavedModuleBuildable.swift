import Core
import Shared

/// Builds the Saved module: pushes its screen; it ends when the user goes back.
public protocol SavedModuleBuildable: ModuleBuildable {
    /// A Saved module that pushes itself onto `navigation`.
    func buildModule(with navigation: NavigationControllable) throws(BuildError) -> Module<Void>
}
