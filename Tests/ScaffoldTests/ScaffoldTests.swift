import Foundation
import ScaffoldKit
import XCTest

/// The repository these tests run in.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

final class NameCheckTests: XCTestCase {
    private func reason(_ name: String) -> String? {
        if case .failure(let error) = NameCheck.feature(name, root: repositoryRoot) { return error.description }
        return nil
    }

    func testAcceptsNewUpperCamelCaseNames() {
        XCTAssertNil(reason("Favorites"))
        XCTAssertNil(reason("CheckIn2"))
    }

    func testRefusesWithAReason() {
        XCTAssertEqual(
            reason("favorites"), "\"favorites\" must start with an upper-case letter (UpperCamelCase, e.g. Favorites)")
        XCTAssertEqual(
            reason("Fav-orites"), "\"Fav-orites\" may contain only letters and digits (UpperCamelCase, e.g. Favorites)")
        XCTAssertEqual(reason("Café"), "\"Café\" may contain only letters and digits (UpperCamelCase, e.g. Favorites)")
        XCTAssertEqual(reason(""), "the name is empty")
        XCTAssertEqual(reason("Self"), "\"Self\" is a Swift keyword or standard name; choose another name")
        XCTAssertEqual(reason("String"), "\"String\" is a Swift keyword or standard name; choose another name")
        XCTAssertEqual(reason("Map"), "\"Map\" is already used by a module, product or target; choose another name")
        XCTAssertEqual(
            reason("TipsInterface"),
            "\"TipsInterface\" is already used by a module, product or target; choose another name")
        XCTAssertEqual(reason("Core"), "\"Core\" is already used by a module, product or target; choose another name")
        XCTAssertEqual(
            reason("Scaffold"), "Tests/ScaffoldTests already exists; choose another name", "its tests would clash")
        XCTAssertEqual(
            reason(String(repeating: "A", count: 41)),
            "\"\(String(repeating: "A", count: 41))\" is longer than 40 characters")
    }
}

final class FeaturePlanTests: XCTestCase {
    func testDryRunPlansTheWholeFeatureAndWritesNothing() throws {
        let before = try String(contentsOf: repositoryRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        let plan = try FeatureGenerator.plan(name: "Favorites", root: repositoryRoot).get()
        let paths = plan.created.map(\.path)
        for expected in [
            "Modules/Favorites/Package.swift",
            "Modules/Favorites/Sources/FavoritesInterface/FavoritesModuleBuildable.swift",
            "Modules/Favorites/Sources/Favorites/Builder/FavoritesDependency.swift",
            "Modules/Favorites/Sources/Favorites/Builder/FavoritesDependencyProvider.swift",
            "Modules/Favorites/Sources/Favorites/Builder/FavoritesModuleBuilder.swift",
            "Modules/Favorites/Sources/Favorites/Coordinator/FavoritesCoordinator.swift",
            "Modules/Favorites/Sources/Favorites/ViewModel/FavoritesViewModel.swift",
            "Modules/Favorites/Sources/Favorites/ViewModel/FavoritesState.swift",
            "Modules/Favorites/Sources/Favorites/UseCase/FavoritesUseCase.swift",
            "Modules/Favorites/Sources/Favorites/View/FavoritesViewController.swift",
            "Modules/Favorites/Sources/Favorites/View/FavoritesView.swift",
            "Modules/Favorites/Sources/Favorites/View/FavoritesProps.swift",
            "Tests/FavoritesTests/FavoritesTests.swift",
            "App/Sources/VenuesApp/Composition/AppComponent+Favorites.swift",
        ] {
            XCTAssertTrue(paths.contains(expected), "missing \(expected)")
        }
        XCTAssertFalse(
            plan.created.contains { $0.path.contains("__Name__") || $0.contents.contains("__Name__") },
            "every token is replaced")
        let manifest = try XCTUnwrap(plan.edited.first { $0.path == "Package.swift" })
        XCTAssertTrue(
            manifest.contents.contains("    \"Saved\",\n    \"Favorites\",\n    // scaffold:features:end"),
            "added after the features already there, with the separator put back")
        let registry = try XCTUnwrap(plan.edited.first { $0.path.hasSuffix("GeneratedFeatures.swift") })
        XCTAssertTrue(registry.contents.contains("import Favorites\n// scaffold:imports:end"))
        XCTAssertTrue(registry.contents.contains("ScaffoldedFeature(name: \"Favorites\")"))
        XCTAssertEqual(plan.summary.count, plan.created.count + 2)

        XCTAssertEqual(
            try String(contentsOf: repositoryRoot.appendingPathComponent("Package.swift"), encoding: .utf8), before)
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: repositoryRoot.appendingPathComponent("Modules/Favorites").path))
    }

    func testAnExistingFeatureIsRefused() {
        guard case .failure(let error) = FeatureGenerator.plan(name: "Tips", root: repositoryRoot) else {
            return XCTFail("Tips exists")
        }
        XCTAssertEqual(
            error.description, "\"Tips\" is already used by a module, product or target; choose another name")
    }
}

