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
}
