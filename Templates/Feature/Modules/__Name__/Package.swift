// swift-tools-version: 6.0
import PackageDescription

// The __Name__ feature: `__Name__Interface` is what other features may depend on; `__Name__`
// is the implementation, which only the app links; `__Name__Testing` stands in for it in
// other features' tests and examples; `__Name__Example` runs it alone in the terminal
// (`swift run --package-path Modules/__Name__ __Name__Example`), the features it opens stood in.
// Written by scaffold from the feature template (Templates/Feature) and the root manifest's
// `neighbours`: change those, then `swift run scaffold manifests --write`.
let package = Package(
    name: "__Name__",
    // The terminal app's platform, as Shared's (see there).
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "__Name__Interface", targets: ["__Name__Interface"]),
        .library(name: "__Name__", targets: ["__Name__"]),
        .library(name: "__Name__Testing", targets: ["__Name__Testing"]),
        .executable(name: "__Name__Example", targets: ["__Name__Example"]),
    ],
    dependencies: [
        .package(path: "../../Core"),
        .package(path: "../../Shared"),
        .package(path: "../__Neighbour__"),
    ],
    targets: [
        .target(
            name: "__Name__Interface",
            dependencies: [
                // Its route's case to __Neighbour__ carries __Neighbour__'s input.
                .product(name: "__Neighbour__Interface", package: "__Neighbour__"),
                .product(name: "Core", package: "Core"),
                .product(name: "Shared", package: "Shared"),
            ]
        ),
        .target(
            name: "__Name__",
            dependencies: [
                "__Name__Interface",
                // Opens __Neighbour__ through its interface only: the app wires the implementation in.
                .product(name: "__Neighbour__Interface", package: "__Neighbour__"),
                .product(name: "Core", package: "Core"),
                .product(name: "Shared", package: "Shared"),
                .product(name: "TerminalUI", package: "Shared"),
            ]
        ),
        .target(
            name: "__Name__Testing",
            dependencies: [
                "__Name__Interface",
                .product(name: "Core", package: "Core"),
                .product(name: "CoreTesting", package: "Core"),
                .product(name: "Shared", package: "Shared"),
                .product(name: "TerminalApp", package: "Shared"),
            ]
        ),
        .executableTarget(
            name: "__Name__Example",
            dependencies: [
                "__Name__",
                "__Name__Interface",
                .product(name: "__Neighbour__Interface", package: "__Neighbour__"),
                .product(name: "__Neighbour__Testing", package: "__Neighbour__"),
                .product(name: "Core", package: "Core"),
                .product(name: "Shared", package: "Shared"),
                .product(name: "SharedTesting", package: "Shared"),
                .product(name: "TerminalApp", package: "Shared"),
                .product(name: "TerminalUI", package: "Shared"),
            ]
        ),
        .testTarget(
            name: "__Name__Tests",
            dependencies: [
                "__Name__",
                "__Name__Interface",
                "__Name__Testing",
                .product(name: "__Neighbour__Interface", package: "__Neighbour__"),
                .product(name: "__Neighbour__Testing", package: "__Neighbour__"),
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
