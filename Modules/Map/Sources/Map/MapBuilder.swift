import Core
import MapInterface
import Shared
import VenueDetailsInterface

/// What the parent must provide to build Map.
@MainActor
public protocol MapDependency {
    /// Where venues come from.
    var venueRepository: VenueRepository { get }
    /// Builds VenueDetails when a venue is opened; the app passes the implementation.
    var venueDetailsBuilder: VenueDetailsBuildable { get }
    /// The saved venues, for the ♥ in the list.
    var savedVenues: SavedVenueList { get }
    /// Where search-as-you-type waits; tests pass a virtual-time scheduler.
    var scheduler: SchedulerType { get }
}

/// Derives Map's own objects from what the parent provides, one provider per module built;
/// each is read once, so none is kept (`shared` is for an object several screens share).
final class MapDependencyProvider: DependencyProvider<MapDependency> {
    var formatter: MapFormatter { MapFormatter(strings: MapStrings.english) }
}

/// Builds Map with plain initializers: the view model, the screen and the coordinator.
public final class MapBuilder: Builder<MapDependency>, MapBuildable {
    /// A Map module that makes itself the root of `navigation`.
    public func buildModule(with navigation: NavigationControllable, input: MapInput) -> Module<Void> {
        let provider = MapDependencyProvider(dependency: dependency)
        let viewModel = MapViewModel(
            city: input.city, repository: dependency.venueRepository, savedVenues: dependency.savedVenues.saved,
            scheduler: dependency.scheduler)
        let screen = MapViewController(viewModel: viewModel, formatter: provider.formatter)
        return Module(
            coordinator: MapCoordinator(
                navigation: navigation, screen: screen, venueDetailsBuilder: dependency.venueDetailsBuilder))
    }
}
