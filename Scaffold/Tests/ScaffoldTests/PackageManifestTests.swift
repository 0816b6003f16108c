import Foundation
import XCTest

@testable import ScaffoldKit

/// A manifest as SwiftPM reads it: what it computes, not its text.
final class PackageManifestTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("manifest-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(at: folder)
    }

    func testTheDumpGivesTargetsEdgesPlatformsAndLocalPackages() throws {
        let package = folder.appendingPathComponent("Probe")
        try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
        try """
        // swift-tools-version: 6.0
        import PackageDescription

        let names = ["Probe", "ProbeInterface"]
        let package = Package(
            name: "Probe",
            platforms: [.macOS(.v10_15)],
            dependencies: [.package(path: "../Core")],
            targets: [
                .target(name: names[0], dependencies: [.target(name: names[1]), .product(name: "Core", package: "Core")]),
                .target(name: names[1]),
                .testTarget(name: "ProbeTests", dependencies: ["Probe"]),
            ]
        )
        """.write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let manifest = try PackageManifest.read(packageAt: package)
        XCTAssertEqual(
            manifest.edges,
            [
                .init(target: "Probe", dependency: "ProbeInterface", package: nil),
                .init(target: "Probe", dependency: "Core", package: "Core"),
                .init(target: "ProbeTests", dependency: "Probe", package: nil, isTest: true),
            ], "names the manifest computes are read as SwiftPM computes them")
        XCTAssertEqual(manifest.platforms["macos"], PlatformVersion("10.15"))
        XCTAssertEqual(manifest.localDependencies.map(\.lastPathComponent), ["Core"])
    }

    func testAManifestThatDoesNotLoadIsAnError() throws {
        let broken = folder.appendingPathComponent("Broken")
        try FileManager.default.createDirectory(at: broken, withIntermediateDirectories: true)
        try "// swift-tools-version: 6.0\nlet package = 42\n".write(
            to: broken.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try PackageManifest.read(packageAt: broken))
    }
}
