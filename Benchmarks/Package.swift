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
    ],
    targets: [
        .target(
            name: "SideBySide",
            dependencies: [.product(name: "Benchmark", package: "benchmark")],
            path: "SideBySide"
        ),
        suite("DI", peer: .product(name: "Swinject", package: "Swinject")),
        suite("Reactive", peer: .product(name: "OpenCombine", package: "OpenCombine")),
        suite("Scoped", peer: .product(name: "Dependencies", package: "swift-dependencies")),
    ],
    swiftLanguageModes: [.v6]
)

/// A suite: Core and its `peer` side by side, in the folder named `name`, run by the harness's plugin.
func suite(_ name: String, peer: Target.Dependency) -> Target {
    .executableTarget(
        name: name,
        dependencies: [
            .product(name: "Core", package: "Core"), peer, .product(name: "Benchmark", package: "benchmark"),
            "SideBySide",
        ],
        path: name,
        plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    )
}
