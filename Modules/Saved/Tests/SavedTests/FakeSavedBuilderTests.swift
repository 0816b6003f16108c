import Core
import CoreTesting
import Foundation
import SavedInterface
import SavedTesting
import Shared
import SharedTesting
import VenueDetailsInterface
import VenueDetailsTesting
import XCTest

@testable import Saved

@MainActor
final class FakeSavedBuilderTests: LeakCheckedTestCase {
    /// The stand-in other features' tests use: it records each flow asked for, and that flow
    /// ends when the test says so.
    func testTheFakeBuilderStandsInForTheFeature() async {
        let fake = FakeSavedBuilder()
        let flow = FlowTest()
        flow.record(fake, as: "Saved")
        flow.start(fake.buildModule(with: flow.navigation))
        fake.lastCoordinator?.finish()
        flow.expect(.childStarted(builder: "Saved", input: "()"), .finished("()"))
        flow.finish()
    }
}
