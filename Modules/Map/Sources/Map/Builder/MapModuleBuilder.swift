import Core
import MapInterface
import Shared

/// Builds Map with plain initializers: the view model, the screen and the coordinator.
public final class MapModuleBuilder: Builder<MapDependency>, MapModuleBuildable {
    /// A Map module that makes itself the root of `navigation`.
    public func buildModule(with navigation: NavigationControllable, input: MapInput) -> Module<Void> {
        let provider = MapDependencyProvider(dependency: dependency)
        let viewModel = MapViewModel(
            city: input.city, useCase: provider.useCase, savedVenues: dependency.savedVenues,
            scheduler: dependency.scheduler)
        let viewController = MapViewController(viewModel: viewModel, formatter: provider.formatter)
        let coordinator = MapCoordinator(
            navigation: navigation,
            screen: viewController,
            showVenue: viewModel.outputs.showVenue,
            actions: viewModel.inputs.action,
            venueDetailsBuilder: dependency.venueDetailsBuilder
        )
        return Module(coordinator: coordinator)
    }
}
