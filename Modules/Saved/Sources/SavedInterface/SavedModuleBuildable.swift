import Core
import Shared

/// Builds the Saved module: the list of saved venues, pushed; it ends when the user goes back.
public protocol SavedModuleBuildable: ModuleBuildable {
    /// A Saved module that pushes itself onto `navigation`.
    func buildModule(with navigation: NavigationControllable) throws(BuildError) -> Module<Void>
}
