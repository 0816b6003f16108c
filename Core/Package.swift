// swift-tools-version: 6.0
import PackageDescription

// Core has no dependencies: the toolchain is all it needs.
let package = Package(
    name: "Core",
    // Where Swift concurrency starts; nothing in Core needs a newer system.
    platforms: [.iOS(.v13), .macOS(.v10_15), .tvOS(.v13), .watchOS(.v6)],
    products: [
        .library(name: "Core", targets: ["Core"]),
        .library(name: "CoreTesting", targets: ["CoreTesting"]),
    ],
    targets: [
        // Atomics for the systems `Synchronization` does not reach; Core's own, not a product.
        .target(name: "CoreAtomics"),
        .target(
            name: "Core",
            dependencies: ["CoreAtomics"]
        ),
        .target(name: "CoreTesting", dependencies: ["Core"]),
        .testTarget(name: "CoreTests", dependencies: ["Core", "CoreTesting"]),
    ],
    swiftLanguageModes: [.v6]
)
