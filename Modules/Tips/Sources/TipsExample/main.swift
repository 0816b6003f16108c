import Core
import Shared
import TerminalApp
import Tips
import TipsInterface

/// What Tips needs, from the example's services.
struct TipsExampleComponent: TipsDependency {
    let venueRepository: VenueRepository
    let clock: WallClock
}

// Tips' route names no venue, so a link names the home's choice first:
// `venues://choice/ID/tips?sort=liked`.
TerminalMain.runExample(
    program: "TipsExample", feature: FeatureManifest.tips, routes: .choice(then: TipsLinks.tips),
    choices: { services in
        services.venues().map { venue in
            ExampleChoice(
                title: venue.name, value: venue.id, input: TipsInput(venueID: venue.id, venueName: venue.name))
        }
    },
    build: { services, navigation, input in
        let component = TipsExampleComponent(venueRepository: services.venueRepository, clock: services.clock)
        return TipsBuilder(dependency: component)
            .buildModule(with: navigation, input: input)
    })
