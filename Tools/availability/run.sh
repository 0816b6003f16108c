#!/usr/bin/env bash
# Checks that Core and CoreTesting use nothing newer than their declared platforms (see check.py).
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$root/Core"
swift build --target CoreTesting >/dev/null
bin="$(swift build --show-bin-path)"
atomics=(-Xcc -fmodule-map-file="$bin/CoreAtomics.build/module.modulemap")
swiftc -dump-ast -swift-version 6 -module-name Core -package-name Core -parse-as-library "${atomics[@]}" \
    $(find Sources/Core -name '*.swift') >"$work/Core.ast" 2>&1
swiftc -dump-ast -swift-version 6 -module-name CoreTesting -package-name Core -parse-as-library "${atomics[@]}" \
    -I "$bin/Modules" $(find Sources/CoreTesting -name '*.swift') >"$work/CoreTesting.ast" 2>&1 || true
mkdir -p "$work/graphs"
for module in Swift _Concurrency Dispatch; do
    swift symbolgraph-extract -module-name "$module" -target "$(swiftc -print-target-info | python3 -c 'import json,sys; print(json.load(sys.stdin)["target"]["triple"])')" \
        -output-dir "$work/graphs" >/dev/null 2>&1
done
python3 "$root/Tools/availability/check.py" "$work/Core.ast" "$work/CoreTesting.ast" --graphs "$work/graphs"
