import Foundation
import XCTest

@testable import ScaffoldKit

/// The template's manifest read one declaration a line, as the generator writes it.
final class RenderedManifestTests: XCTestCase {
    func testTargetsDependenciesPlatformsAndLocalPackagesAreRead() {
        let reading = RenderedManifest(
            """
            let package = Package(
                name: "Probe",
                platforms: [.macOS(.v10_15), .iOS(.v13)],
                dependencies: [
                    .package(path: "../../Core"),
                ],
                targets: [
                    .target(
                        name: "Probe",
                        dependencies: [
                            "ProbeInterface",
                            .product(name: "Core", package: "Core"),
                        ]
                    ),
                    .testTarget(
                        name: "ProbeTests",
                        dependencies: [
                            "Probe",
                        ]
                    ),
                ]
            )
            """)
        XCTAssertEqual(
            reading.edges,
            [
                .init(target: "Probe", dependency: "ProbeInterface", package: nil, isTest: false),
                .init(target: "Probe", dependency: "Core", package: "Core", isTest: false),
                .init(target: "ProbeTests", dependency: "Probe", package: nil, isTest: true),
            ])
        XCTAssertEqual(reading.platforms["macos"], PlatformVersion("10.15"))
        XCTAssertEqual(reading.platforms["ios"], PlatformVersion("13"))
        XCTAssertEqual(reading.dependencyPaths, ["../../Core"])
        let package = URL(fileURLWithPath: "/repo/Modules/Probe")
        XCTAssertEqual(
            reading.manifest(packageAt: package).localDependencies, [URL(fileURLWithPath: "/repo/Core")],
            "paths resolved against the package's folder")
    }
}
