import Core
import MapInterface
import Shared

/// What the parent must provide to build Map, with the builders its route needs.
@MainActor
public protocol MapDependency: MapRoute.Builders {
    /// Where venues come from.
    var venueRepository: VenueRepository { get }
    /// The saved venues, for the ♥ in the list.
    var savedVenues: SavedVenueList { get }
    /// Where search-as-you-type waits; tests pass a virtual-time scheduler.
    var scheduler: SchedulerType { get }
}

/// Makes Map's objects from what the parent provides, one provider per module built.
final class MapDependencyProvider: DependencyProvider<MapDependency> {
    func viewModel(for input: MapInput) -> MapViewModel {
        MapViewModel(
            city: input.city, repository: dependency.venueRepository, savedVenues: dependency.savedVenues.saved,
            scheduler: dependency.scheduler)
    }

    var formatter: MapFormatter { MapFormatter(strings: MapStrings.english) }
}

/// Assembles Map from its provider's objects: the screen, then the coordinator.
public final class MapBuilder: Builder<MapDependency>, MapBuildable {
    /// A Map module that makes itself the root of `navigation`.
    public func buildModule(with navigation: NavigationControllable, input: MapInput) -> Module<Void> {
        let provider = MapDependencyProvider(dependency: dependency)
        let screen = MapViewController(viewModel: provider.viewModel(for: input), formatter: provider.formatter)
        return Module(coordinator: MapCoordinator(navigation: navigation, screen: screen, provider: provider))
    }
}
