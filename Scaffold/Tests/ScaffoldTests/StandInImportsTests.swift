import Foundation
import XCTest

@testable import ScaffoldKit

/// A feature's example and tests import the Testing product of each feature it opens, rendered
/// from `neighbours` like its manifest: a stale file is named by the check and written again.
final class StandInImportsTests: XCTestCase {
    func testOneImportPerOpenedFeatureInOrder() {
        let text = StandInImports.render(feature: "Map", neighbours: ["VenueDetails", "Tips"])
        XCTAssertEqual(
            text.split(separator: "\n").filter { $0.hasPrefix("import ") },
            ["import TipsTesting", "import VenueDetailsTesting"])
        XCTAssertFalse(
            StandInImports.render(feature: "Tips", neighbours: []).contains("import "), "a feature that opens none")
    }

    func testTheTemplatesFilesAreTheRenderingOfANewFeature() throws {
        for path in StandInImports.paths(of: "__Name__") {
            let template = try String(
                contentsOf: repositoryRoot.appendingPathComponent("Templates/Feature/" + path), encoding: .utf8)
            XCTAssertEqual(template, StandInImports.render(feature: "__Name__", neighbours: []), path)
        }
    }

    func testAStaleFileIsNamedAndWrittenAgain() throws {
        let root = try copyRepository()
        defer { try? FileManager.default.removeItem(at: root) }
        let path = "Modules/Map/Tests/MapTests/StandIns.swift"
        let file = root.appendingPathComponent(path)
        let rendered = try String(contentsOf: file, encoding: .utf8)
        try rendered.replacingOccurrences(of: "import VenueDetailsTesting\n", with: "").write(
            to: file, atomically: true, encoding: .utf8)
        XCTAssertEqual(
            try FeatureManifests(root: root).drift(),
            [
                "\(path) differs from its rendering from the root manifest's neighbours (run "
                    + "`swift run scaffold manifests --write`)"
            ])
        XCTAssertEqual(try FeatureManifests(root: root).write(), [path])
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), rendered)
        XCTAssertEqual(try FeatureManifests(root: root).drift(), [])
    }
}
