import Core
import SavedInterface
import Shared

/// Builds Saved with plain initializers: the view model, the screen and the coordinator.
public final class SavedModuleBuilder: Builder<SavedDependency>, SavedModuleBuildable {
    /// A Saved module that pushes itself onto `navigation`.
    public func buildModule(with navigation: NavigationControllable) -> Module<Void> {
        let provider = SavedDependencyProvider(dependency: dependency)
        let viewModel = SavedViewModel(savedVenues: dependency.savedVenues)
        let viewController = SavedViewController(viewModel: viewModel, formatter: provider.formatter)
        let coordinator = SavedCoordinator(
            navigation: navigation, screen: viewController, outputs: viewModel.outputs,
            notices: viewModel.inputs.notice, venueDetailsBuilder: dependency.venueDetailsBuilder
        )
        return Module(coordinator: coordinator)
    }
}
