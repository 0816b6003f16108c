#!/usr/bin/env bash
# Adds Core to a fresh package the way users add RxSwift or Swinject: from a git tag, with
# `.package(url:from:)`, built as a developer's first `swift build` builds it. SwiftPM refuses a
# dependency that uses unsafe build flags this way, so this is also the check that Core has
# none. (Core's optimized compile, with the flags a dependency gets, is the benchmarks' release
# build, which CI runs too.)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# Makes the folder $1 a repository of its own, tagged $2.
publish() {
    git -C "$1" init -q
    git -C "$1" add -A
    git -C "$1" -c user.name=release-check -c user.email=release-check@localhost commit -qm "$(basename "$1")"
    git -C "$1" tag "$2"
}

# A copy of Core as its own repository, tagged; its compatibility packages each as one of their
# own, tagged with the version of the API they stand for (so a library that asks for RxSwift
# from 6.0.0 resolves to the copy), their Core line naming Core by version.
cp -R "$root/Core" "$work/Core"
rm -rf "$work/Core/.build" "$work/Core/Compatibility"
publish "$work/Core" 1.0.0
for compatibility in RxSwift:6.10.2 Swinject:2.10.0; do
    name=${compatibility%%:*}
    mkdir -p "$work/$name"
    (cd "$root/Core/Compatibility/$name" && git ls-files -co --exclude-standard -z | xargs -0 tar -cf -) |
        tar -xf - -C "$work/$name"
    sed -i.orig "s#\.package(path: \"\.\./\.\.\")#.package(url: \"file://$work/Core\", from: \"1.0.0\")#" \
        "$work/$name/Package.swift"
    rm "$work/$name/Package.swift.orig"
    grep -q "file://$work/Core" "$work/$name/Package.swift" || { echo "$name's manifest names Core otherwise"; exit 1; }
    publish "$work/$name" "${compatibility#*:}"
done

# A library written for RxSwift, as RxSwiftExt is: it names RxSwift by its own address.
mkdir -p "$work/Library/Sources/Library"
cp "$here/parts/Library.swift" "$work/Library/Sources/Library/Library.swift"
cat > "$work/Library/Package.swift" <<'PACKAGE'
// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "Library",
    products: [.library(name: "Library", targets: ["Library"])],
    dependencies: [.package(url: "https://github.com/ReactiveX/RxSwift.git", from: "6.0.0")],
    targets: [.target(name: "Library", dependencies: [.product(name: "RxSwift", package: "RxSwift")])]
)
PACKAGE
publish "$work/Library" 1.0.0

mkdir -p "$work/App/Sources/App" "$work/App/Sources/ContainerOnly" "$work/App/Sources/StreamsOnly" \
    "$work/App/Sources/Switched"
cp "$here/main.swift" "$work/App/Sources/App/main.swift"
# A team that wants one half takes its product alone.
cp "$here/parts/ContainerOnly.swift" "$work/App/Sources/ContainerOnly/main.swift"
cp "$here/parts/StreamsOnly.swift" "$work/App/Sources/StreamsOnly/main.swift"
# A team that switched keeps its code: `import RxSwift`, `RxCocoa`, `Swinject`, and a library
# of RxSwift's ecosystem it uses.
cp "$here/parts/Switched.swift" "$work/App/Sources/Switched/main.swift"
cat > "$work/App/Package.swift" <<PACKAGE
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "App",
    platforms: [.macOS(.v10_15), .iOS(.v13)],
    dependencies: [
        .package(url: "file://$work/Core", from: "1.0.0"),
        // The compatibility packages, published where the team's manifest names them.
        .package(url: "file://$work/RxSwift", from: "6.0.0"),
        .package(url: "file://$work/Swinject", from: "2.0.0"),
        .package(url: "file://$work/Library", from: "1.0.0"),
    ],
    targets: [
        .executableTarget(name: "App", dependencies: [.product(name: "Core", package: "Core")]),
        .executableTarget(name: "ContainerOnly", dependencies: [.product(name: "CoreDI", package: "Core")]),
        .executableTarget(name: "StreamsOnly", dependencies: [.product(name: "CoreReactive", package: "Core")]),
        .executableTarget(
            name: "Switched",
            dependencies: [
                .product(name: "RxSwift", package: "RxSwift"), .product(name: "RxCocoa", package: "RxSwift"),
                .product(name: "Swinject", package: "Swinject"), .product(name: "Library", package: "Library"),
            ],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
    ]
)
PACKAGE
# The library's RxSwift, by its address, is the compatibility package: a mirror, as a team sets
# one for every library of RxSwift's ecosystem it uses.
(cd "$work/App" && swift package config set-mirror --original https://github.com/ReactiveX/RxSwift.git \
    --mirror "file://$work/RxSwift")

# Without an index, which nothing here reads.
(cd "$work/App" && swift build --disable-index-store >"$work/build.log" 2>&1) || { cat "$work/build.log"; exit 1; }
"$work/App/.build/debug/App" >"$work/output.txt"
if ! diff -u "$here/expected-output.txt" "$work/output.txt"; then
    echo "the program built against tagged Core printed something else (diff above)"
    exit 1
fi
for part in "ContainerOnly:hello from CoreDI" "StreamsOnly:sum from CoreReactive: 12" \
    "Switched:hello; doubled by the library: 2, 20, 4, 40"; do
    printed=$("$work/App/.build/debug/${part%%:*}")
    [ "$printed" = "${part#*:}" ] || { echo "${part%%:*} printed \"$printed\", not \"${part#*:}\""; exit 1; }
done
echo "Core 1.0.0 added by version, built, printed what it should; CoreDI and CoreReactive each work alone;"
echo "code written for RxSwift, RxCocoa and Swinject, and a library that names RxSwift, run on its compatibility packages."
