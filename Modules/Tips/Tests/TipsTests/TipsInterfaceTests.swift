import Core
import CoreTesting
import Shared
import SharedTesting
import TerminalUI
import TipsInterface
import XCTest

@testable import Tips

final class TipsInterfaceTests: XCTestCase {
    func testTheTipsAddressCarriesTheSortAndTheSortQueryTakesOnlyKnownValues() {
        XCTAssertEqual(TipsInput.address(order: .newest).description, "venues://tips")
        XCTAssertEqual(TipsInput.address(order: .liked).description, "venues://tips?sort=liked")
        let sort = FeatureManifest.tips.queries.first { $0.name == "sort" }
        XCTAssertEqual(sort?.values, ["newest", "liked"], "any other value is refused, not guessed")
        for order in TipsOrder.allCases {
            XCTAssertEqual(TipsCommand.order(order).spec.name, order.rawValue, "the command and the link say it alike")
        }
    }

    /// What Tips's links ask of the app's container when they are checked: nothing. A check that
    /// starts resolving anything else fails this test, naming the service, until the test registers
    /// it (and the app's container test shows the app has it).
    func testItsLinkChecksResolveOnlyWhatTheContainerRegisters() throws {
        let container = Container.failingOnUnregistered()
        try container.validate()
        for route in FeatureManifest.tips.routes + FeatureManifest.tips.edges.map(\.link) {
            do {
                _ = try route.check?("liked", container).toBlocking(timeout: 5).single()
            } catch RxError.timeout {
                XCTFail("the check of \(route.piece) never answered")
            } catch {
                // Refusing a sample value with the data's error (`venue/Amsterdam` is no venue) is
                // the check's answer, which is not this test's: only what the check resolves is.
            }
        }
    }
}
