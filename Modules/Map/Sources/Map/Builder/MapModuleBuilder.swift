import Core
import MapInterface
import Shared
import VenueDetailsInterface

/// Builds Map into a container of its own and returns its coordinator.
public final class MapModuleBuilder: Builder<MapDependency>, MapModuleBuildable {
    /// A Map module that makes itself the root of `navigation`.
    public func buildModule(with navigation: NavigationControllable, input: MapInput) throws(BuildError) -> Module<Void> {
        let provider = MapDependencyProvider(dependency: dependency)
        let scope = container.makeChild()
        scope.register(MapUseCase.self) { _ in MapUseCase(repository: provider.repository) }
        scope.register(MapViewModel.self) { r in
            MapViewModel(city: input.city, useCase: try r.require(MapUseCase.self), scheduler: provider.scheduler)
        }
        scope.register(MapViewController.self) { r in
            MapViewController(viewModel: try r.require(MapViewModel.self), formatter: provider.formatter)
        }
        scope.register(MapCoordinator.self) { [weak navigation] r in
            MapCoordinator(
                navigation: navigation,
                viewController: try r.require(MapViewController.self),
                venueDetailsBuilder: provider.venueDetailsBuilder
            )
        }
        do {
            return Module(coordinator: try scope.require(MapCoordinator.self))
        } catch {
            throw BuildError(module: "Map", resolution: error)
        }
    }
}
