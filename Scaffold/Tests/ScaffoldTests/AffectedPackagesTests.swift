import Foundation
import ScaffoldKit
import XCTest

/// `scaffold affected`: the packages a change touches and every package that depends on them.
final class AffectedPackagesTests: XCTestCase {
    /// The app over three features: Map opens Details, Details opens Tips.
    private let graph = ModuleGraph(
        packages: [
            .init(name: "App", modules: ["VenuesApp"]),
            .init(name: "Map", modules: ["Map", "MapInterface"]),
            .init(name: "Details", modules: ["Details", "DetailsInterface"]),
            .init(name: "Tips", modules: ["Tips", "TipsInterface"]),
            .init(name: "Shared", modules: ["Shared"]),
            .init(name: "Core", modules: ["Core"]),
        ],
        edges: [
            .init(from: "VenuesApp", to: "Map"), .init(from: "VenuesApp", to: "Details"),
            .init(from: "VenuesApp", to: "Tips"), .init(from: "Map", to: "DetailsInterface"),
            .init(from: "Details", to: "TipsInterface"), .init(from: "Tips", to: "Shared"),
            .init(from: "Shared", to: "Core"),
        ])

    func testAFeatureChangeReachesWhatDependsOnItThroughTheGraph() {
        let tips = AffectedPackages.of(changed: ["Modules/Tips/Sources/Tips/TipsViewModel.swift"], graph: graph)
        XCTAssertEqual(tips.features, ["Details", "Map", "Tips"])
        XCTAssertEqual(tips.rootTests, ["AppTests"], "the app depends on every feature")
        XCTAssertNil(tips.everything)
        XCTAssertEqual(
            tips.testRuns,
            [
                ["test", "--package-path", "Modules/Details"], ["test", "--package-path", "Modules/Map"],
                ["test", "--package-path", "Modules/Tips"], ["test", "--filter", "^(AppTests)\\."],
            ])

        let map = AffectedPackages.of(changed: ["Modules/Map/Tests/MapTests/MapTests.swift"], graph: graph)
        XCTAssertEqual(map.features, ["Map"], "nothing depends on Map but the app")

        let manifest = AffectedPackages.of(changed: ["Modules/Map/Package.swift"], graph: graph)
        XCTAssertEqual(manifest.rootTests, ["AppTests", "ScaffoldTests"], "the rules and the graph read manifests")
        let cited = AffectedPackages.of(
            changed: ["Modules/Tips/Sources/Tips/TipsBuilder.swift"], graph: graph,
            cited: ["Modules/Tips/Sources/Tips/TipsBuilder.swift"])
        XCTAssertEqual(cited.rootTests, ["AppTests", "DocsTests"], "a document copies the file")
        XCTAssertEqual(cited.unseen, [])
    }

    func testTheDocumentsCiteTheFilesTheirExamplesCopy() {
        let cited = AffectedPackages.cited(root: repositoryRoot)
        XCTAssertTrue(
            cited.contains("Modules/VenueDetails/Sources/VenueDetails/VenueDetailsCoordinator.swift"), "\(cited)")
        XCTAssertTrue(cited.contains("Tests/DocsTests/Examples/AssemblyExample.swift"), "\(cited)")
        XCTAssertFalse(cited.contains { $0.contains("#") || $0.contains(" ") }, "\(cited)")
    }

    func testWhatEveryPackageBuildsOnMeansEverything() {
        for path in ["Core/Sources/CoreReactive/Observable.swift", "Shared/Package.swift", "Package.swift"] {
            let affected = AffectedPackages.of(changed: ["docs/App.md", path], graph: graph)
            XCTAssertEqual(affected.everything, path)
            XCTAssertEqual(affected.testRuns, [["test"]])
            XCTAssertEqual(affected.summary.first?.hasPrefix("everything: \(path)"), true)
        }
    }

    func testTheRootsOwnFilesAndWhatNoPackageSees() {
        let affected = AffectedPackages.of(
            changed: ["docs/Architecture.md", ".ci/run", "Templates/x.swift"], graph: graph)
        XCTAssertEqual(affected.features, [])
        XCTAssertEqual(affected.rootTests, ["DocsTests", "ScaffoldTests"])
        XCTAssertEqual(affected.unseen, [".ci/run"])
        XCTAssertEqual(affected.testRuns, [["test", "--filter", "^(DocsTests|ScaffoldTests)\\."]])

        let app = AffectedPackages.of(
            changed: ["App/Sources/venues/main.swift", "Tests/AppTests/X.swift"], graph: graph)
        XCTAssertEqual(app.rootTests, ["AppTests"])
        XCTAssertEqual(affected.summary.last, "not seen by any package's tests: .ci/run")
    }

    /// The changes since a revision: committed, uncommitted and new files alike.
    func testTheChangedFilesComeFromGit() throws {
        let repository = FileManager.default.temporaryDirectory.appendingPathComponent("affected-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: repository.appendingPathComponent("Modules/Tips"), withIntermediateDirectories: true)
        // A temp folder left behind harms nothing.
        defer { try? FileManager.default.removeItem(at: repository) }
        func git(_ arguments: String...) throws {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["git", "-C", repository.path, "-c", "user.name=t", "-c", "user.email=t@t"] + arguments
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, 0, "git \(arguments)")
        }
        try git("init", "-q")
        try "a".write(to: repository.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
        try git("add", ".")
        try git("commit", "-q", "-m", "base")
        try git("tag", "base")
        try "b".write(to: repository.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
        try "c".write(
            to: repository.appendingPathComponent("Modules/Tips/New.swift"), atomically: true, encoding: .utf8)
        XCTAssertEqual(
            try AffectedPackages.changedPaths(since: "base", root: repository), ["Modules/Tips/New.swift", "README.md"])
        XCTAssertThrowsError(try AffectedPackages.changedPaths(since: "no-such-revision", root: repository))
    }
}
