import Core
import Shared
import SharedTesting
import TerminalApp
import TipsInterface
import VenueDetails
import VenueDetailsInterface

/// What VenueDetails needs: the example's services and a saved list in memory; Tips is stood in
/// by its Testing product's screen (`StandIns.swift`).
struct VenueDetailsExampleComponent: VenueDetailsDependency {
    let venueRepository: VenueRepository
    let clock: WallClock
    let savedVenues: SavedVenueList
}

let savedVenues = FakeSavedVenues()
TerminalMain.runExample(
    program: "VenueDetailsExample", feature: FeatureManifest.venueDetails, manifests: [.tips],
    routes: .feature(VenueDetailsLinks.venue),
    choices: { services in
        services.venues().map { venue in
            ExampleChoice(
                title: venue.name, value: venue.id, input: VenueDetailsInput(venueID: venue.id, venueName: venue.name))
        }
    },
    build: { services, navigation, input in
        let component = VenueDetailsExampleComponent(
            venueRepository: services.venueRepository, clock: services.clock, savedVenues: savedVenues)
        return VenueDetailsBuilder(dependency: component)
            .buildModule(with: navigation, input: input)
    })
