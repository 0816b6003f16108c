import Core
import Foundation
import Shared
import SharedLive
import TerminalApp
import VenuesApp
import XCTest

@MainActor
final class ArgumentsTests: XCTestCase {
    func testOptions() async throws {
        XCTAssertEqual(try Arguments.parse([]).get(), Arguments())
        let parsed = try Arguments.parse(["--near", "Lisbon", "--script", "demo.txt"]).get()
        XCTAssertEqual(parsed.near, "Lisbon")
        XCTAssertEqual(parsed.script, "demo.txt")
        XCTAssertTrue(try Arguments.parse(["--help"]).get().help)
        XCTAssertEqual(try Arguments.parse(["--", "--near", "Berlin"]).get().near, "Berlin")
        XCTAssertTrue(try Arguments.parse(["--version"]).get().version)
        XCTAssertEqual(try Arguments.parse([]).get().wait, 15, "line mode waits up to 15 s by default")
        XCTAssertEqual(try Arguments.parse(["--wait", "2.5"]).get().wait, 2.5)
        XCTAssertEqual(try Arguments.parse(["--open", "venues://near/Berlin"]).get().open, "venues://near/Berlin")
        XCTAssertTrue(try Arguments.parse(["--resume"]).get().resume)
    }

    func testBadArgumentsSayWhatIsWrong() async {
        func message(_ arguments: [String]) -> String? {
            if case .failure(let error) = Arguments.parse(arguments) { return error.description }
            return nil
        }
        XCTAssertEqual(message(["--fly"]), "unknown option --fly")
        XCTAssertEqual(message(["--near"]), "--near needs a value")
        XCTAssertEqual(message(["--near", "--script"]), "--near needs a value")
        XCTAssertEqual(message(["--wait", "soon"]), "--wait needs a number of seconds above 0, not soon")
        XCTAssertEqual(message(["--wait", "0"]), "--wait needs a number of seconds above 0, not 0")
        XCTAssertEqual(message(["--open"]), "--open needs a value")
    }
}

@MainActor
final class CompositionTests: XCTestCase {
    func testWithoutAKeyTheAppRunsOnTheEmbeddedData() async throws {
        let component = try AppComponent.live(environment: ["XDG_DATA_HOME": scratchDirectory().path])
        XCTAssertEqual(component.dataSource.description, "Embedded data (no API key)")
        XCTAssertTrue(component.venueRepository is EmbeddedVenueProvider)
        XCTAssertNil(component.container.resolve(PlacesAPIClient.self))
    }

    func testWithAKeyTheAppUsesTheCachedAPI() async throws {
        let component = try AppComponent.live(environment: [
            "FOURSQUARE_API_KEY": "k", "VENUES_API_BASE_URL": "http://127.0.0.1:9",
            "XDG_CACHE_HOME": NSTemporaryDirectory(),
        ])
        XCTAssertEqual(component.dataSource.description, "Foursquare Places API")
        XCTAssertTrue(component.venueRepository is CachedVenueRepository)
        XCTAssertEqual(component.venueRepository.cities.map(\.name), ["Amsterdam", "Berlin", "Lisbon"])
        XCTAssertTrue(
            component.container.resolve(PlacesAPIClient.self) === component.container.resolve(PlacesAPIClient.self),
            "one client")
    }
}
