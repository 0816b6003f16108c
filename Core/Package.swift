// swift-tools-version: 6.0
import PackageDescription

// Core has no dependencies: the toolchain is all it needs.
let package = Package(
    name: "Core",
    products: [
        .library(name: "Core", targets: ["Core"]),
        .library(name: "CoreTesting", targets: ["CoreTesting"]),
    ],
    targets: [
        .target(name: "Core"),
        .target(name: "CoreTesting", dependencies: ["Core"]),
    ],
    swiftLanguageModes: [.v6]
)
