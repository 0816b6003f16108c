import Foundation
import XCTest

@testable import ScaffoldKit

final class ModuleRulesTests: XCTestCase {
    func testTheRulesOnEdges() {
        let edges = [
            ModuleRules.Edge(target: "Map", dependency: "Core", package: "Core"),
            ModuleRules.Edge(target: "Map", dependency: "MapInterface", package: nil),
            ModuleRules.Edge(target: "Map", dependency: "VenueDetailsInterface", package: "VenueDetails"),
            ModuleRules.Edge(target: "Map", dependency: "Tips", package: "Tips"),
            ModuleRules.Edge(target: "MapInterface", dependency: "Shared", package: "Shared"),
            // An Interface sees the Interfaces of the features it opens: its route carries their inputs.
            ModuleRules.Edge(target: "MapInterface", dependency: "TipsInterface", package: "Tips"),
            ModuleRules.Edge(target: "MapInterface", dependency: "Tips", package: "Tips"),
            ModuleRules.Edge(target: "Map", dependency: "CoreTesting", package: "Core"),
            ModuleRules.Edge(target: "MapTesting", dependency: "CoreTesting", package: "Core"),
            ModuleRules.Edge(target: "MapTesting", dependency: "MapInterface", package: nil),
            ModuleRules.Edge(target: "MapTesting", dependency: "Tips", package: "Tips"),
            ModuleRules.Edge(target: "MapTests", dependency: "SharedTesting", package: "Shared", isTest: true),
            ModuleRules.Edge(
                target: "MapTests", dependency: "VenueDetailsTesting", package: "VenueDetails", isTest: true),
            ModuleRules.Edge(target: "MapTests", dependency: "VenueDetails", package: "VenueDetails", isTest: true),
            // Shared's parts: an Interface sees models, links and commands; a feature draws
            // with the terminal kit and reads data through protocols; its tests may use it all.
            ModuleRules.Edge(target: "Map", dependency: "TerminalUI", package: "Shared"),
            ModuleRules.Edge(target: "MapInterface", dependency: "TerminalUI", package: "Shared"),
            ModuleRules.Edge(target: "Map", dependency: "SharedLive", package: "Shared"),
            ModuleRules.Edge(target: "MapTesting", dependency: "SharedLive", package: "Shared"),
            ModuleRules.Edge(target: "MapTests", dependency: "SharedLive", package: "Shared", isTest: true),
        ]
        XCTAssertEqual(
            ModuleRules.violations(feature: "Map", edges: edges),
            [
                "Map → Tips (implementation)",
                "MapInterface → Tips (an Interface depends only on Core, Shared and other features' Interfaces)",
                "Map → CoreTesting (test support is for test targets)",
                "MapTesting → Tips (implementation)",
                "MapTests → VenueDetails (implementation)",
                "MapInterface → TerminalUI (of the base packages' products, an Interface depends only on Core and "
                    + "Shared)",
                "Map → SharedLive (a feature reads data through Shared's protocols; the app composes the live client)",
            ])
    }

    func testTheRepositoryFollowsTheRules() throws {
        XCTAssertEqual(try ModuleRules.check(FeatureManifests(root: repositoryRoot)), [])
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
        XCTAssertEqual(try ModuleRules.check(FeatureManifests(root: root)), ["Bad → Tips (implementation)"])
    }
}
