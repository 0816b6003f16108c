// swift-tools-version: 6.0
import PackageDescription

// What every feature shares: entities, data access, formatting, the terminal UI kit and the
// shells that run it. Depends on Core only.
let package = Package(
    name: "Shared",
    // macOS only: the terminal kit runs where a Mac developer runs the app. macOS 13 for
    // Swift's clocks and regular expressions; the Xcode that builds Swift 6 needs macOS 14 or
    // later, so no Mac that can build the app is left out. Core keeps iOS 13 / macOS 10.15.
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "Shared", targets: ["Shared"]),
        // The terminal shells, the root flow and links: what the app and each feature's
        // example run on.
        .library(name: "TerminalApp", targets: ["TerminalApp"]),
        // Test doubles and fixtures every feature's tests share.
        .library(name: "SharedTesting", targets: ["SharedTesting"]),
    ],
    dependencies: [
        .package(path: "../Core")
    ],
    targets: [
        .target(
            name: "Shared",
            dependencies: [.product(name: "Core", package: "Core")],
            resources: [.copy("Resources/venues.json")]
        ),
        .target(
            name: "TerminalApp",
            dependencies: ["Shared", .product(name: "Core", package: "Core")]
        ),
        .target(
            name: "SharedTesting",
            dependencies: ["Shared", .product(name: "Core", package: "Core")]
        ),
        .testTarget(
            name: "SharedTests",
            dependencies: [
                "Shared",
                "SharedTesting",
                .product(name: "Core", package: "Core"),
                .product(name: "CoreTesting", package: "Core"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
