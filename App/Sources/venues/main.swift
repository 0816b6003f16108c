import Foundation
import Shared
import SharedLive
import TerminalApp
import VenuesApp

let program = "venues"
let about = "Explores venues near a city in the terminal."
let variables = """
      FOURSQUARE_API_KEY   use the live Foursquare Places API instead of the embedded data
      VENUES_API_BASE_URL  aim the API client elsewhere (tests, proxies)
      NO_COLOR             draw without colour
    """
let arguments = TerminalMain.arguments(
    program: program, about: about, version: AppComponent.version, environment: variables)
let usage = Arguments.usage(program: program, about: about, environment: variables)

let environment = ProcessInfo.processInfo.environment
let component: AppComponent
do {
    component = try AppComponent.live(environment: environment)
} catch {
    if arguments.help { print(usage) }
    TerminalMain.report("\(program): \(error)")
    exit(1)
}
if arguments.help {
    // The commands come from what the features declare, so a new feature shows up here too.
    print(usage + "\n\n" + component.session(city: "").helpLines.joined(separator: "\n"))
    exit(0)
}

let city = arguments.near ?? "Amsterdam"
let knownCities = component.venueRepository.cities.map(\.name)
if PlacesAPIConfiguration.fromEnvironment(environment) == nil,
    knownCities.matching(city) == nil
{
    TerminalMain.report(
        "\(program): unknown city \"\(city)\"; the embedded data covers \(knownCities.joined(separator: ", ")).")
    exit(2)
}

TerminalMain.run(component.session(city: city), program: program, arguments: arguments, environment: environment)
