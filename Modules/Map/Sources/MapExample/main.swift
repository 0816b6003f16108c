import Core
import Map
import MapInterface
import Shared
import SharedTesting
import TerminalApp
import VenueDetailsInterface
import VenueDetailsTesting

/// What Map needs: the example's services, a saved list in memory, and VenueDetails stood in
/// by its Testing product's screen.
struct MapExampleComponent: MapDependency {
    let venueRepository: VenueRepository
    let venueDetailsBuilder: VenueDetailsBuildable
    let savedVenues: SavedVenueList
    let scheduler: SchedulerType
}

// Map is the home: it makes itself the root of the stack, as in the app.
TerminalMain.runExample(
    program: "MapExample", feature: FeatureManifest.map, manifests: [.venueDetails],
    homeManifest: { _ in FeatureManifest.map },
    home: { services, navigation in
        let component = MapExampleComponent(
            venueRepository: services.venueRepository, venueDetailsBuilder: StandInVenueDetailsBuilder(),
            savedVenues: FakeSavedVenues(), scheduler: MainScheduler.instance)
        return MapBuilder(dependency: component)
            .buildModule(with: navigation, input: MapInput(city: services.city))
    })
