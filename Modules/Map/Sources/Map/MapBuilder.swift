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

/// Makes Map's objects from what the parent provides, one provider per module built, and hands
/// on the builder of the module Map opens.
final class MapDependencyProvider: DependencyProvider<MapDependency> {
    func viewModel(for input: MapInput) -> MapViewModel {
        MapViewModel(
            city: input.city, repository: dependency.venueRepository, savedVenues: dependency.savedVenues.saved,
            scheduler: dependency.scheduler)
    }

    var formatter: MapFormatter { MapFormatter(strings: MapStrings.english) }
    var venueDetailsBuilder: VenueDetailsBuildable { dependency.venueDetailsBuilder }
}

/// Assembles Map from its provider's objects: the screen, then the coordinator.
public final class MapBuilder: Builder<MapDependency>, MapBuildable {
    /// A Map module that makes itself the root of `navigation`.
    public func buildModule(with navigation: NavigationControllable, input: MapInput) -> Module<Void> {
        let provider = MapDependencyProvider(dependency: dependency)
        let screen = MapViewController(viewModel: provider.viewModel(for: input), formatter: provider.formatter)
        return Module(
            coordinator: MapCoordinator(
                navigation: navigation, screen: screen, venueDetailsBuilder: provider.venueDetailsBuilder,
                provider: provider))
    }
}

extension MapBuilder {
    /// What the app offers of Map: its manifest, with the screens added to it (their
    /// `screen NAME` command, and `screen/NAME` checked against their names).
    public static let manifest = MapCoordinator.screens.offered(in: .map)
}
