import Core
import Shared
import XCTest

final class LinkRouteTests: XCTestCase {
    private enum Order: String, CaseIterable { case newest, liked }

    func testARouteSpellsItsPieceOfAnAddressWithItsValueWhenItTakesOne() {
        XCTAssertEqual(LinkRoute("venue", takesValue: true).address("v1"), ScreenAddress(path: ["venue", "v1"]))
        XCTAssertEqual(LinkRoute("saved").address(), ScreenAddress(path: ["saved"]))
        XCTAssertEqual(LinkRoute("saved").address("ignored"), ScreenAddress(path: ["saved"]), "no value, no piece")
    }

    func testAQueryItemTakesTheValuesOfAnEnumsCases() {
        let sort = LinkQuery("sort", of: Order.self)
        XCTAssertEqual(sort.values, ["newest", "liked"])
        XCTAssertNil(LinkQuery("search").values, "any value")
        XCTAssertEqual(sort.item("liked"), ScreenAddress.QueryItem("sort", "liked"))
    }
}
