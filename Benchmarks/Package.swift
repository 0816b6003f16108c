// swift-tools-version: 6.1
import PackageDescription

// Benchmarks live in their own package so Swinject, OpenCombine, swift-dependencies and the harness never reach
// the product's dependency graph: they are here only to measure Core against.
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
        .executableTarget(
            name: "DI",
            dependencies: [
                .product(name: "Core", package: "Core"),
                .product(name: "Swinject", package: "Swinject"),
                .product(name: "Benchmark", package: "benchmark"),
                "SideBySide",
            ],
            path: "DI",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "Reactive",
            dependencies: [
                .product(name: "Core", package: "Core"),
                .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "Benchmark", package: "benchmark"),
                "SideBySide",
            ],
            path: "Reactive",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "Scoped",
            dependencies: [
                .product(name: "Core", package: "Core"),
                .product(name: "Dependencies", package: "swift-dependencies"),
                .product(name: "Benchmark", package: "benchmark"),
                "SideBySide",
            ],
            path: "Scoped",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
