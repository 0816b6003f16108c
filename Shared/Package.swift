// swift-tools-version: 6.0
import PackageDescription

// What every feature shares: entities, data access, formatting, the terminal UI kit and the
// shells that run it. Depends on Core only.
let package = Package(
    name: "Shared",
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
