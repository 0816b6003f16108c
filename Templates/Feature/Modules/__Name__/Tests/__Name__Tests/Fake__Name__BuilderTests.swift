import Core
import CoreTesting
import Foundation
import Shared
import SharedTesting
import XCTest
import __Name__Interface
import __Name__Testing

@testable import __Name__

@MainActor
final class Fake__Name__BuilderTests: LeakCheckedTestCase {
    /// The stand-in other features' tests use: it records each flow asked for, and that flow
    /// ends when the test says so.
    func testTheFakeBuilderStandsInForTheFeature() async {
        let fake = Fake__Name__Builder()
        let flow = FlowTest()
        flow.record(fake, as: "__Name__")
        flow.start(fake.buildModule(with: flow.navigation))
        fake.lastCoordinator?.finish()
        flow.expect(.childStarted(builder: "__Name__", input: "()"), .finished("()"))
        flow.finish()
    }
}
