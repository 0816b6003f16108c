// swift-tools-version: 6.0
import PackageDescription

// The Tips feature: `TipsInterface` is what other features may depend on; `Tips`
// is the implementation, which only the app links; `TipsTesting` stands in for it in
// other features' tests and examples; `TipsExample` runs it alone in the terminal
// (`swift run --package-path Modules/Tips TipsExample`), the features it opens stood in.
// Written by scaffold from the feature template (Templates/Feature) and the root manifest's
// `neighbours`: change those, then `swift run scaffold manifests --write`.
let package = Package(
    name: "Tips",
    // The terminal app's platform, as Shared's (see there).
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "TipsInterface", targets: ["TipsInterface"]),
        .library(name: "Tips", targets: ["Tips"]),
        .library(name: "TipsTesting", targets: ["TipsTesting"]),
        .executable(name: "TipsExample", targets: ["TipsExample"]),
    ],
    dependencies: [
        .package(path: "../../Core"),
        .package(path: "../../Shared"),
    ],
    targets: [
        .target(
            name: "TipsInterface",
            dependencies: [
                .product(name: "Core", package: "Core"),
                .product(name: "Shared", package: "Shared"),
            ]
        ),
        .target(
            name: "Tips",
            dependencies: [
                "TipsInterface",
                .product(name: "Core", package: "Core"),
                .product(name: "Shared", package: "Shared"),
                .product(name: "TerminalUI", package: "Shared"),
            ]
        ),
        .target(
            name: "TipsTesting",
            dependencies: [
                "TipsInterface",
                .product(name: "Core", package: "Core"),
                .product(name: "CoreTesting", package: "Core"),
                .product(name: "Shared", package: "Shared"),
                .product(name: "TerminalApp", package: "Shared"),
            ]
        ),
        .executableTarget(
            name: "TipsExample",
            dependencies: [
                "Tips",
                "TipsInterface",
                .product(name: "Core", package: "Core"),
                .product(name: "Shared", package: "Shared"),
                .product(name: "SharedTesting", package: "Shared"),
                .product(name: "TerminalApp", package: "Shared"),
                .product(name: "TerminalUI", package: "Shared"),
            ]
        ),
        .testTarget(
            name: "TipsTests",
            dependencies: [
                "Tips",
                "TipsInterface",
                "TipsTesting",
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
