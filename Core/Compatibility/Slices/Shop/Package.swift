// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "Shop",
    platforms: [.iOS(.v13), .macOS(.v10_15)],
    products: [.library(name: "Shop", targets: ["Shop"])],
    dependencies: [
        .package(path: "../../RxSwift"),
        .package(path: "../../Swinject"),
    ],
    targets: [
        .target(
            name: "Shop",
            dependencies: [
                .product(name: "RxSwift", package: "RxSwift"),
                .product(name: "RxCocoa", package: "RxSwift"),
                .product(name: "RxRelay", package: "RxSwift"),
                .product(name: "Swinject", package: "Swinject"),
            ]),
        .testTarget(
            name: "ShopTests",
            dependencies: [
                "Shop",
                .product(name: "RxTest", package: "RxSwift"),
                .product(name: "RxBlocking", package: "RxSwift"),
            ]),
    ],
    swiftLanguageVersions: [.v5]
)
