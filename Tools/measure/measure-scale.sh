#!/usr/bin/env bash
# Does what a feature's developer does every day slow as the app grows? For each N (default
# 3 and 150), a copy of the repository with N features made by `scaffold feature` (each run
# timed), then, in every copy:
#   - the generator: `scaffold feature Probe --dry-run`, `scaffold feature Probe`, `scaffold
#     check` (right after it), `scaffold remove Probe`;
#   - builds: the clean `swift build`, a no-op `swift build`, the first `swift build` after the
#     root manifest changed (a comment of it), and the root loop (edit one file of Scale1's
#     implementation, `swift build`, with the modules it recompiled and the links it ran);
#   - tests: the package loop (edit Scale1, `swift test --package-path Modules/Scale1`) and the
#     affected loop (edit Scale1, `scaffold affected --base HEAD --test`);
#   - the app's start (`venues < /dev/null`, which starts, draws and ends at end of input).
# Everything but the clean build runs in turns across the copies, several rounds, medians
# reported: this machine is shared and its speed drifts over minutes, so timing one size after
# another would compare spells, not sizes. Prints a Markdown table for RECORD.md; with
# --suite, the largest copy also runs the whole suite and checks `venues --help` lists every
# generated feature. Slow (33 minutes for 3 and 150 on 2 cores): run it on an idle machine.
#
#   Tools/measure/measure-scale.sh [--suite] [--rounds R] [N ...]
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$(pwd)
suite=false rounds=3
while [[ $# -gt 0 && "$1" == --* ]]; do
    case "$1" in
        --suite) suite=true; shift ;;
        --rounds) rounds=$2; shift 2 ;;
        *) echo "unknown option $1" >&2; exit 2 ;;
    esac
done
counts=("${@:-3 150}")
read -r -a counts <<<"${counts[*]}"
largest=${counts[-1]}

now() { date +%s%N; }
seconds() { printf '%.3f' "$(echo "scale=3; ($(now) - $1) / 1000000000" | bc)"; }
median() { printf '%s\n' "$@" | sort -n | sed -n "$((($# + 1) / 2))p"; }
# Runs "$@" quietly, failing the measure if it fails: a broken copy measures nothing.
quiet() { "$@" >/dev/null 2>&1 || { echo "measure-scale: failed in $(pwd): $*" >&2; "$@" 2>&1 | tail -20 >&2; exit 1; }; }

# An implementation-only change to Scale1: one string of its formatter, different each time.
edit=0
touch_scale1() {
    edit=$((edit + 1))
    local file=Modules/Scale1/Sources/Scale1/Scale1Formatter.swift
    sed -i -E "s/\"Nothing here yet[^\"]*\"/\"Nothing here yet ($edit).\"/" "$file"
    grep -q "Nothing here yet ($edit)." "$file" ||
        { echo "measure-scale: the edited string is gone from Scale1Formatter.swift; update this script" >&2; exit 1; }
}
# A change to the root manifest that changes no package: its first comment line, numbered.
touch_manifest() {
    edit=$((edit + 1))
    sed -i -E "0,/^\/\/ Every feature package/s/^\/\/ Every feature package[^,]*/\/\/ Every feature package ($edit)/" \
        Package.swift
}

declare -A copy made clean samples
trap 'for count in "${counts[@]}"; do [[ -n "${copy[$count]:-}" ]] && rm -rf "${copy[$count]}"; done' EXIT
sample() { samples[$1,$2]+="$3 "; }

for count in "${counts[@]}"; do
    copy[$count]=$(mktemp -d)
    git -C "$root" ls-files -z | (cd "$root" && xargs -0 cp --parents -t "${copy[$count]}")
    cd "${copy[$count]}"
    git init -q && git add -A && git -c user.name=measure -c user.email=measure@localhost commit -qm base
    quiet swift build --product scaffold
    start=$(now)
    for index in $(seq "$count"); do quiet .build/debug/scaffold feature "Scale$index"; done
    made[$count]=$(seconds "$start")
    git add -A && git -c user.name=measure -c user.email=measure@localhost commit -qm features
    rm -rf .build
    start=$(now)
    quiet swift build --build-tests
    clean[$count]=$(seconds "$start")
    quiet swift test --package-path Modules/Scale1   # the package's own build, warm
