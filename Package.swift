// swift-tools-version: 6.0
import PackageDescription

// Every feature package, one name a line between the markers: `swift run scaffold feature
// NAME` adds one, `scaffold remove NAME` takes it out. The app links each, and its tests and
// example run here with the rest.
let features: [String] = [
    // scaffold:features:begin
    "Tips",
    "VenueDetails",
    "Map",
    "Saved",
    // scaffold:features:end
]

/// The features each feature opens (VenueDetails opens Tips), one line a feature between the
/// markers; a generated feature starts with none. The one source of a feature's edges: the
/// root declares its tests from it, and its own manifest is rendered from it and the feature
/// template (`swift run scaffold manifests --write`; `scaffold check` fails on drift).
let neighbours: [String: [String]] = [
    // scaffold:neighbours:begin
    "VenueDetails": ["Tips"],
    "Map": ["VenueDetails"],
    "Saved": ["VenueDetails"],
    // scaffold:neighbours:end
]

/// The slices of teams' apps in `Core/Compatibility/Slices`, written for RxSwift, RxCocoa and
/// Swinject: each package (and the module it makes), and whether it is the Swift 6 port of one.
let slices: [(package: String, swift6: Bool)] = [
    ("Shop", false), ("Notes", false), ("ShopSwift6", true), ("NotesSwift6", true),
]

/// A feature's Interface and implementation: what the app links.
func featureProducts(_ name: String) -> [Target.Dependency] {
    [.product(name: name, package: name), .product(name: "\(name)Interface", package: name)]
}

/// What a feature's tests and example build on: the feature, its fakes, its neighbours'
/// interfaces and fakes, Core, Shared and their test support.
func harnessDependencies(_ name: String) -> [Target.Dependency] {
    featureProducts(name) + [.product(name: "\(name)Testing", package: name)]
        + (neighbours[name] ?? []).flatMap { neighbour in
            [
                .product(name: "\(neighbour)Interface", package: neighbour),
                .product(name: "\(neighbour)Testing", package: neighbour),
            ]
        } + [
            .product(name: "Shared", package: "Shared"),
            .product(name: "SharedLive", package: "Shared"),
            .product(name: "SharedTesting", package: "Shared"),
            .product(name: "TerminalApp", package: "Shared"),
            .product(name: "TerminalUI", package: "Shared"),
            .product(name: "Core", package: "Core"),
            .product(name: "CoreTesting", package: "Core"),
        ]
}

