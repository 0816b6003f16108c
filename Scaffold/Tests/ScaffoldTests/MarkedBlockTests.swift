import Foundation
import XCTest

@testable import ScaffoldKit

/// The generator's edits between marker lines: the formatter's comma rules are kept, so a
/// feature added then removed leaves the file as it was.
final class MarkedBlockTests: XCTestCase {
    private let list = """
        let features = [
            // scaffold:features:begin
            map
            // scaffold:features:end
        ]
        """

    func testAnEntryGoesBeforeTheEndMarkerAtItsIndentationAndTheOneBeforeGetsItsComma() throws {
        let added = try MarkedBlock.insert(
            "saved", into: list, begin: "scaffold:features:begin", end: "scaffold:features:end", file: "F.swift",
            separator: ",")
        XCTAssertEqual(
            added,
            """
            let features = [
                // scaffold:features:begin
                map,
                saved
                // scaffold:features:end
            ]
            """)
        let removed = MarkedBlock.remove(
            "saved", from: added, begin: "scaffold:features:begin", end: "scaffold:features:end")
        XCTAssertEqual(removed, list, "a list of one loses its comma again")
        XCTAssertNil(
            MarkedBlock.remove("tips", from: list, begin: "scaffold:features:begin", end: "scaffold:features:end"))
    }

    func testLostMarkersAreAnErrorThatSaysWhatToRestore() {
        XCTAssertThrowsError(
            try MarkedBlock.insert("x", into: "let features = [map]", begin: "b:begin", end: "b:end", file: "F.swift")
        ) { error in
            XCTAssertEqual(
                error as? ScaffoldError,
                ScaffoldError("F.swift has lost its b:begin … b:end markers; restore them to let scaffold edit it"))
        }
    }
}
