import Core
import Shared
import TipsInterface

/// Builds Tips with plain initializers: the view model, the screen and the coordinator.
public final class TipsModuleBuilder: Builder<TipsDependency>, TipsModuleBuildable {
    /// A Tips module that presents itself over `navigation`.
    public func buildModule(with navigation: NavigationControllable, input: TipsInput) -> Module<Void> {
        let provider = TipsDependencyProvider(dependency: dependency)
        let viewModel = TipsViewModel(input: input, repository: dependency.venueRepository)
        let viewController = TipsViewController(viewModel: viewModel, formatter: provider.formatter)
        return Module(
            coordinator: TipsCoordinator(navigation: navigation, screen: viewController, close: viewModel.outputs.close)
        )
    }
}
