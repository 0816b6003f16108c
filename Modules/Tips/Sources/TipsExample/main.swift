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

TerminalMain.runExample(
    program: "TipsExample", feature: .tips, routes: ExampleRoutes(select: "venue", opens: "tips"),
    choices: { services in
        services.venues().map { venue in
            ExampleChoice(
                title: venue.name, value: venue.id, input: TipsInput(venueID: venue.id, venueName: venue.name))
        }
    },
    build: { services, navigation, input in
        let component = TipsExampleComponent(venueRepository: services.venueRepository, clock: services.clock)
        return TipsBuilder(dependency: component, container: services.container)
            .buildModule(with: navigation, input: input)
    })
