// swift-tools-version: 6.0
import PackageDescription

// The VenueDetails feature: `VenueDetailsInterface` is what other features may depend on; `VenueDetails`
// is the implementation, which only the app links; `VenueDetailsTesting` stands in for it in
// other features' tests and examples; `VenueDetailsExample` runs it alone in the terminal
// (`swift run --package-path Modules/VenueDetails VenueDetailsExample`), the features it opens stood in.
// Written by scaffold from the feature template (Templates/Feature) and the root manifest's
// `neighbours`: change those, then `swift run scaffold manifests --write`.
let package = Package(
    name: "VenueDetails",
    // The terminal app's platform, as Shared's (see there).
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "VenueDetailsInterface", targets: ["VenueDetailsInterface"]),
        .library(name: "VenueDetails", targets: ["VenueDetails"]),
        .library(name: "VenueDetailsTesting", targets: ["VenueDetailsTesting"]),
        .executable(name: "VenueDetailsExample", targets: ["VenueDetailsExample"]),
    ],
    dependencies: [
        .package(path: "../../Core"),
        .package(path: "../../Shared"),
        .package(path: "../Tips"),
    ],
    targets: [
        .target(
            name: "VenueDetailsInterface",
            dependencies: [
                // Its route's case to Tips carries Tips's input.
                .product(name: "TipsInterface", package: "Tips"),
                .product(name: "Core", package: "Core"),
                .product(name: "Shared", package: "Shared"),
            ]
        ),
        .target(
            name: "VenueDetails",
            dependencies: [
                "VenueDetailsInterface",
                // Opens Tips through its interface only: the app wires the implementation in.
                .product(name: "TipsInterface", package: "Tips"),
                .product(name: "Core", package: "Core"),
                .product(name: "Shared", package: "Shared"),
                .product(name: "TerminalUI", package: "Shared"),
            ]
        ),
        .target(
            name: "VenueDetailsTesting",
            dependencies: [
                "VenueDetailsInterface",
                .product(name: "Core", package: "Core"),
                .product(name: "CoreTesting", package: "Core"),
                .product(name: "Shared", package: "Shared"),
                .product(name: "TerminalApp", package: "Shared"),
            ]
        ),
        .executableTarget(
            name: "VenueDetailsExample",
            dependencies: [
                "VenueDetails",
                "VenueDetailsInterface",
                .product(name: "TipsInterface", package: "Tips"),
                .product(name: "TipsTesting", package: "Tips"),
                .product(name: "Core", package: "Core"),
                .product(name: "Shared", package: "Shared"),
                .product(name: "SharedTesting", package: "Shared"),
                .product(name: "TerminalApp", package: "Shared"),
                .product(name: "TerminalUI", package: "Shared"),
            ]
        ),
        .testTarget(
            name: "VenueDetailsTests",
            dependencies: [
                "VenueDetails",
                "VenueDetailsInterface",
                "VenueDetailsTesting",
                .product(name: "TipsInterface", package: "Tips"),
                .product(name: "TipsTesting", package: "Tips"),
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
