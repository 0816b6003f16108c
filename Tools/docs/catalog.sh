#!/usr/bin/env bash
# Builds Core's DocC catalog (Core/Sources/Core/Core.docc) into .build/docs/Core.doccarchive,
# with warnings as errors, so a broken symbol link or article reference fails, and a public
# symbol without a doc comment fails too. The symbols
# come from the root package's debug build: `--no-build` reads the one already there (CI),
# otherwise it builds first.
#
#   Tools/docs/catalog.sh [--no-build]
set -euo pipefail
cd "$(dirname "$0")/../.."
[ "${1:-}" = --no-build ] || swift build
bin=$(swift build --show-bin-path)
graphs=.build/docs/symbol-graphs
rm -rf "$graphs" .build/docs/Core.doccarchive
mkdir -p "$graphs"
target=$(swift -print-target-info | python3 -c 'import json,sys; print(json.load(sys.stdin)["target"]["triple"])')
# Core re-exports its reactive library, its container and CoreSupport, so their symbols are
# Core's in the catalog, as they are to an app that imports Core. CoreTesting's graph keeps
# only its own (it re-exports Core, whose symbols must appear once). Core's inlinable code
# calls its C atomics, so a reader of its module sees them too.
for module in Core CoreTesting; do
    reexported=()
    [ "$module" = Core ] && reexported=(-experimental-allowed-reexported-modules=CoreReactive,CoreDI,CoreSupport)
    swift symbolgraph-extract -module-name "$module" -I "$bin/Modules" -target "$target" \
        -minimum-access-level public -output-dir "$graphs" "${reexported[@]}" \
        -Xcc -fmodule-map-file="$bin/CoreAtomics.build/module.modulemap"
done
# Every public symbol of Core and CoreTesting has a doc comment of its own.
python3 - "$graphs" "$PWD" <<'PY'
import json, sys
graphs, root = sys.argv[1], sys.argv[2] + "/"
missing = []
for module in ("Core", "CoreTesting"):
    for symbol in json.load(open(f"{graphs}/{module}.symbols.json"))["symbols"]:
        uri = symbol.get("location", {}).get("uri", "")
        if root in uri and "docComment" not in symbol:
            line = symbol["location"]["position"]["line"] + 1
            missing.append(f"{uri.split(root)[-1]}:{line}: {'.'.join(symbol['pathComponents'])} has no doc comment")
if missing:
    print("\n".join(missing))
    sys.exit(1)
PY
docc convert Core/Sources/Core/Core.docc --additional-symbol-graph-dir "$graphs" \
    --fallback-display-name Core --fallback-bundle-identifier org.venues.core \
    --output-path .build/docs/Core.doccarchive --warnings-as-errors
echo "Built .build/docs/Core.doccarchive. To browse it:"
echo "  docc preview Core/Sources/Core/Core.docc --additional-symbol-graph-dir $graphs \\"
echo "    --fallback-display-name Core --fallback-bundle-identifier org.venues.core"
