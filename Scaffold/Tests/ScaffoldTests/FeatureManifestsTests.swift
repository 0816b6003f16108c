import Foundation
import XCTest

@testable import ScaffoldKit

/// Each feature's manifest is rendered from one source, the feature template and the root
/// manifest's `neighbours`; a manifest that is its rendering is read from its text, and one
/// that drifted is named with the line that differs.
final class FeatureManifestsTests: XCTestCase {
    func testANeighbourLineStandsOncePerNeighbourAndNotAtAllForNone() {
        let template = """
            name: "__Name__",
            .package(path: "../__Neighbour__"),
            "__Name__Interface",
            """
        XCTAssertEqual(
            FeatureManifests.render(template, name: "Map", neighbours: ["Tips", "Saved"]),
            """
            name: "Map",
            .package(path: "../Tips"),
            .package(path: "../Saved"),
            "MapInterface",
            """)
        XCTAssertEqual(
            FeatureManifests.render(template, name: "Map", neighbours: []), "name: \"Map\",\n\"MapInterface\",")
    }

    func testEveryFeatureManifestIsItsRendering() throws {
        let manifests = try FeatureManifests(root: repositoryRoot)
        XCTAssertEqual(manifests.drift(), [])
        XCTAssertEqual(
            manifests.neighbours, ["VenueDetails": ["Tips"], "Map": ["VenueDetails"], "Saved": ["VenueDetails"]])
    }

    /// The rules and the graph read a rendered manifest from its text: what they read must be
    /// what SwiftPM reads, for a feature that opens another and for one that opens none.
    func testARenderedManifestReadsAsSwiftPMReadsIt() throws {
        let manifests = try FeatureManifests(root: repositoryRoot)
        for feature in ["VenueDetails", "Tips"] {
            let fromText = try manifests.manifest(of: feature)
            let dumped = try PackageManifest.read(
                packageAt: repositoryRoot.appendingPathComponent("Modules/\(feature)"))
            XCTAssertEqual(fromText.edges, dumped.edges, feature)
            XCTAssertEqual(fromText.platforms, dumped.platforms, feature)
            XCTAssertEqual(
                fromText.localDependencies.map(\.standardizedFileURL.path),
                dumped.localDependencies.map(\.standardizedFileURL.path), feature)
            XCTAssertFalse(fromText.edges.isEmpty, feature)
        }
    }

    /// Each rendering, and what the rules read of it, are the template's pieces filled in:
    /// that must be the rendering the tokens describe, and the reading of its own text, for
    /// none, one or two neighbours.
    func testTheTemplatesReadingStandsForEveryRendering() throws {
        let template = try String(
            contentsOf: repositoryRoot.appendingPathComponent(FeatureManifests.template), encoding: .utf8)
        let split = FeatureManifests.Template(template)
        let package = repositoryRoot.appendingPathComponent("Modules/Favorites")
        for neighbours in [[], ["Tips"], ["Tips", "VenueDetails"]] {
            let text = FeatureManifests.render(template, name: "Favorites", neighbours: neighbours)
            XCTAssertEqual(
                text,
                template.components(separatedBy: "\n").flatMap { line in
                    line.contains("__Neighbour__")
                        ? neighbours.map { line.replacingOccurrences(of: "__Neighbour__", with: $0) } : [line]
                }.joined(separator: "\n").replacingOccurrences(of: "__Name__", with: "Favorites"),
                "a neighbour's line once per neighbour, the name everywhere")
            let direct = RenderedManifest(text).manifest(packageAt: package)
            let substituted = split.manifest(name: "Favorites", neighbours: neighbours, packageAt: package)
            XCTAssertEqual(substituted.edges, direct.edges, "\(neighbours)")
            XCTAssertEqual(substituted.platforms, direct.platforms)
            XCTAssertEqual(substituted.localDependencies, direct.localDependencies, "\(neighbours)")
            XCTAssertEqual(
                direct.edges.filter { $0.dependency.hasSuffix("Interface") && $0.package != nil }.count,
                neighbours.count * 4,
                "each neighbour's Interface, for the feature's Interface (its route), the feature, its example "
                    + "and its tests")
        }
    }

    func testADriftedManifestIsNamedWithItsLineAndWrittenAgain() throws {
        let copy = try copyRepository()
        defer { try? FileManager.default.removeItem(at: copy) }  // a leftover temp folder harms nothing
        let file = copy.appendingPathComponent("Modules/Tips/Package.swift")
        let rendered = try String(contentsOf: file, encoding: .utf8)
        try rendered.replacingOccurrences(of: "platforms: [.macOS(.v13)]", with: "platforms: [.macOS(.v14)]")
            .write(to: file, atomically: true, encoding: .utf8)
        let root = copy.appendingPathComponent("Package.swift")
        try String(contentsOf: root, encoding: .utf8)
            .replacingOccurrences(
                of: "\"Map\": [\"VenueDetails\"],",
                with: "\"Ghost\": [\"Map\"],\n    \"Map\": [\"VenueDetails\", \"Nowhere\"],"
            )
            .write(to: root, atomically: true, encoding: .utf8)

        let drift = try FeatureManifests(root: copy).drift()
        guard drift.count == 6 else { return XCTFail("6 findings expected:\n" + drift.joined(separator: "\n")) }
        XCTAssertTrue(drift[0].contains("`neighbours` names Ghost, which is no package"), "a key too: \(drift[0])")
        XCTAssertTrue(drift[1].contains("`neighbours` names Nowhere, which is no package"), drift[1])
        XCTAssertTrue(drift[2].hasPrefix("Modules/Map/Package.swift differs"), drift[2])
        XCTAssertTrue(
            drift[3].hasPrefix(
                "Modules/Tips/Package.swift differs from its rendering: line 13 should read: "
                    + "platforms: [.macOS(.v13)],"), drift[3])
        XCTAssertEqual(
            drift[4...].map { $0.prefix { $0 != " " } },
            ["Modules/Map/Sources/MapExample/StandIns.swift", "Modules/Map/Tests/MapTests/StandIns.swift"],
            "Map's example and tests would import a stand-in for Nowhere")

        try String(contentsOf: root, encoding: .utf8)
            .replacingOccurrences(of: ", \"Nowhere\"]", with: "]")
            .replacingOccurrences(of: "\"Ghost\": [\"Map\"],\n    ", with: "")
            .write(to: root, atomically: true, encoding: .utf8)
        // Map's manifest did not change: with its neighbours as they were, it is its rendering again.
        XCTAssertEqual(try FeatureManifests(root: copy).write(), ["Modules/Tips/Package.swift"])
        XCTAssertEqual(try FeatureManifests(root: copy).drift(), [])
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), rendered)
    }

    func testANeighbourLineScaffoldCannotReadIsRefused() {
        let manifest = """
            let neighbours: [String: [String]] = [
                // scaffold:neighbours:begin
                "Map": neighboursOfMap,
                // scaffold:neighbours:end
            ]
            """
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("neighbours-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }  // a leftover temp folder harms nothing
        XCTAssertNoThrow(try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true))
        XCTAssertNoThrow(
            try manifest.write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8))
        XCTAssertThrowsError(try FeatureManifests(root: root)) { error in
            XCTAssertTrue("\(error)".contains("`\"Map\": neighboursOfMap,`"), "\(error)")
        }
    }
}
