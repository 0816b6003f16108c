import Core
import Shared
import TipsInterface
import VenueDetailsInterface

/// Builds VenueDetails with plain initializers: the view model, the screen and the coordinator.
public final class VenueDetailsModuleBuilder: Builder<VenueDetailsDependency>, VenueDetailsModuleBuildable {
    /// A VenueDetails module that pushes itself onto `navigation`.
    public func buildModule(with navigation: NavigationControllable, input: VenueDetailsInput) -> Module<Void> {
        let provider = VenueDetailsDependencyProvider(dependency: dependency)
        let viewModel = VenueDetailsViewModel(
            input: input, repository: dependency.venueRepository, savedVenues: dependency.savedVenues,
            clock: dependency.clock, mapURLHandler: provider.mapURLHandler
        )
        let viewController = VenueDetailsViewController(viewModel: viewModel, formatter: provider.formatter)
        let coordinator = VenueDetailsCoordinator(
            navigation: navigation,
            screen: viewController,
            outputs: viewModel.outputs,
            notices: viewModel.inputs.notice,
            tipsBuilder: dependency.tipsBuilder
        )
        return Module(coordinator: coordinator)
    }
}
