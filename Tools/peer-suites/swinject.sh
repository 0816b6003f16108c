#!/usr/bin/env bash
# Runs Swinject 2.10.0's own XCTest suite against Core: the yardstick for "Core behaves the way
# Swinject behaves where its users rely on it". The tests are fetched from Swinject's tag at
# run time and adapted mechanically here (nothing of Swinject's is kept in this repository):
#
# - its imports stay as they are: `import Swinject` is Core's compatibility package
#   (Core/Compatibility/Swinject), as it is for a team that switches;
# - `lazy.instance` / `provider.instance` go through a port-only `try!` (Core's `instance`
#   throws where Swinject's traps: a difference Core's migration table names);
# - two spots that name Swinject internals get Core's public spelling (a behavior spy's array
#   of Swinject's internal entry protocol, which holds Core's `ServiceEntry` values as `Any`, a container made with Swinject's internal debug
#   helper).
#
# Not run: the tests of Swinject's internals, which reach them through `@testable`
# (ServiceKey, the ServiceEntry initialisers, the debug helper), XCTest's `measure(options:)`
# speed runs, which swift-corelibs-xctest lacks, and two tests that share a plain `Container`
# between threads (one registers through `synchronize()`, the other registers from 25 queues
# at once): on Core a container is not `Sendable` and `synchronize()` gives a Sendable resolver
# of Sendable services, not a Container (the Swift 6 soundness change Core's catalog
# describes), so Swift 6 refuses both programs; this port compiles in Swift 5 mode, where they
# would race instead.
#
# Usage: Tools/peer-suites/swinject.sh [path to a Swinject 2.10.0 checkout [swift test options...]]
#
# Options after the path go to `swift test` (CI runs the port under the address sanitizer, in
# the build folder where Core's own tests were just built that way, so Core is not compiled
# again).
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

source="${1:-}"
shift || true
if [ -z "$source" ]; then
    source="$work/Swinject"
    git clone -q --depth 1 --branch 2.10.0 https://github.com/Swinject/Swinject "$source" 2>/dev/null
fi
[ -d "$source/Tests/SwinjectTests" ] || { echo "no Swinject tests at $source"; exit 1; }

tests="$work/Port/Tests/Ported"
mkdir -p "$tests"
cp "$source"/Tests/SwinjectTests/*.swift "$tests/"
(
    cd "$tests"
    rm -f XCTestManifests.swift ServiceKeyTests.swift ServiceEntryTests.swift \
        ContainerTests.DebugHelper.swift ContainerTests.Speed.swift
    sed -i.orig -e 's/\.instance\b/.portedInstance/g' \
        LazyTests.swift ProviderTests.swift EmploymentAssembly.swift Circularity.swift SynchronizedTests.swift
    sed -i.orig -e 's/\[ServiceEntryProtocol\]()/[Any]()/' BehaviorFakes.swift
    sed -i.orig -e 's/Container(parent: nil, debugHelper: LoggingDebugHelper(), /Container(parent: nil, /' \
        ContainerTests.swift
    sed -i.orig -e 's/func testSynchronizedResolverSynchronousReadsWrites/func notRun_synchronizeReturnsAContainer/' \
        -e 's/func test_guaranteeThreadSafety/func notRun_registersFromManyThreads/' SynchronizedTests.swift
    rm -f ./*.orig
)
cat > "$tests/PortedInstance.swift" <<'SWIFT'
import Swinject

// Core's `instance` throws where Swinject's traps; the port keeps Swinject's trap.
extension Lazy { var portedInstance: Service { try! instance } }
extension Provider { var portedInstance: Service { try! instance } }
SWIFT
cat > "$work/Port/Package.swift" <<PACKAGE
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Port",
    dependencies: [.package(path: "$root/Core/Compatibility/Swinject")],
    targets: [
        .testTarget(name: "Ported", dependencies: [.product(name: "Swinject", package: "Swinject")], path: "Tests/Ported")
    ],
    swiftLanguageModes: [.v5]
)
PACKAGE

cd "$work/Port"
if ! swift test "$@" >"$work/test.log" 2>&1; then
    grep -E "error:|failed|crashed|Fatal" "$work/test.log" | head -40
    echo "Swinject 2.10.0's suite fails against Core (above)."
    exit 1
fi
grep -E "Executed [0-9]+ tests" "$work/test.log" | tail -1
echo "Swinject 2.10.0's suite passes against Core."
