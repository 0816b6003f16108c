// swift-tools-version: 6.1
import PackageDescription

// Benchmarks live in their own package so Swinject, OpenCombine, swift-dependencies and the harness
// never reach the product's dependency graph: they are here only to measure Core against.
//
// Each target is a suite for ordo-one/package-benchmark (the harness swift-nio uses):
// `swift package benchmark` from this folder runs them all. A suite's folder sits directly in
// this package's folder, which is named Benchmarks: that is how the harness finds its suites.
let package = Package(
    name: "Benchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: "../Core"),
        .package(url: "https://github.com/Swinject/Swinject", exact: "2.10.0"),
        .package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0"),
        .package(url: "https://github.com/pointfreeco/swift-dependencies", exact: "1.17.1"),
        // MallocInterposer: counts every allocation, so each row reports mallocs per operation.
        .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
        // The harness's own malloc counter, at the version the harness resolves: the allocation
        // check counts with it directly, without building the harness.
        .package(url: "https://github.com/ordo-one/malloc-interposer.git", exact: "1.6.1"),
    ],
    targets: [
        // Every row's Core and hand-written side, written once: the suites register them with
        // the harness, `Turns` runs them in turns, `Allocations` counts their mallocs. Core
        // only, so the allocation check CI runs builds none of the peers and none of the harness.
        .target(name: "Rows", dependencies: [.product(name: "Core", package: "Core")], path: "Rows"),
        // Every row's peer side: Swinject, swift-dependencies, OpenCombine.
        .target(
            name: "PeerRows",
            dependencies: [
                "Rows",
                .product(name: "Swinject", package: "Swinject"),
                .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "Dependencies", package: "swift-dependencies"),
            ],
            path: "PeerRows"
        ),
        // How rows are registered with the harness.
        .target(
            name: "Harness",
            dependencies: ["Rows", .product(name: "Benchmark", package: "benchmark")],
            path: "Harness"
        ),
        suite("DI", ["Rows"]),
        suite("Reactive", ["Rows"]),
        suite("Scoped", ["Rows"]),
        suite("Peers", ["Rows", "PeerRows"]),
        // Core and its peer in alternating short rounds: the ratios the floors are judged on.
        .executableTarget(name: "Turns", dependencies: ["Rows", "PeerRows"], path: "Programs/Turns"),
        // The gated rows' mallocs against Thresholds/, counted as the harness counts them.
        .executableTarget(
            name: "Allocations",
            dependencies: ["Rows", .product(name: "MallocInterposerSwift", package: "malloc-interposer")],
            path: "Programs/Allocations"
        ),
    ],
    swiftLanguageModes: [.v6]
)

/// A suite of rows, in the folder named `name`, run by the harness's plugin.
func suite(_ name: String, _ rows: [Target.Dependency]) -> Target {
    .executableTarget(
        name: name,
        dependencies: rows + ["Harness", .product(name: "Benchmark", package: "benchmark")],
        path: name,
        plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    )
}
