// swift-tools-version: 6.0
import PackageDescription

// The Map feature: `MapInterface` is what other features may depend on; `Map`
// is the implementation, which only the app links; `MapTesting` stands in for it in
// other features' tests and examples; `MapExample` runs it alone in the terminal
// (`swift run --package-path Modules/Map MapExample`), the features it opens stood in.
// Written by scaffold from the feature template (Templates/Feature) and the root manifest's
// `neighbours`: change those, then `swift run scaffold manifests --write`.
let package = Package(
    name: "Map",
    // The terminal app's platform, as Shared's (see there).
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "MapInterface", targets: ["MapInterface"]),
        .library(name: "Map", targets: ["Map"]),
        .library(name: "MapTesting", targets: ["MapTesting"]),
        .executable(name: "MapExample", targets: ["MapExample"]),
    ],
    dependencies: [
        .package(path: "../../Core"),
        .package(path: "../../Shared"),
        .package(path: "../VenueDetails"),
    ],
    targets: [
        .target(
            name: "MapInterface",
            dependencies: [
                // Its route's case to VenueDetails carries VenueDetails's input.
                .product(name: "VenueDetailsInterface", package: "VenueDetails"),
                .product(name: "Core", package: "Core"),
                .product(name: "Shared", package: "Shared"),
            ]
        ),
        .target(
            name: "Map",
            dependencies: [
                "MapInterface",
                // Opens VenueDetails through its interface only: the app wires the implementation in.
                .product(name: "VenueDetailsInterface", package: "VenueDetails"),
                .product(name: "Core", package: "Core"),
                .product(name: "Shared", package: "Shared"),
                .product(name: "TerminalUI", package: "Shared"),
            ]
        ),
        .target(
            name: "MapTesting",
            dependencies: [
                "MapInterface",
                .product(name: "Core", package: "Core"),
                .product(name: "CoreTesting", package: "Core"),
                .product(name: "Shared", package: "Shared"),
                .product(name: "TerminalApp", package: "Shared"),
            ]
        ),
        .executableTarget(
            name: "MapExample",
            dependencies: [
                "Map",
                "MapInterface",
                .product(name: "VenueDetailsInterface", package: "VenueDetails"),
                .product(name: "VenueDetailsTesting", package: "VenueDetails"),
                .product(name: "Core", package: "Core"),
                .product(name: "Shared", package: "Shared"),
                .product(name: "SharedTesting", package: "Shared"),
                .product(name: "TerminalApp", package: "Shared"),
                .product(name: "TerminalUI", package: "Shared"),
            ]
        ),
        .testTarget(
            name: "MapTests",
            dependencies: [
                "Map",
                "MapInterface",
                "MapTesting",
                .product(name: "VenueDetailsInterface", package: "VenueDetails"),
                .product(name: "VenueDetailsTesting", package: "VenueDetails"),
                .product(name: "Core", package: "Core"),
                .product(name: "CoreTesting", package: "Core"),
                .product(name: "Shared", package: "Shared"),
                .product(name: "SharedLive", package: "Shared"),
                .product(name: "SharedTesting", package: "Shared"),
                .product(name: "TerminalUI", package: "Shared"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
