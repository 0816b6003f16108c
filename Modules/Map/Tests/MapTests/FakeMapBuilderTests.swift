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
final class FakeMapBuilderTests: LeakCheckedTestCase {
    /// The stand-in the app's tests may use for Map: it records each input, and its flow ends
    /// when the test says so.
    func testTheFakeBuilderStandsInForMap() async {
        let fake = FakeMapBuilder()
        let flow = FlowTest()
        flow.record(fake, as: "Map")
        flow.start(fake.buildModule(with: flow.navigation, input: MapInput(city: "Berlin")))
        fake.lastCoordinator?.finish()
        flow.expect(.childStarted(builder: "Map", input: String(describing: MapInput(city: "Berlin"))), .finished("()"))
        flow.finish()
    }
}
