import Foundation
import XCTest

/// Each feature's example app, run in line mode as a person would from a fresh clone
/// (`swift run --package-path Modules/X XExample`): the feature alone on the embedded data,
/// the features it opens stood in by their Testing products' screens.
final class ExampleAppsTests: XCTestCase {
    private let hillScoops = "5a0000182d33b4ba626e3765"

    func testTipsExampleShowsTipsAloneAndFollowsItsLinks() throws {
        let run = try runVenues(
            [], input: "open 2\nliked\nwhere\nback\nwhere\nlink venues://choice/nope/tips\n", binary: "TipsExample")
        XCTAssertEqual(run.status, 0, run.errors)
        let shown = screens(in: run.output)
        XCTAssertTrue(shown.first?.hasPrefix("Tips example\n\n1. Sparrow Bakery\n2. Hill Scoops") == true, run.output)
        XCTAssertTrue(shown.contains { $0.hasPrefix("Tips · Hill Scoops\nMost liked first") }, run.output)
        XCTAssertTrue(run.output.contains("\nvenues://choice/\(hillScoops)/tips?sort=liked\n"), run.output)
        XCTAssertTrue(
            run.output.hasSuffix(
                "venues://\nerror: cannot open venues://choice/nope/tips: this example has no \"nope\"\n"), run.output)

        let linked = try runVenues(
            ["--open", "venues://choice/\(hillScoops)/tips?sort=liked"], input: "where\n", binary: "TipsExample")
        XCTAssertTrue(linked.output.hasPrefix("Tips · Hill Scoops\nMost liked first"), linked.output)
        XCTAssertTrue(linked.output.hasSuffix("venues://choice/\(hillScoops)/tips?sort=liked\n"), linked.output)
    }

    func testVenueDetailsExampleOpensAStandInForTipsAndComesBack() throws {
        let run = try runVenues(
            [], input: "open 2\ntips\nwhere\nback\nwhere\nback\nwhere\n", binary: "VenueDetailsExample")
        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertTrue(
            run.output.contains("Tips (stand-in)\n\nTips would open here: the tips of Hill Scoops (\(hillScoops))."),
            run.output)
        XCTAssertTrue(
            run.output.contains(
                "venues://venue/\(hillScoops)/tips\nHill Scoops\nIce Cream Shop\n"),
            "back from the stand-in shows the details again: \(run.output)")
        XCTAssertTrue(run.output.hasSuffix("\nvenues://\n"), "and back to the example's home: \(run.output)")

        let linked = try runVenues(
            ["--open", "venues://venue/\(hillScoops)/tips?sort=liked"], input: "where\n",
            binary: "VenueDetailsExample")
        XCTAssertTrue(linked.output.contains("The link asks it for sort=liked."), linked.output)
        XCTAssertTrue(linked.output.hasSuffix("venues://venue/\(hillScoops)/tips?sort=liked\n"), linked.output)
    }

    func testMapExampleOpensAStandInForVenueDetails() throws {
        let run = try runVenues([], input: "open 2\nwhere\nback\nwhere\n", binary: "MapExample")
        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertTrue(run.output.hasPrefix("Venues near Amsterdam"), run.output)
        XCTAssertTrue(run.output.contains("VenueDetails would open here: the details of Hill Scoops"), run.output)
        XCTAssertTrue(run.output.contains("\nvenues://near/Amsterdam/venue/\(hillScoops)\n"), run.output)
        XCTAssertTrue(run.output.hasSuffix("\nvenues://near/Amsterdam\n"), run.output)
    }

    func testSavedExampleOpensFromItsEntryWithVenueDetailsStoodIn() throws {
        let run = try runVenues(
            [], input: "saved\nopen 2\nwhere\nback\nback\nwhere\n", binary: "SavedExample")
        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertTrue(run.output.hasPrefix("Saved example\n\nType saved (or press v)"), run.output)
        XCTAssertTrue(run.output.contains("Saved venues\n3 saved, newest first"), run.output)
        XCTAssertTrue(run.output.contains("\nvenues://saved/venue/\(hillScoops)\n"), run.output)
        XCTAssertTrue(run.output.hasSuffix("\nvenues://\n"), run.output)
    }

    func testAnExampleRefusesAnUnknownCity() throws {
        let run = try runVenues(["--near", "Atlantis"], binary: "TipsExample")
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.errors.hasPrefix("TipsExample: unknown city \"Atlantis\""), run.errors)
    }
}
