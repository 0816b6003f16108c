// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "Notes",
    platforms: [.iOS(.v13), .macOS(.v10_15)],
    products: [.library(name: "Notes", targets: ["Notes"])],
    dependencies: [
        .package(path: "../../RxSwift"),
        .package(path: "../../Swinject"),
    ],
    targets: [
        .target(
            name: "Notes",
            dependencies: [
                .product(name: "RxSwift", package: "RxSwift"),
                .product(name: "RxCocoa", package: "RxSwift"),
                .product(name: "RxRelay", package: "RxSwift"),
                .product(name: "Swinject", package: "Swinject"),
            ]),
        .testTarget(
            name: "NotesTests",
            dependencies: [
                "Notes",
                .product(name: "RxTest", package: "RxSwift"),
                .product(name: "RxBlocking", package: "RxSwift"),
            ]),
    ],
    swiftLanguageVersions: [.v5]
)
