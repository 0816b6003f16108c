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

# A copy of Core as its own repository, tagged.
cp -R "$root/Core" "$work/Core"
rm -rf "$work/Core/.build"
git -C "$work/Core" init -q
git -C "$work/Core" add -A
git -C "$work/Core" -c user.name=release-check -c user.email=release-check@localhost commit -qm "Core"
git -C "$work/Core" tag 1.0.0

mkdir -p "$work/App/Sources/App" "$work/App/Sources/ContainerOnly" "$work/App/Sources/StreamsOnly"
cp "$here/main.swift" "$work/App/Sources/App/main.swift"
# A team that wants one half takes its product alone.
cp "$here/parts/ContainerOnly.swift" "$work/App/Sources/ContainerOnly/main.swift"
cp "$here/parts/StreamsOnly.swift" "$work/App/Sources/StreamsOnly/main.swift"
cat > "$work/App/Package.swift" <<PACKAGE
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "App",
    platforms: [.macOS(.v10_15), .iOS(.v13)],
    dependencies: [.package(url: "file://$work/Core", from: "1.0.0")],
    targets: [
        .executableTarget(name: "App", dependencies: [.product(name: "Core", package: "Core")]),
        .executableTarget(name: "ContainerOnly", dependencies: [.product(name: "CoreDI", package: "Core")]),
        .executableTarget(name: "StreamsOnly", dependencies: [.product(name: "CoreReactive", package: "Core")]),
    ]
)
PACKAGE

# Without an index, which nothing here reads.
(cd "$work/App" && swift build --disable-index-store >"$work/build.log" 2>&1) || { cat "$work/build.log"; exit 1; }
"$work/App/.build/debug/App" >"$work/output.txt"
if ! diff -u "$here/expected-output.txt" "$work/output.txt"; then
    echo "the program built against tagged Core printed something else (diff above)"
    exit 1
fi
for part in "ContainerOnly:hello from CoreDI" "StreamsOnly:sum from CoreReactive: 12"; do
    printed=$("$work/App/.build/debug/${part%%:*}")
    [ "$printed" = "${part#*:}" ] || { echo "${part%%:*} printed \"$printed\", not \"${part#*:}\""; exit 1; }
done
echo "Core 1.0.0 added by version, built, printed what it should; CoreDI and CoreReactive each work alone."
