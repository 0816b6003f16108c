// swift-tools-version: 6.0
import PackageDescription

// Benchmarks live in their own package so Swinject and OpenCombine never reach the
// product's dependency graph: they are here only to be measured against.
let package = Package(
    name: "Benchmarks",
    dependencies: [
        .package(path: "../Core"),
        .package(url: "https://github.com/Swinject/Swinject", exact: "2.10.0"),
        .package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0"),
    ],
    targets: [
        .executableTarget(
            name: "CoreBenchmarks",
            dependencies: [
                .product(name: "Core", package: "Core"),
                .product(name: "Swinject", package: "Swinject"),
                .product(name: "OpenCombine", package: "OpenCombine"),
            ]
        )
    ],
    swiftLanguageModes: [.v6]
)
