// swift-tools-version: 6.0
import PackageDescription

// Swinject's product, re-exporting Core's container: a team switches by pointing its Swinject
// dependency line here and keeps `import Swinject`. Its own package, not Core's: SwiftPM
// refuses two targets of one name anywhere in a package graph.
let package = Package(
    name: "Swinject",
    platforms: [.iOS(.v13), .macOS(.v10_15), .tvOS(.v13), .watchOS(.v6)],
    products: [
        .library(name: "Swinject", targets: ["Swinject"]),
        .library(name: "Swinject-Dynamic", type: .dynamic, targets: ["Swinject"]),
    ],
    dependencies: [
        // Core, from this repository; published alone, this line names Core by version.
        .package(path: "../..")
    ],
    targets: [
        .target(name: "Swinject", dependencies: [.product(name: "CoreDI", package: "Core")]),
        // Code as a team on Swinject wrote it, in the Swift 5 language mode it was written in.
        .testTarget(name: "SwinjectTests", dependencies: ["Swinject"], swiftSettings: [.swiftLanguageMode(.v5)]),
    ],
    swiftLanguageModes: [.v6]
)
