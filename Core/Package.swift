// swift-tools-version: 6.0
import PackageDescription

// Core has no dependencies: the toolchain is all it needs.
let package = Package(
    name: "Core",
    // Where Swift concurrency starts; nothing in Core needs a newer system.
    platforms: [.iOS(.v13), .macOS(.v10_15), .tvOS(.v13), .watchOS(.v6)],
    products: [
        // What an app imports: the architecture kit, with the reactive library and the
        // container re-exported.
        .library(name: "Core", targets: ["Core"]),
        // Each half alone, for a team that wants only one of them.
        .library(name: "CoreReactive", targets: ["CoreReactive"]),
        .library(name: "CoreDI", targets: ["CoreDI"]),
        .library(name: "CoreTesting", targets: ["CoreTesting"]),
    ],
    targets: [
        // Atomics for the systems `Synchronization` does not reach; Core's own, not a product.
        .target(name: "CoreAtomics"),
        // What both halves build on (package-visible): locks, atomic words, the hook for
        // errors nothing handles; and the public `LockedBox`.
        .target(name: "CoreSupport", dependencies: ["CoreAtomics"]),
        // RxSwift's and RxCocoa's streams: observables, subjects, operators, schedulers,
        // Driver/Signal, binders.
        .target(name: "CoreReactive", dependencies: ["CoreSupport"]),
        // Swinject's container: registrations, scopes, resolution. It knows no stream.
        .target(name: "CoreDI", dependencies: ["CoreSupport"]),
        // The architecture kit on top of both: Builder, DependencyProvider, Module,
        // coordinators and navigation, the state store.
        .target(name: "Core", dependencies: ["CoreSupport", "CoreReactive", "CoreDI"]),
        .target(name: "CoreTesting", dependencies: ["Core"]),
        .testTarget(name: "CoreTests", dependencies: ["Core", "CoreTesting"]),
    ],
    swiftLanguageModes: [.v6]
)
