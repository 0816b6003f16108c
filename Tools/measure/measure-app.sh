#!/usr/bin/env bash
# Measures the venues app the way the Venues issue asks, on the embedded data (no key):
#   1. start to first screen: launch in line mode, print the Map screen, exit at end of input;
#   2. memory across open/back cycles: peak resident memory after N cycles of `open 1` /
#      `back`, for growing N. Flat numbers mean screens are freed when they go away.
# Prints a Markdown table. Needs /usr/bin/time (Debian package `time`).
set -euo pipefail
cd "$(dirname "$0")/../.."

swift build -c release --product venues >/dev/null
binary=.build/release/venues
unset FOURSQUARE_API_KEY

runs=20
start=$(date +%s%N)
for _ in $(seq "$runs"); do
    "$binary" </dev/null >/dev/null
done
end=$(date +%s%N)
first_screen_ms=$(( (end - start) / runs / 1000000 ))

cycles() {
    local count=$1 script
    script=$(mktemp)
    for _ in $(seq "$count"); do printf 'open 1\nback\n'; done >"$script"
    /usr/bin/time -f '%M' "$binary" --script "$script" 2>&1 >/dev/null | tail -n 1
    rm -f "$script"
}

echo "| Measure | Result |"
echo "|---|---:|"
echo "| Start to first screen (launch, Map on embedded data, exit), mean of $runs | ${first_screen_ms} ms |"
for count in 10 100 1000 3000; do
    echo "| Peak memory after $count open/back cycles | $(cycles "$count") KiB |"
done
