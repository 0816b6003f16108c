#!/usr/bin/env python3
"""Checks each benchmark's mallocs per 1000 operations against Thresholds/, as
`swift package benchmark thresholds check --metric mallocCountTotal` does, without building the
harness's command-line tool: it runs the suites' executables (built with `swift build -c
release --product SUITE`), which print their results when started alone, and compares each
benchmark's p90 malloc count with its threshold file, within the same absolute tolerance
(10 per 1000 operations, `rowConfiguration` in Rows/Harness.swift).

Usage: check_allocations.py BIN_DIR SUITE...   (from the Benchmarks folder)
"""
import json
import os
import re
import subprocess
import sys

TOLERANCE = 10


def results(binary):
    """{benchmark name: p90 mallocs per iteration} from a suite run alone."""
    output = subprocess.run([binary], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
                            errors="replace", timeout=600).stdout
    output = re.sub(r"\x1b\[[0-9;]*[A-Za-z]", "", output)
    found = {}
    for block in re.split(r"^Debug results for ", output, flags=re.M)[1:]:
        name = block.split(":", 1)[0].strip()
        mallocs = block.split("Malloc (total):", 1)
        if len(mallocs) < 2:
            continue
        for line in mallocs[1].splitlines():
            cells = line.split()
            if len(cells) >= 2 and re.fullmatch(r"[0-9.]+", cells[0]) and float(cells[1]) >= 0.9:
                found[name] = float(cells[0])
                break
    return found


def main():
    bin_dir, suites = sys.argv[1], sys.argv[2:]
    failures = []
    checked = 0
    for suite in suites:
        measured = results(os.path.join(bin_dir, suite))
        if not measured:
            failures.append(f"{suite}: no malloc results in its output")
        for name, count in sorted(measured.items()):
            path = os.path.join("Thresholds", f"{suite}.{name.replace(' ', '_')}.p90.json")
            if not os.path.exists(path):
                failures.append(f"{suite}.{name}: {count:.0f} mallocs per 1000 operations, and no threshold in {path}")
                continue
            expected = json.load(open(path))["mallocCountTotal"]
            checked += 1
            if abs(count - expected) > TOLERANCE:
                failures.append(f"{suite}.{name}: {count:.0f} mallocs per 1000 operations, {expected} recorded")
    for failure in failures:
        print(failure)
    if failures:
        sys.exit(1)
    print(f"{checked} benchmarks allocate as Thresholds/ records (within {TOLERANCE} per 1000 operations)")


main()
