#!/usr/bin/env bash
# Does the architecture scale? For N generated features (default 3 10 25 50), in a temporary
# copy of the repository: the clean build time, the incremental build time after editing one
# feature's implementation file (and which modules were recompiled), and the app's start
# time. Prints a Markdown table. Slow: run it on an idle machine.
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$(pwd)
counts=("${@:-3 10 25 50}")
read -r -a counts <<<"${counts[*]}"

seconds() { local start=$1 end=$2; echo "scale=1; ($end - $start) / 1000000000" | bc; }

echo "| Features | Clean build | Incremental build after editing one feature | Modules recompiled | App start (line mode, first screen) |"
echo "|---:|---:|---:|---|---:|"
for count in "${counts[@]}"; do
    copy=$(mktemp -d)
    git -C "$root" ls-files -z | (cd "$root" && xargs -0 cp --parents -t "$copy")
    (
        cd "$copy"
        swift build --product scaffold >/dev/null 2>&1
        for index in $(seq "$count"); do
            .build/debug/scaffold feature "Scale$index" >/dev/null
        done
        rm -rf .build

        start=$(date +%s%N)
        swift build >/dev/null 2>&1
        clean=$(seconds "$start" "$(date +%s%N)")

        # An implementation-only change: one string of one feature.
        sed -i 's/"Nothing here yet."/"Nothing here yet!"/' Modules/Scale1/Sources/Scale1/View/Scale1Strings.swift
        start=$(date +%s%N)
        rebuilt=$(swift build 2>&1 | grep -oE 'Compiling [A-Za-z0-9_]+' | awk '{print $2}' | sort -u | tr '\n' ' ')
        incremental=$(seconds "$start" "$(date +%s%N)")

        start=$(date +%s%N)
        for _ in 1 2 3 4 5; do .build/debug/venues </dev/null >/dev/null; done
        launch=$(echo "scale=0; ($(date +%s%N) - $start) / 5000000" | bc)

        echo "| $count | ${clean} s | ${incremental} s | ${rebuilt:-none} | ${launch} ms |"
    )
    rm -rf "$copy"
done
