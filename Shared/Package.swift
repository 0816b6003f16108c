// swift-tools-version: 6.0
import PackageDescription

// What every feature shares: entities, data access, formatting. Depends on Core only.
let package = Package(
    name: "Shared",
    products: [
        .library(name: "Shared", targets: ["Shared"]),
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
