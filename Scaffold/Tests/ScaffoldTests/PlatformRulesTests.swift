import Foundation
import XCTest

@testable import ScaffoldKit

final class PlatformRulesTests: XCTestCase {
    private let core = (
        name: "Core", platforms: ["macos": PlatformVersion(major: 10, minor: 15), "ios": PlatformVersion(major: 13)]
    )
    private let shared = (name: "Shared", platforms: ["macos": PlatformVersion(major: 13)])

    func testAFeatureAtItsDependenciesFloorsPasses() {
        XCTAssertEqual(
            PlatformRules.violations(
                feature: "Map", declared: ["macos": PlatformVersion(major: 13)], dependencies: [core, shared]),
            [])
        XCTAssertEqual(
            PlatformRules.violations(
                feature: "Map", declared: ["macos": PlatformVersion(major: 14)], dependencies: [core, shared]),
            [], "a newer floor than the dependencies' is allowed")
    }

    func testAnOlderOrMissingFloorIsRefusedWithTheLineToWrite() {
        XCTAssertEqual(
            PlatformRules.violations(
                feature: "Map", declared: ["macos": PlatformVersion(major: 10, minor: 15)],
                dependencies: [core, shared]),
            [
                "Modules/Map/Package.swift: macOS 10.15 is older than Shared's macOS 13; write `platforms: [.macOS(.v13)]`"
            ])
        XCTAssertEqual(
            PlatformRules.violations(feature: "Map", declared: [:], dependencies: [core, shared]),
            [
                "Modules/Map/Package.swift: it declares no macOS, which Shared requires (macOS 13); write "
                    + "`platforms: [.macOS(.v13)]`"
            ])
        XCTAssertEqual(
            PlatformRules.violations(
                feature: "Map", declared: ["macos": PlatformVersion(major: 13), "ios": PlatformVersion(major: 12)],
                dependencies: [core, shared]),
            [
                "Modules/Map/Package.swift: iOS 12 is older than Core's iOS 13; write "
                    + "`platforms: [.iOS(.v13), .macOS(.v13)]`"
            ], "every platform it declares keeps the rule")
    }

    func testVersionsReadAsDumpPackageWritesThem() {
        XCTAssertEqual(PlatformVersion("10.15"), PlatformVersion(major: 10, minor: 15))
        XCTAssertEqual(PlatformVersion("13.0")?.description, "13")
        XCTAssertNil(PlatformVersion("thirteen"))
        XCTAssertTrue(PlatformVersion(major: 10, minor: 15) < PlatformVersion(major: 13))
    }
}
