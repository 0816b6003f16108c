import Core
import Foundation
import VenuesApp
import XCTest

/// The app's container, validated as CI runs it: every registration resolved once, every
/// wiring mistake listed with its path, for both sources of venues.
final class CoreComponentsAssemblyTests: XCTestCase {
    /// Files the factories would use, in a folder of the test's own.
    private let folders = [
        "XDG_DATA_HOME": NSTemporaryDirectory() + "venues-assembly-data",
        "XDG_CACHE_HOME": NSTemporaryDirectory() + "venues-assembly-cache",
    ]

    func testTheEmbeddedDatasetsContainerIsWiredCompletely() throws {
        let report = try Assembler([CoreComponentsAssembly(environment: folders)]).validate()
        XCTAssertEqual(report.resolved, 6)
        XCTAssertEqual(report.needsArguments, [])
    }

    func testTheLiveAPIsContainerIsWiredCompletely() throws {
        let live = folders.merging(["FOURSQUARE_API_KEY": "test-key"]) { $1 }
        let report = try Assembler([CoreComponentsAssembly(environment: live)]).validate()
        XCTAssertEqual(report.resolved, 7, "the API client too")
    }

}