final class ModuleRulesTests: XCTestCase {
    func testTheRulesOnEdges() {
        let edges = [
            ModuleRules.Edge(target: "Map", dependency: "Core", package: "Core"),
            ModuleRules.Edge(target: "Map", dependency: "MapInterface", package: nil),
            ModuleRules.Edge(target: "Map", dependency: "VenueDetailsInterface", package: "VenueDetails"),
            ModuleRules.Edge(target: "Map", dependency: "Tips", package: "Tips"),
            ModuleRules.Edge(target: "MapInterface", dependency: "Shared", package: "Shared"),
            ModuleRules.Edge(target: "MapInterface", dependency: "TipsInterface", package: "Tips"),
        ]
        XCTAssertEqual(
            ModuleRules.violations(feature: "Map", edges: edges),
            [
                "Map → Tips (implementation)",
                "MapInterface → Tips (an Interface depends only on Core and Shared)",
            ])
    }

    func testTheRepositoryFollowsTheRules() throws {
        XCTAssertEqual(try ModuleRules.check(root: repositoryRoot), [])
    }

    func testAnInjectedIllegalDependencyIsNamed() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-check-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let module = root.appendingPathComponent("Modules/Bad")
        try FileManager.default.createDirectory(at: module, withIntermediateDirectories: true)
        try """
        // swift-tools-version: 6.0
        import PackageDescription
        let package = Package(
            name: "Bad",
            dependencies: [.package(path: "../Tips"), .package(path: "../../Core")],
            targets: [
                .target(name: "BadInterface", dependencies: [.product(name: "Core", package: "Core")]),
                .target(name: "Bad", dependencies: ["BadInterface", .product(name: "Tips", package: "Tips")]),
            ]
        )
        """.write(to: module.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try ModuleRules.check(root: root), ["Bad → Tips (implementation)"])
    }
}

final class ModuleGraphTests: XCTestCase {
    func testTheReadmeShowsTheCurrentModuleGraph() throws {
        let readme = try String(contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let block = try XCTUnwrap(
            readme.components(separatedBy: "```mermaid\n").dropFirst().first?.components(separatedBy: "\n```").first,
            "the README shows the module graph in a mermaid block")
        let graph = try ModuleGraph.load(root: repositoryRoot)
        XCTAssertEqual(block, graph.mermaid, "regenerate it with: swift run scaffold graph")
        XCTAssertEqual(graph.packages.map(\.name), ["App", "Map", "Saved", "Tips", "VenueDetails", "Shared", "Core"])
        XCTAssertTrue(graph.edges.contains(ModuleGraph.Edge(from: "Map", to: "VenueDetailsInterface")))
        XCTAssertTrue(graph.edges.allSatisfy { $0.violation == nil }, "the repository keeps the rules")
    }

    func testABrokenRuleIsDrawnApart() {
        let graph = ModuleGraph(
            packages: [
                ModuleGraph.Package(name: "Map", modules: ["Map", "MapInterface"]),
                ModuleGraph.Package(name: "Tips", modules: ["Tips", "TipsInterface"]),
            ],
            edges: [
                ModuleGraph.Edge(from: "Map", to: "MapInterface"),
                ModuleGraph.Edge(from: "Map", to: "Tips", violation: "Map → Tips (implementation)"),
            ])
        XCTAssertEqual(
            graph.mermaid.components(separatedBy: "\n").suffix(3),
            [
                "    Map --> MapInterface", "    Map -- \"breaks: Map → Tips (implementation)\" --> Tips",
                "    linkStyle 1 stroke:#d00,stroke-width:3px",
            ])
        XCTAssertTrue(
            graph.mermaid.contains("        MapInterface([\"MapInterface\"])"), "an Interface is drawn rounded")
        XCTAssertTrue(
            graph.dot.contains(
                "    \"Map\" -> \"Tips\" [color=red, style=dashed, penwidth=2, label=\"breaks: Map → Tips (implementation)\"];"
            ))
        XCTAssertTrue(graph.dot.contains("    \"Map\" -> \"MapInterface\";"))
    }
}

final class ScreenPlanTests: XCTestCase {
    private func reason(_ module: String, _ name: String, _ pattern: ScreenPattern = .mvvm) -> String? {
        if case .failure(let error) = ScreenGenerator.plan(
            module: module, name: name, pattern: pattern, root: repositoryRoot)
        {
            return error.description
        }
        return nil
    }

    func testRefusalsSayWhy() {
        XCTAssertEqual(
            reason("Nowhere", "Settings"),
            "there is no feature Nowhere under Modules/; add one with: scaffold feature Nowhere")
        XCTAssertEqual(
            reason("Map", "Settings"),
            "Map has no screen registry (Modules/Map/Sources/Map/Coordinator/MapScreens.swift); features made with scaffold feature have one"
        )
    }

    func testEveryPatternHasATemplate() {
        for pattern in ScreenPattern.allCases {
            let folder = repositoryRoot.appendingPathComponent("Templates/Screen/\(pattern.rawValue)")
            XCTAssertTrue(FileManager.default.fileExists(atPath: folder.path), "missing template for \(pattern)")
        }
    }
}
