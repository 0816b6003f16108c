#!/usr/bin/env bash
# Core at two revisions, each measured against the same peers in turns, alternating between
# the two builds: how much a change (an unsafe construct kept or removed, say) gains on each
# row. Each build's figure is its median ratio to the peer, paired round by round inside its
# own process, so the machine's fast and slow spells cancel out; the gain is B's ratio over A's.
#
#   Tools/measure/turns-ab.sh A B [--filter TEXT] [--runs N] [--seconds S]
#
# A and B are git revisions of this repository, or `.` for the working tree. The benchmark
# rows are the working tree's in both builds, so only Core differs.
set -euo pipefail
top=$(cd "$(dirname "$0")/../.." && pwd)
[ $# -ge 2 ] || { sed -n '2,10p' "$0"; exit 2; }
a=$1 b=$2
shift 2
filter="" runs=5 seconds=2
while [ $# -gt 0 ]; do
    case "$1" in
        --filter) filter=$2; shift 2 ;;
        --runs) runs=$2; shift 2 ;;
        --seconds) seconds=$2; shift 2 ;;
        *) echo "unknown option $1"; exit 2 ;;
    esac
done
work=${TURNS_AB_DIR:-/tmp/turns-ab}
mkdir -p "$work"

# Copies Core at revision $1 and the working tree's Benchmarks into $work/$2, then builds Turns.
prepare() {
    local revision=$1 side=$work/$2
    rm -rf "$side/Core"
    mkdir -p "$side/Benchmarks"
    if [ "$revision" = . ]; then
        cp -R "$top/Core" "$side/Core"
        find "$side/Core" -name '.build*' -prune -exec rm -rf {} +
    else
        mkdir -p "$side/Core"
        git -C "$top" archive "$revision" Core | tar -x -C "$side"
    fi
    find "$side/Benchmarks" -mindepth 1 -maxdepth 1 ! -name .build -exec rm -rf {} +
    tar -C "$top/Benchmarks" --exclude .build -cf - . | tar -x -C "$side/Benchmarks"
    # The build plan lists Core's files; a revision with other files must plan again, or the
    # build stops at "missing inputs".
    rm -f "$side/Benchmarks/.build/"*.yaml
    (cd "$side/Benchmarks" && swift build -c release --product Turns >/dev/null)
}
prepare "$a" A
prepare "$b" B

arguments=(--tsv --seconds "$seconds")
[ -n "$filter" ] && arguments+=(--filter "$filter")
: >"$work/results.tsv"
for run in $(seq 1 "$runs"); do
    for side in $([ $((run % 2)) = 1 ] && echo A B || echo B A); do
        "$work/$side/Benchmarks/.build/release/Turns" "${arguments[@]}" | sed "s/^/$side\t/" >>"$work/results.tsv"
    done
done

python3 - "$work/results.tsv" "$a" "$b" <<'PY'
import statistics, sys
rows = {}
for line in open(sys.argv[1]):
    side, name, median, low, high, core, peer = line.rstrip("\n").split("\t")
    rows.setdefault(name, {"A": [], "B": []})[side].append((float(median), float(core)))
print(f"| Row | A ({sys.argv[2]}): ratio to peer | B ({sys.argv[3]}): ratio to peer | B / A | Core ns, A → B |")
print("|---|---:|---:|---:|---:|")
for name, sides in rows.items():
    ra = statistics.median(r for r, _ in sides["A"])
    rb = statistics.median(r for r, _ in sides["B"])
    ca = statistics.median(c for _, c in sides["A"])
    cb = statistics.median(c for _, c in sides["B"])
    spread = lambda values: f"{min(values):.2f}–{max(values):.2f}"
    print(f"| {name} | {ra:.2f}× ({spread([r for r, _ in sides['A']])}) | {rb:.2f}× ({spread([r for r, _ in sides['B']])})"
          f" | {rb / ra:.3f} | {ca:.0f} → {cb:.0f} |")
PY
