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

// Tips shows no venue id, so the home names the venue (`venue/ID`, as the details screen does
// in the app) and Tips' own route follows: `venues://venue/ID/tips?sort=liked`.
TerminalMain.runExample(
    program: "TipsExample", feature: .tips,
    routes: ExampleRoutes(select: LinkRoute("venue", takesValue: true), opens: TipsLinks.tips),
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
