import Core
import Shared
import TerminalApp
import __Name__
import __Name__Interface

/// What __Name__ needs, from the example's services.
struct __Name__ExampleComponent: __Name__Dependency {
    let venueRepository: VenueRepository
}

// The root offers __Name__ by its entry, as in the app; the home says how to open it.
TerminalMain.runExample(
    program: "__Name__Example", feature: .templateName,
    features: { services in
        let component = __Name__ExampleComponent(venueRepository: services.venueRepository)
        return [
            RootFeature(entry: .templateName, manifest: __Name__Builder.manifest) { navigation in
                __Name__Builder(dependency: component).buildModule(with: navigation)
            }
        ]
    },
    homeManifest: { _ in FeatureManifest(name: "__Name__ example", commands: []) },
    home: { _, navigation in
        Module(
            coordinator: ExampleWelcomeCoordinator(
                navigation: navigation, title: "__Name__ example", entry: .templateName))
    })
