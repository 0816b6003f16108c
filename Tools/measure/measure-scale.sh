#!/usr/bin/env bash
# Does the architecture scale? For N generated features (default 3 10 25 50), each in a
# temporary copy of the repository: how long each `scaffold feature` run took, the clean build,
# and the two loops of one feature's developer after editing one file of Scale1: `swift build`
# at the root (with the modules recompiled) and `swift test --package-path Modules/Scale1`; then
# the app's start time. Both loops include what SwiftPM spends planning the package graph.
# The loops run in turns across the copies, five rounds, and the median is reported: this
# machine is shared and its speed drifts over minutes, so timing one size after another would
# compare spells, not sizes.
# With --suite, the largest copy also runs the whole suite (`swift test`) and checks that
# `venues --help` lists every generated feature. Prints a Markdown table. Slow: run it on an
# idle machine.
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$(pwd)
suite=false
if [[ "${1:-}" == "--suite" ]]; then
    suite=true
    shift
fi
counts=("${@:-3 10 25 50}")
read -r -a counts <<<"${counts[*]}"
largest=${counts[-1]}
rounds=5

seconds() { local start=$1 end=$2; echo "scale=1; ($end - $start) / 1000000000" | bc; }
median() { printf '%s\n' "$@" | sort -n | sed -n "$((($# + 1) / 2))p"; }

# An implementation-only change to Scale1: one string of its formatter, different each time.
edit=0
touch_scale1() {
    edit=$((edit + 1))
    local file=Modules/Scale1/Sources/Scale1/Scale1Formatter.swift
    sed -i -E "s/\"Nothing here yet[^\"]*\"/\"Nothing here yet ($edit).\"/" "$file"
    grep -q "Nothing here yet ($edit)." "$file" ||
        { echo "measure-scale: the edited string is gone from Scale1Formatter.swift; update this script" >&2; exit 1; }
}

declare -A copy slowest clean rebuilt root_samples package_samples
trap 'for count in "${counts[@]}"; do [[ -n "${copy[$count]:-}" ]] && rm -rf "${copy[$count]}"; done' EXIT

for count in "${counts[@]}"; do
    copy[$count]=$(mktemp -d)
    git -C "$root" ls-files -z | (cd "$root" && xargs -0 cp --parents -t "${copy[$count]}")
    cd "${copy[$count]}"
    swift build --product scaffold >/dev/null 2>&1
    slowest[$count]=0
    for index in $(seq "$count"); do
        start=$(date +%s%N)
        .build/debug/scaffold feature "Scale$index" >/dev/null
        took=$(seconds "$start" "$(date +%s%N)")
        if (($(echo "$took > ${slowest[$count]}" | bc))); then slowest[$count]=$took; fi
    done
    rm -rf .build
    start=$(date +%s%N)
    swift build >/dev/null 2>&1
    clean[$count]=$(seconds "$start" "$(date +%s%N)")
    touch_scale1
    swift build >/dev/null 2>&1                                      # warm: the first edit
    swift test --package-path Modules/Scale1 >/dev/null 2>&1       # warm: the package's own build
done

for _ in $(seq "$rounds"); do
    for count in "${counts[@]}"; do
        cd "${copy[$count]}"
        touch_scale1
        start=$(date +%s%N)
        rebuilt[$count]=$(swift build 2>&1 | grep -oE 'Compiling [A-Za-z0-9_]+' | awk '{print $2}' | sort -u | tr '\n' ' ')
        root_samples[$count]+="$(seconds "$start" "$(date +%s%N)") "
        touch_scale1
        start=$(date +%s%N)
        swift test --package-path Modules/Scale1 >/dev/null 2>&1
        package_samples[$count]+="$(seconds "$start" "$(date +%s%N)") "
    done
done

echo "| Features | Slowest scaffold run | Clean build | Root loop: edit Scale1, swift build | Modules recompiled | Package loop: edit Scale1, swift test --package-path | App start |"
echo "|---:|---:|---:|---:|---|---:|---:|"
for count in "${counts[@]}"; do
    cd "${copy[$count]}"
    start=$(date +%s%N)
    for _ in 1 2 3 4 5; do .build/debug/venues </dev/null >/dev/null; done
    launch=$(echo "scale=0; ($(date +%s%N) - $start) / 5000000" | bc)
    # shellcheck disable=SC2086 # the samples are space-separated numbers
    echo "| $count | ${slowest[$count]} s | ${clean[$count]} s | $(median ${root_samples[$count]}) s |" \
        "${rebuilt[$count]:-none} | $(median ${package_samples[$count]}) s | ${launch} ms |"
done

if $suite; then
    cd "${copy[$largest]}"
    help=$(.build/debug/venues --help)
    for index in $(seq "$largest"); do
        grep -q "scale$index " <<<"$help" || { echo "venues --help does not list scale$index" >&2; exit 1; }
    done
    start=$(date +%s%N)
    status=0
    output=$(swift test 2>&1) || status=$?
    summary=$(grep -E "Executed [0-9]+ tests" <<<"$output" | tail -1 | sed 's/^[[:space:]]*//')
    echo
    echo "With $largest generated features, \`venues --help\` lists each, and \`swift test\`" \
        "exits $status: $summary ($(seconds "$start" "$(date +%s%N)") s)."
    ((status == 0)) || { grep -E "error:|failed" <<<"$output" | head -20 >&2; exit 1; }
fi
