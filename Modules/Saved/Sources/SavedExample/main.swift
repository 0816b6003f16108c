import Core
import Foundation
import Saved
import SavedInterface
import Shared
import SharedTesting
import TerminalApp
import VenueDetailsInterface

/// What Saved needs: the example's clock and a saved list in memory holding a few of the city's
/// venues; VenueDetails is stood in by its Testing product's screen (`StandIns.swift`).
struct SavedExampleComponent: SavedDependency {
    let savedVenues: SavedVenueList
    let clock: WallClock
}

// The root offers Saved by its entry, as in the app; the home says how to open it.
TerminalMain.runExample(
    program: "SavedExample", feature: FeatureManifest.saved, manifests: [.venueDetails],
    features: { services in
        let component = SavedExampleComponent(
            savedVenues: FakeSavedVenues(services.venues().prefix(3).map { SavedVenue($0, at: Date()) }),
            clock: services.clock)
        return [
            RootFeature(entry: .saved, manifest: FeatureManifest.saved) { navigation in
                SavedBuilder(dependency: component).buildModule(with: navigation)
            }
        ]
    },
    homeManifest: { _ in FeatureManifest(name: "Saved example", commands: []) },
    home: { _, navigation in
        Module(coordinator: ExampleWelcomeCoordinator(navigation: navigation, title: "Saved example", entry: .saved))
    })
