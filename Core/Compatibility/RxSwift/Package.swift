// swift-tools-version: 6.0
import PackageDescription

// RxSwift's products, each re-exporting Core's part: a team switches by pointing its RxSwift
// dependency line here and keeps `import RxSwift`, `RxSwift.Observable` and every other name.
// Its own package, not Core's: SwiftPM refuses two targets of one name anywhere in a package
// graph, so a graph that still holds the real RxSwift can use Core as long as it does not add
// this package.
let package = Package(
    name: "RxSwift",
    platforms: [.iOS(.v13), .macOS(.v10_15), .tvOS(.v13), .watchOS(.v6)],
    products: [
        .library(name: "RxSwift", targets: ["RxSwift"]),
        .library(name: "RxCocoa", targets: ["RxCocoa"]),
        .library(name: "RxRelay", targets: ["RxRelay"]),
        .library(name: "RxBlocking", targets: ["RxBlocking"]),
        .library(name: "RxTest", targets: ["RxTest"]),
        .library(name: "RxSwift-Dynamic", type: .dynamic, targets: ["RxSwift"]),
        .library(name: "RxCocoa-Dynamic", type: .dynamic, targets: ["RxCocoa"]),
        .library(name: "RxRelay-Dynamic", type: .dynamic, targets: ["RxRelay"]),
        .library(name: "RxBlocking-Dynamic", type: .dynamic, targets: ["RxBlocking"]),
        .library(name: "RxTest-Dynamic", type: .dynamic, targets: ["RxTest"]),
    ],
    dependencies: [
        // Core, from this repository; published alone, this line names Core by version.
        .package(path: "../..")
    ],
    targets: [
        .target(name: "RxSwift", dependencies: [.product(name: "CoreReactive", package: "Core")]),
        .target(name: "RxCocoa", dependencies: ["RxSwift", "RxRelay"]),
        .target(name: "RxRelay", dependencies: ["RxSwift"]),
        .target(name: "RxBlocking", dependencies: ["RxSwift", .product(name: "CoreTesting", package: "Core")]),
        .target(name: "RxTest", dependencies: ["RxSwift", .product(name: "CoreTesting", package: "Core")]),
        // Code as a team on RxSwift wrote it, in the Swift 5 language mode it was written in.
        .testTarget(
            name: "RxSwiftTests", dependencies: ["RxSwift", "RxCocoa", "RxRelay", "RxBlocking", "RxTest"],
            swiftSettings: [.swiftLanguageMode(.v5)]),
    ],
    swiftLanguageModes: [.v6]
)
