// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "NotesSwift6",
    platforms: [.iOS(.v13), .macOS(.v10_15)],
    products: [.library(name: "NotesSwift6", targets: ["NotesSwift6"])],
    dependencies: [
        .package(path: "../../RxSwift"),
        .package(path: "../../Swinject"),
    ],
    targets: [
        // Named apart from the Swift 5 slice `Notes`, so both build in the root's one build.
        .target(
            name: "NotesSwift6",
            dependencies: [
                .product(name: "RxSwift", package: "RxSwift"),
                .product(name: "RxCocoa", package: "RxSwift"),
                .product(name: "RxRelay", package: "RxSwift"),
                .product(name: "Swinject", package: "Swinject"),
            ],
            path: "Sources/Notes"),
        .testTarget(
            name: "NotesSwift6Tests",
            dependencies: [
                "NotesSwift6",
                .product(name: "RxTest", package: "RxSwift"),
                .product(name: "RxBlocking", package: "RxSwift"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
