import Foundation
import XCTest

@testable import ScaffoldKit

final class FeatureRemovalTests: XCTestCase {
    /// `scaffold remove` takes out exactly what `scaffold feature` put in: the package, the
    /// app's composition file, the feature's line in the manifest and in the app's registry,
    /// and its part of the module graph, leaving every other file as it was. No build.
    func testRemovingAGeneratedFeatureLeavesTheTreeAsItWas() throws {
        let copy = try copyRepository()
        defer { try? FileManager.default.removeItem(at: copy) }
        let before = try snapshot(of: copy)
        let plan = try FeatureGenerator.plan(name: newFeature, root: copy).get()
        XCTAssertEqual(try FeatureGenerator.apply(plan, root: copy).get(), [])
        let generated = try snapshot(of: copy)
        XCTAssertTrue(generated.keys.contains("Modules/\(newFeature)/Package.swift"))
        XCTAssertNotEqual(generated[FeatureGenerator.manifest], before[FeatureGenerator.manifest])

        let removal = try FeatureRemoval.plan(name: newFeature, root: copy).get()
        XCTAssertEqual(
            removal.deleted,
            ["Modules/\(newFeature)", "App/Sources/VenuesApp/Composition/AppComponent+\(newFeature).swift"])
        XCTAssertEqual(
            removal.edited.map(\.path).sorted(), [FeatureGenerator.registry, FeatureGenerator.manifest].sorted())
        XCTAssertFalse(
            removal.edited.contains {
                $0.contents.contains("\"\(newFeature)\"") || $0.contents.contains("\(newFeature.lowercased())Feature")
            },
            "the feature's lines leave the manifest and the registry")
        XCTAssertEqual(try FeatureRemoval.apply(removal, root: copy).get(), [])
        let after = try snapshot(of: copy)
        XCTAssertEqual(Set(after.keys).symmetricDifference(before.keys), [], "the same files as before")
        XCTAssertEqual(after.filter { before[$0.key] != $0.value }.keys.sorted(), [], "each with its old contents")
        guard case .failure = FeatureRemoval.plan(name: newFeature, root: copy) else {
            return XCTFail("a second removal has nothing to remove")
        }
    }

    func testRemovalIsRefusedForWhatTheGeneratorDidNotAddAndForAFeatureInUse() {
        guard case .failure(let map) = FeatureRemoval.plan(name: "Map", root: repositoryRoot) else {
            return XCTFail("Map was written by hand")
        }
        XCTAssertEqual(
            map.description,
            "Map was not added with scaffold feature (\(FeatureGenerator.registry) does not offer mapFeature); "
                + "nothing was changed"
        )
        guard case .failure(let saved) = FeatureRemoval.plan(name: "Saved", root: repositoryRoot) else {
            return XCTFail("Saved has grown into the app")
        }
        XCTAssertTrue(saved.description.hasPrefix("Saved is used outside its own files, in "), saved.description)
    }

    /// A sibling whose folder name begins with the feature's is not the feature's own: its
    /// import of the feature, or its manifest's dependency on the feature's package (which no
    /// source imports yet), refuses the removal.
    func testRemovalIsRefusedWhileASiblingNamedLikeItUsesIt() throws {
        let copy = try copyRepository()
        defer { try? FileManager.default.removeItem(at: copy) }
        for name in [newFeature, "\(newFeature)Extras"] {
            _ = try FeatureGenerator.apply(FeatureGenerator.plan(name: name, root: copy).get(), root: copy).get()
        }
        let manifest = copy.appendingPathComponent("Modules/\(newFeature)Extras/Package.swift")
        let original = try String(contentsOf: manifest, encoding: .utf8)
        let depending = original.replacingOccurrences(
            of: #".package(path: "../../Shared"),"#,
            with: #".package(path: "../../Shared"), .package(path: "../\#(newFeature)"),"#)
        XCTAssertNotEqual(depending, original, "the template's dependency list changed: update this test")
        try depending.write(to: manifest, atomically: true, encoding: .utf8)
        guard case .failure(let byManifest) = FeatureRemoval.plan(name: newFeature, root: copy) else {
            return XCTFail("\(newFeature)Extras depends on \(newFeature)' package")
        }
        XCTAssertTrue(
            byManifest.description.contains("Modules/\(newFeature)Extras/Package.swift"), byManifest.description)

        try original.write(to: manifest, atomically: true, encoding: .utf8)
        let source = copy.appendingPathComponent("Modules/\(newFeature)Extras/Sources/\(newFeature)Extras/Uses.swift")
        try "import \(newFeature)Interface\n".write(to: source, atomically: true, encoding: .utf8)
        guard case .failure(let byImport) = FeatureRemoval.plan(name: newFeature, root: copy) else {
            return XCTFail("\(newFeature)Extras imports \(newFeature)Interface")
        }
        XCTAssertTrue(
            byImport.description.contains("Modules/\(newFeature)Extras/Sources/\(newFeature)Extras/Uses.swift"))

        try FileManager.default.removeItem(at: source)
        XCTAssertNoThrow(try FeatureRemoval.plan(name: newFeature, root: copy).get(), "unused again")
    }
}
