#!/usr/bin/env bash
# Checks that every module of every package (tests and examples included) references nothing
# newer than the Apple platforms its package declares, from a debug build of the root package
# (which compiles every local package's targets): references.py reads what each module
# references from the index that build wrote, check.py looks it up in the symbol graphs.
#
#   Tools/availability/run.sh [--no-build] [SCRATCH_PATH]    (default .build)
#
# It builds there first (`swift build --build-tests`), unless --no-build says a build is
# already there (CI's, which another step may be using: SwiftPM would wait for its lock).
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
build=1
if [ "${1:-}" = --no-build ]; then
    build=0
    shift
fi
scratch="${1:-$root/.build}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$root"
[ "$build" = 0 ] || swift build --build-tests --scratch-path "$scratch" >/dev/null
[ -f "$scratch/debug.yaml" ] || { echo "no build in $scratch: build first, or leave out --no-build"; exit 1; }
python3 "$root/Tools/availability/references.py" "$root" "$scratch/debug.yaml" "$work/references.json"
triple="$(swiftc -print-target-info | python3 -c 'import json,sys; print(json.load(sys.stdin)["target"]["triple"])')"
mkdir -p "$work/graphs"
for module in Swift _Concurrency _StringProcessing RegexBuilder Dispatch Synchronization Foundation FoundationEssentials \
    FoundationInternationalization; do
    swift symbolgraph-extract -module-name "$module" -target "$triple" -output-dir "$work/graphs" >/dev/null 2>&1 ||
        { echo "could not extract $module's symbol graph"; exit 1; }
done
python3 "$root/Tools/availability/check.py" "$root" --references "$work/references.json" --graphs "$work/graphs"
