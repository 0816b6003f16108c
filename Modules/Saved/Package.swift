// swift-tools-version: 6.0
import PackageDescription

// The Saved feature: `SavedInterface` is what other features may depend on; `Saved`
// is the implementation, which only the app links; `SavedTesting` stands in for it in
// other features' tests and examples; `SavedExample` runs it alone in the terminal
// (`swift run --package-path Modules/Saved SavedExample`), the features it opens stood in.
// Written by scaffold from the feature template (Templates/Feature) and the root manifest's
// `neighbours`: change those, then `swift run scaffold manifests --write`.
let package = Package(
    name: "Saved",
    // The terminal app's platform, as Shared's (see there).
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "SavedInterface", targets: ["SavedInterface"]),
        .library(name: "Saved", targets: ["Saved"]),
        .library(name: "SavedTesting", targets: ["SavedTesting"]),
        .executable(name: "SavedExample", targets: ["SavedExample"]),
    ],
    dependencies: [
        .package(path: "../../Core"),
        .package(path: "../../Shared"),
        .package(path: "../VenueDetails"),
    ],
    targets: [
        .target(
            name: "SavedInterface",
            dependencies: [
                // Its route's case to VenueDetails carries VenueDetails's input.
                .product(name: "VenueDetailsInterface", package: "VenueDetails"),
                .product(name: "Core", package: "Core"),
                .product(name: "Shared", package: "Shared"),
            ]
        ),
        .target(
            name: "Saved",
            dependencies: [
                "SavedInterface",
                // Opens VenueDetails through its interface only: the app wires the implementation in.
                .product(name: "VenueDetailsInterface", package: "VenueDetails"),
                .product(name: "Core", package: "Core"),
                .product(name: "Shared", package: "Shared"),
                .product(name: "TerminalUI", package: "Shared"),
            ]
        ),
        .target(
            name: "SavedTesting",
            dependencies: [
                "SavedInterface",
                .product(name: "Core", package: "Core"),
                .product(name: "CoreTesting", package: "Core"),
                .product(name: "Shared", package: "Shared"),
                .product(name: "TerminalApp", package: "Shared"),
            ]
        ),
        .executableTarget(
            name: "SavedExample",
            dependencies: [
                "Saved",
                "SavedInterface",
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
            name: "SavedTests",
            dependencies: [
                "Saved",
                "SavedInterface",
                "SavedTesting",
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
