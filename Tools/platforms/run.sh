#!/usr/bin/env bash
# SwiftPM's platform rule, checked here for Apple's platforms: a package builds for a platform
# only if it requires at least what each package it depends on requires there. SwiftPM checks
# it while it loads the package graph, before it compiles anything, so the graph of every
# package (the root, Shared, each feature, a feature freshly made by `scaffold feature`) is
# loaded for macOS, Core's also for iOS, tvOS and watchOS at the floors it promises, and its
# compatibility packages' for iOS. This machine has no Apple SDK, so the build then stops at
# its first compile; that is expected.
# What fails is a line "... requires macos X, but depends on ... which requires macos Y", or a
# graph that never loaded.
#
#   Tools/platforms/run.sh [SCAFFOLD_BINARY]   (default: builds and uses `scaffold`)
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# The toolchain looks for a `libtool` when it plans an Apple link; a stub is enough to load
# the graph.
mkdir -p "$work/bin"
printf '#!/bin/sh\nexit 0\n' >"$work/bin/libtool"
chmod +x "$work/bin/libtool"
failed=0

# Loads the graph of the package at $1 for triple $2; fails on a platform-rule error.
check() {
    local package=$1 triple=$2 log="$work/log.txt"
    PATH="$work/bin:$PATH" swift build --package-path "$package" --triple "$triple" \
        --scratch-path "$work/scratch-$(basename "$package")-$triple" >"$log" 2>&1 || true
    if grep -E "requires [a-z]+ [0-9.]+, but depends on" "$log"; then
        echo "$package: SwiftPM refuses its graph for $triple (above)"
        failed=1
    elif ! grep -qE "^Building for |Compiling|Write " "$log"; then
        sed -n '1,20p' "$log"
        echo "$package: the graph did not load for $triple (above)"
        failed=1
    else
        echo "$package: the graph loads for $triple"
    fi
}

for triple in arm64-apple-macosx14.0 arm64-apple-ios13.0 arm64-apple-tvos13.0 arm64_32-apple-watchos6.0; do
    check "$root/Core" "$triple"
done
# Core's compatibility packages declare Core's platforms and depend on Core alone; the root's
# graph, which holds them, loads for macOS above.
check "$root/Core/Compatibility/RxSwift" arm64-apple-ios13.0
check "$root/Core/Compatibility/Swinject" arm64-apple-ios13.0
check "$root" arm64-apple-macosx14.0
check "$root/Shared" arm64-apple-macosx14.0
for feature in "$root"/Modules/*/; do
    check "${feature%/}" arm64-apple-macosx14.0
done

# A feature made by the generator, in a copy of the working tree.
scaffold="${1:-}"
if [ -z "$scaffold" ]; then
    swift build --package-path "$root" --product scaffold >/dev/null
    scaffold="$(swift build --package-path "$root" --show-bin-path)/scaffold"
fi
copy="$work/copy"
mkdir -p "$copy"
(cd "$root" && git ls-files -co --exclude-standard -z | xargs -0 tar -cf - --no-recursion) | tar -xf - -C "$copy"
(cd "$copy" && "$scaffold" feature PlatformProbe >/dev/null)
check "$copy" arm64-apple-macosx14.0
check "$copy/Modules/PlatformProbe" arm64-apple-macosx14.0

[ "$failed" = 0 ] || exit 1
echo "every package's graph loads for the platforms it declares"
