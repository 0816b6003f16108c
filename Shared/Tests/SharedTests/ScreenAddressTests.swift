import Shared
import XCTest

/// Links: written by `description`, read back by `parse`, with escaping and clear errors.
final class ScreenAddressTests: XCTestCase {
    func testAnAddressReadsBackWhatItWrites() throws {
        let address = ScreenAddress(
            path: ["near", "São Paulo", "venue", "4b/0e"],
            query: [.init("search", "fish & chips"), .init("sort", "liked")])
        XCTAssertEqual(
            address.description, "venues://near/S%C3%A3o%20Paulo/venue/4b%2F0e?search=fish%20%26%20chips&sort=liked")
        XCTAssertEqual(try ScreenAddress.parse(address.description).get(), address)
    }

    func testTheRootAndLooselyWrittenLinks() throws {
        XCTAssertEqual(try ScreenAddress.parse("venues://").get(), ScreenAddress())
        XCTAssertEqual(try ScreenAddress.parse("  VENUES://saved/ ").get(), ScreenAddress(path: ["saved"]))
        XCTAssertEqual(try ScreenAddress.parse("venues://near//Berlin").get(), ScreenAddress(path: ["near", "Berlin"]))
    }

    func testABadLinkSaysWhatIsWrongAndNamesTheLink() {
        XCTAssertEqual(
            ScreenAddress.parse("http://near/Berlin"),
            .failure(LinkError(link: "http://near/Berlin", reason: "links start with venues://")))
        XCTAssertEqual(
            ScreenAddress.parse("venues://near?search"),
            .failure(LinkError(link: "venues://near?search", reason: "\"search\" is not a name=value query item")))
        XCTAssertEqual(
            "\(LinkError(link: "venues://x", reason: "no screen opens \"x\""))",
            "cannot open venues://x: no screen opens \"x\"")
    }
}
