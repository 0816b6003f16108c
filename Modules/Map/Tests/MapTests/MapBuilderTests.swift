import Core
import CoreTesting
import Foundation
import MapInterface
import MapTesting
import Shared
import SharedLive
import SharedTesting
import TerminalUI
import VenueDetailsInterface
import VenueDetailsTesting
import XCTest

@testable import Map

@MainActor
final class MapBuilderTests: LeakCheckedTestCase {
    /// The builder hands the screen the input's city and the dependency's scheduler, and
    /// everything it made goes with the module.
    func testTheModuleShowsTheInputsCityAndSearchesOnTheDependencysScheduler() async throws {
        let scheduler = TestScheduler(resolution: 0.001)
        let flow = FlowTest()
        flow.runsUntilDisposed = true
        let dependency = Dependency(
            venueRepository: try embedded(), venueDetailsBuilder: FakeVenueDetailsBuilder(),
            savedVenues: FakeSavedVenues(), scheduler: scheduler)
        flow.start(
            MapBuilder(dependency: dependency).buildModule(with: flow.navigation, input: MapInput(city: "Lisbon")))
        do {
            let screen = try XCTUnwrap(flow.navigation.viewControllers.first as? MapViewController)
            flow.watch(screen, as: "MapViewController")
            flow.watch(screen.viewModel, as: "MapViewModel")
            flow.expect(.navigation(.setStack(["MapViewController"])))
            XCTAssertEqual(screen.title, "Venues near Lisbon")

            var query: String?
            let subscription = screen.viewModel.outputs.state.subscribe(onMainActor: { query = $0.query })
            defer { subscription.dispose() }
            XCTAssertTrue(screen.handle(.character("/")))
            XCTAssertTrue(screen.handle(.character("p")))
            scheduler.advanceTo(299)
            XCTAssertEqual(query, "", "the typed text waits on the dependency's scheduler")
            scheduler.advanceTo(300)
            XCTAssertEqual(query, "p")
        }
        flow.finish()
    }
}
