import Foundation
import ScaffoldKit
import XCTest

/// `feature`, `remove` and `check` read every package's manifest; a manifest unchanged since it
/// was last dumped is read from the package's build folder instead of SwiftPM, and a changed
/// one is dumped again.
final class ManifestCacheTests: XCTestCase {
    private func manifest(targets: String) -> String {
        """
        // swift-tools-version: 6.0
        import PackageDescription
        let package = Package(name: "Probe", platforms: [.macOS(.v13)], targets: [\(targets)])
        """
    }

    func testAnUnchangedManifestIsReadFromTheCacheAndAChangedOneIsDumpedAgain() throws {
        let package = FileManager.default.temporaryDirectory.appendingPathComponent("manifest-\(UUID().uuidString)")
        let sources = package.appendingPathComponent("Sources")
        for target in ["A", "B"] {
            try FileManager.default.createDirectory(
                at: sources.appendingPathComponent(target), withIntermediateDirectories: true)
            try "let \(target.lowercased()) = 1\n".write(
                to: sources.appendingPathComponent("\(target)/\(target).swift"), atomically: true, encoding: .utf8)
        }
        // A temp folder left behind harms nothing.
        defer { try? FileManager.default.removeItem(at: package) }
        let file = package.appendingPathComponent("Package.swift")
        try manifest(targets: #".target(name: "A"), .target(name: "B")"#).write(
            to: file, atomically: true, encoding: .utf8)

        XCTAssertEqual(try PackageManifest.read(packageAt: package).edges.count, 0)
        let cache = package.appendingPathComponent(".build/scaffold-manifest.json")
        XCTAssertTrue(FileManager.default.fileExists(atPath: cache.path), "the dump is kept")

        // The kept dump is what the next read returns: planted with an edge SwiftPM would not
        // give, it shows that no dump ran.
        var entry = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: cache)) as? [String: String])
        let planted = #"{"targets":[{"name":"A","type":"regular","dependencies":[{"byName":["B",null]}]}]}"#
        entry["dump"] = Data(planted.utf8).base64EncodedString()
        try JSONSerialization.data(withJSONObject: entry).write(to: cache)
        XCTAssertEqual(try PackageManifest.read(packageAt: package).edges.map(\.dependency), ["B"])

        // A changed manifest is dumped again, whatever the cache holds.
        try manifest(targets: #".target(name: "A", dependencies: ["B"]), .target(name: "B")"#).write(
            to: file, atomically: true, encoding: .utf8)
        let edges = try PackageManifest.read(packageAt: package).edges
        XCTAssertEqual(edges.map(\.target), ["A"])
        XCTAssertEqual(edges.map(\.dependency), ["B"])
        try manifest(targets: #".target(name: "A"), .target(name: "B")"#).write(
            to: file, atomically: true, encoding: .utf8)
        XCTAssertEqual(try PackageManifest.read(packageAt: package).edges.count, 0, "back as it was: dumped again")
    }
}
