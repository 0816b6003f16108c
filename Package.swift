// swift-tools-version: 6.0
import PackageDescription

// Features added by `swift run scaffold feature NAME`, one name a line between the markers.
let scaffoldedFeatures: [String] = [
    // scaffold:features:begin
    "Saved"
    // scaffold:features:end
]

/// What a scaffolded feature's tests link beyond the usual, once the feature has grown
/// (Saved opens VenueDetails through its interface).
let featureTestDependencies: [String: [Target.Dependency]] = [
    "Saved": [
        .product(name: "VenueDetailsInterface", package: "VenueDetails"),
        .product(name: "VenueDetailsTesting", package: "VenueDetails"),
    ]
]

/// What the app and a scaffolded feature's tests link for each scaffolded feature.
func featureProducts(_ name: String) -> [Target.Dependency] {
    [.product(name: name, package: name), .product(name: "\(name)Interface", package: name)]
}

let package = Package(
    name: "Venues",
    products: [
        .executable(name: "venues", targets: ["venues"]),
        .executable(name: "scaffold", targets: ["scaffold"]),
    ],
    dependencies: [
        .package(path: "Core"),
        .package(path: "Shared"),
        .package(path: "Modules/Tips"),
        .package(path: "Modules/VenueDetails"),
        .package(path: "Modules/Map"),
    ] + scaffoldedFeatures.map { .package(path: "Modules/\($0)") },
    targets: [
        // The host app: composition, root flow and shells, as a library so tests can drive it.
        .target(
            name: "VenuesApp",
            dependencies: [
                .product(name: "Core", package: "Core"),
                .product(name: "Shared", package: "Shared"),
                .product(name: "Map", package: "Map"),
                .product(name: "MapInterface", package: "Map"),
                .product(name: "VenueDetails", package: "VenueDetails"),
                .product(name: "VenueDetailsInterface", package: "VenueDetails"),
                .product(name: "Tips", package: "Tips"),
                .product(name: "TipsInterface", package: "Tips"),
            ] + scaffoldedFeatures.flatMap(featureProducts),
            path: "App/Sources/VenuesApp"
        ),
        .executableTarget(
            name: "venues",
            dependencies: [
                "VenuesApp",
                .product(name: "Shared", package: "Shared"),
            ],
            path: "App/Sources/venues"
        ),
        // The generator of features, toolchain only; its templates live in Templates/.
        .target(name: "ScaffoldKit", path: "Scaffold/Sources/ScaffoldKit"),
        .executableTarget(name: "scaffold", dependencies: ["ScaffoldKit"], path: "Scaffold/Sources/scaffold"),
        .testTarget(name: "ScaffoldTests", dependencies: ["ScaffoldKit"]),
        // Core's own tests, kept in Core's package (which runs them alone) and run here with the rest.
        .testTarget(
            name: "CoreTests",
            dependencies: [
                .product(name: "Core", package: "Core"),
                .product(name: "CoreTesting", package: "Core"),
            ],
            path: "Core/Tests/CoreTests"
        ),
        .testTarget(
            name: "SharedTests",
            dependencies: [
                .product(name: "Shared", package: "Shared"),
                .product(name: "SharedTesting", package: "Shared"),
                .product(name: "Core", package: "Core"),
                .product(name: "CoreTesting", package: "Core"),
            ],
            path: "Shared/Tests/SharedTests"
        ),
        .testTarget(
            name: "TipsTests",
            dependencies: [
                .product(name: "Tips", package: "Tips"),
                .product(name: "TipsInterface", package: "Tips"),
                .product(name: "Shared", package: "Shared"),
                .product(name: "SharedTesting", package: "Shared"),
                .product(name: "Core", package: "Core"),
                .product(name: "CoreTesting", package: "Core"),
            ],
            path: "Modules/Tips/Tests/TipsTests"
        ),
        .testTarget(
            name: "VenueDetailsTests",
            dependencies: [
                .product(name: "VenueDetails", package: "VenueDetails"),
                .product(name: "VenueDetailsInterface", package: "VenueDetails"),
                .product(name: "TipsInterface", package: "Tips"),
                .product(name: "TipsTesting", package: "Tips"),
                .product(name: "Shared", package: "Shared"),
                .product(name: "SharedTesting", package: "Shared"),
                .product(name: "Core", package: "Core"),
                .product(name: "CoreTesting", package: "Core"),
            ],
            path: "Modules/VenueDetails/Tests/VenueDetailsTests"
        ),
        .testTarget(
            name: "MapTests",
            dependencies: [
                .product(name: "Map", package: "Map"),
                .product(name: "MapInterface", package: "Map"),
                .product(name: "MapTesting", package: "Map"),
                .product(name: "VenueDetailsInterface", package: "VenueDetails"),
                .product(name: "VenueDetailsTesting", package: "VenueDetails"),
                .product(name: "Shared", package: "Shared"),
                .product(name: "SharedTesting", package: "Shared"),
                .product(name: "Core", package: "Core"),
                .product(name: "CoreTesting", package: "Core"),
            ],
            path: "Modules/Map/Tests/MapTests"
        ),
        // The documents' Swift examples, compiled and checked against the README.
        .testTarget(
            name: "DocsTests",
            dependencies: [
                .product(name: "Core", package: "Core"),
                .product(name: "CoreTesting", package: "Core"),
            ]
        ),
        .testTarget(
            name: "AppTests",
            dependencies: [
                "VenuesApp",
                // Built first, so the end-to-end tests can run the binary.
                "venues",
                .product(name: "Shared", package: "Shared"),
                .product(name: "SharedTesting", package: "Shared"),
                .product(name: "Core", package: "Core"),
            ]
        ),
    ]
        + scaffoldedFeatures.map { name in
            .testTarget(
                name: "\(name)Tests",
                dependencies: featureProducts(name) + [
                    .product(name: "\(name)Testing", package: name),
                    .product(name: "Shared", package: "Shared"),
                    .product(name: "SharedTesting", package: "Shared"),
                    .product(name: "Core", package: "Core"),
                    .product(name: "CoreTesting", package: "Core"),
                ] + (featureTestDependencies[name] ?? []),
                path: "Modules/\(name)/Tests/\(name)Tests"
            )
        },
    swiftLanguageModes: [.v6]
)
