// swift-tools-version: 6.0
import PackageDescription

// What every feature shares, split by what changes together, so an edit reaches only what
// uses it: `Shared` is what Interfaces see (entities, links, the data protocols a link's check
// reads, the commands' vocabulary, formatting); `TerminalUI` the kit screens are drawn with;
// `SharedLive` the live data (the Places client, cache, JSON, files, the embedded dataset),
// which only the app and the examples' shells compose; `TerminalApp` the shells that run it
// all. Depends on Core only.
let package = Package(
    name: "Shared",
    // macOS only: the terminal kit runs where a Mac developer runs the app. macOS 13 for
    // Swift's clocks and regular expressions; the Xcode that builds Swift 6 needs macOS 14 or
    // later, so no Mac that can build the app is left out. Core keeps iOS 13 / macOS 10.15.
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "Shared", targets: ["Shared"]),
        // The terminal UI kit: screens, views, frames, the navigation controller.
        .library(name: "TerminalUI", targets: ["TerminalUI"]),
        // The live implementations of Shared's data protocols.
        .library(name: "SharedLive", targets: ["SharedLive"]),
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
            dependencies: [.product(name: "Core", package: "Core")]
        ),
        .target(
            name: "TerminalUI",
            dependencies: ["Shared", .product(name: "Core", package: "Core")]
        ),
        .target(
            name: "SharedLive",
            dependencies: ["Shared", .product(name: "Core", package: "Core")],
            resources: [.copy("Resources/venues.json")]
        ),
        .target(
            name: "TerminalApp",
            dependencies: ["Shared", "SharedLive", "TerminalUI", .product(name: "Core", package: "Core")]
        ),
        .target(
            name: "SharedTesting",
            dependencies: ["Shared", "SharedLive", .product(name: "Core", package: "Core")]
        ),
        .testTarget(
            name: "SharedTests",
            dependencies: [
                "Shared",
                "SharedLive",
                "TerminalUI",
                "SharedTesting",
                "TerminalApp",
                .product(name: "Core", package: "Core"),
                .product(name: "CoreTesting", package: "Core"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