done

for _ in $(seq "$rounds"); do
    for count in "${counts[@]}"; do
        cd "${copy[$count]}"
        start=$(now); quiet .build/debug/scaffold feature Probe --dry-run; sample dry "$count" "$(seconds "$start")"
        start=$(now); quiet .build/debug/scaffold feature Probe; sample feature "$count" "$(seconds "$start")"
        start=$(now); quiet .build/debug/scaffold check; sample check "$count" "$(seconds "$start")"
        start=$(now); quiet .build/debug/scaffold remove Probe; sample remove "$count" "$(seconds "$start")"

        quiet swift build --build-tests
        start=$(now); quiet swift build --build-tests; sample noop "$count" "$(seconds "$start")"
        touch_manifest
        start=$(now); quiet swift build --build-tests; sample manifest "$count" "$(seconds "$start")"
        # Committed, so that the affected loop below sees Scale1's change alone.
        git -c user.name=measure -c user.email=measure@localhost commit -qam "manifest comment $edit"
        touch_scale1
        start=$(now)
        log=$(swift build --build-tests 2>&1)
        sample root "$count" "$(seconds "$start")"
        samples[rebuilt,$count]=$(grep -oE 'Compiling [A-Za-z0-9_]+' <<<"$log" | awk '{print $2}' | sort -u | tr '\n' ' ')
        samples[linked,$count]=$(grep -oE 'Linking [^ ]+' <<<"$log" | awk '{print $2}' | xargs -rn1 basename | sort -u | tr '\n' ' ')
        touch_scale1
        start=$(now); quiet swift test --package-path Modules/Scale1; sample package "$count" "$(seconds "$start")"
        # The affected loop as a developer repeats it: after the builds above SwiftPM plans
        # the test build again first (20 s at 150 features), which the second run does not.
        touch_scale1
        quiet .build/debug/scaffold affected --base HEAD --test
        touch_scale1
        start=$(now); quiet .build/debug/scaffold affected --base HEAD --test; sample affected "$count" "$(seconds "$start")"
        for _ in 1 2 3; do
            start=$(now); .build/debug/venues </dev/null >/dev/null; sample start "$count" "$(seconds "$start")"
        done
    done
done

m() { # shellcheck disable=SC2086 # the samples are space-separated numbers
    median ${samples[$1,$2]}; }
echo "| Features | making them | scaffold feature | --dry-run | remove | check | no-op build | first build after a manifest change | root loop: edit Scale1, build | recompiled | linked | package loop | affected loop | clean build (with tests) | app start |"
echo "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---|---:|---:|---:|---:|"
for count in "${counts[@]}"; do
    echo "| $count | ${made[$count]} s | $(m feature "$count") s | $(m dry "$count") s | $(m remove "$count") s |" \
        "$(m check "$count") s | $(m noop "$count") s |" \
        "$(m manifest "$count") s |" \
        "$(m root "$count") s | ${samples[rebuilt,$count]:-none} | ${samples[linked,$count]:-none} |" \
        "$(m package "$count") s | $(m affected "$count") s | ${clean[$count]} s | $(m start "$count") s |"
done

if $suite; then
    cd "${copy[$largest]}"
    help=$(.build/debug/venues --help)
    for index in $(seq "$largest"); do
        grep -q "scale$index " <<<"$help" || { echo "venues --help does not list scale$index" >&2; exit 1; }
    done
    start=$(now)
    status=0
    output=$(swift test 2>&1) || status=$?
    summary=$(grep -E "Executed [0-9]+ tests" <<<"$output" | tail -1 | sed 's/^[[:space:]]*//')
    echo
    echo "With $largest generated features, \`venues --help\` lists each, and \`swift test\`" \
        "exits $status: $summary ($(seconds "$start") s)."
    ((status == 0)) || { grep -E "error:|failed" <<<"$output" | head -20 >&2; exit 1; }
fi
