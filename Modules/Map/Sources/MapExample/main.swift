import Core
import Map
import MapInterface
import Shared
import SharedTesting
import TerminalApp
import VenueDetailsInterface

/// What Map needs: the example's services and a saved list in memory; VenueDetails is stood in
/// by its Testing product's screen (`StandIns.swift`).
struct MapExampleComponent: MapDependency {
    let venueRepository: VenueRepository
    let savedVenues: SavedVenueList
    let scheduler: SchedulerType
}

// Map is the home: it makes itself the root of the stack, as in the app.
TerminalMain.runExample(
    program: "MapExample", feature: FeatureManifest.map, manifests: [.venueDetails],
    homeManifest: { _ in FeatureManifest.map },
    home: { services, navigation in
        let component = MapExampleComponent(
            venueRepository: services.venueRepository,
            savedVenues: FakeSavedVenues(), scheduler: MainScheduler.instance)
        return MapBuilder(dependency: component)
            .buildModule(with: navigation, input: MapInput(city: services.city))
    })