let package = Package(
    name: "Venues",
    // The terminal app, its features and their tests: macOS 13, as Shared (see there).
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "venues", targets: ["venues"]),
        .executable(name: "scaffold", targets: ["scaffold"]),
    ],
    dependencies: [
        .package(path: "Core"),
        .package(path: "Core/Compatibility/RxSwift"),
        .package(path: "Core/Compatibility/Swinject"),
        .package(path: "Core/Compatibility/Slices/Shop"),
        .package(path: "Core/Compatibility/Slices/Notes"),
        .package(path: "Core/Compatibility/Slices/ShopSwift6"),
        .package(path: "Core/Compatibility/Slices/NotesSwift6"),
        .package(path: "Shared"),
    ] + features.map { .package(path: "Modules/\($0)") },
    targets: [
        // The host app: composition, root flow and shells, as a library so tests can drive it.
        .target(
            name: "VenuesApp",
            dependencies: [
                .product(name: "Core", package: "Core"),
                .product(name: "Shared", package: "Shared"),
                .product(name: "SharedLive", package: "Shared"),
                .product(name: "TerminalApp", package: "Shared"),
            ] + features.flatMap(featureProducts),
            path: "App/Sources/VenuesApp"
        ),
        .executableTarget(
            name: "venues",
            dependencies: [
                "VenuesApp",
                .product(name: "Shared", package: "Shared"),
                .product(name: "SharedLive", package: "Shared"),
                .product(name: "TerminalApp", package: "Shared"),
            ],
            path: "App/Sources/venues"
        ),
        // The generator of features, toolchain only; its templates live in Templates/.
        .target(name: "ScaffoldKit", path: "Scaffold/Sources/ScaffoldKit"),
        .executableTarget(name: "scaffold", dependencies: ["ScaffoldKit"], path: "Scaffold/Sources/scaffold"),
        .testTarget(
            name: "ScaffoldTests", dependencies: ["ScaffoldKit", .product(name: "Core", package: "Core")],
            path: "Scaffold/Tests/ScaffoldTests"),
        // Core's own tests, kept in Core's package (which runs them alone) and run here with the rest.
        .testTarget(
            name: "CoreTests",
            dependencies: [
                .product(name: "Core", package: "Core"),
                .product(name: "CoreTesting", package: "Core"),
            ],
            path: "Core/Tests/CoreTests"
        ),
        // The compatibility packages' tests: code as a team on RxSwift, RxCocoa, RxTest and
        // Swinject wrote it, in the Swift 5 language mode it was written in.
        .testTarget(
            name: "RxSwiftTests",
            dependencies: ["RxSwift", "RxCocoa", "RxRelay", "RxBlocking", "RxTest"].map {
                .product(name: $0, package: "RxSwift")
            },
            path: "Core/Compatibility/RxSwift/Tests/RxSwiftTests",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .testTarget(
            name: "SwinjectTests",
            dependencies: [.product(name: "Swinject", package: "Swinject")],
            path: "Core/Compatibility/Swinject/Tests/SwinjectTests",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .testTarget(
            name: "SharedTests",
            dependencies: [
                .product(name: "Shared", package: "Shared"),
                .product(name: "SharedLive", package: "Shared"),
                .product(name: "SharedTesting", package: "Shared"),
                .product(name: "TerminalUI", package: "Shared"),
                .product(name: "TerminalApp", package: "Shared"),
                .product(name: "Core", package: "Core"),
                .product(name: "CoreTesting", package: "Core"),
            ],
            path: "Shared/Tests/SharedTests"
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
                // Built first, so the end-to-end tests can run the binaries.
                "venues",
                .product(name: "Shared", package: "Shared"),
                .product(name: "SharedLive", package: "Shared"),
                .product(name: "TerminalApp", package: "Shared"),
                .product(name: "SharedTesting", package: "Shared"),
                .product(name: "Core", package: "Core"),
            ] + features.map { .product(name: "\($0)Example", package: $0) }
        ),
    ]
        // Each feature's tests, kept in its package (which runs them alone).
        + features.map { name in
            .testTarget(
                name: "\(name)Tests", dependencies: harnessDependencies(name),
                path: "Modules/\(name)/Tests/\(name)Tests")
        }
        // Each slice's tests, kept in its package: built on the compatibility packages as written
        // (Swift 5), and ported to Swift 6 with the edits Core's porting table lists.
        + slices.map { slice in
            .testTarget(
                name: "\(slice.package)Tests",
                dependencies: [
                    .product(name: slice.package, package: slice.package),
                    .product(name: "RxTest", package: "RxSwift"),
                    .product(name: "RxBlocking", package: "RxSwift"),
                ],
                path: "Core/Compatibility/Slices/\(slice.package)/Tests/\(slice.package)Tests",
                swiftSettings: slice.swift6 ? [] : [.swiftLanguageMode(.v5)])
        },
    swiftLanguageModes: [.v6]
)

// On Linux the app, the generator and the test bundle link with the toolchain's own lld, not
// the system's gold: linking is the part of a one-feature edit that grows with the number of
// features (the app and the test bundle hold them all), and lld does it in about half the
// time (Tools/measure/RECORD.md). Other platforms keep their default linker.
for target in package.targets where target.type == .executable || target.type == .test {
    target.linkerSettings = (target.linkerSettings ?? []) + [.unsafeFlags(["-use-ld=lld"], .when(platforms: [.linux]))]
}
