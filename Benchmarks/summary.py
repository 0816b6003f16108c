#!/usr/bin/env python3
"""Turns the harness's text output into a table of p50 times and mallocs per operation.

Usage: swift package benchmark --no-progress --time-units nanoseconds | python3 summary.py

Every row runs 1000 operations per iteration; the harness marks with `*` the metrics it
reports per operation, and the others are read per 1000. The harness runs each benchmark after
the other, so a ratio read here compares two moments of the machine; the floors are judged in
turns instead (`swift run -c release Turns`).
"""
import re
import sys



NANOSECONDS = {"ns": 1, "μs": 1_000, "ms": 1_000_000, "s": 1_000_000_000}


def parse(text):
    """{benchmark name: {"time": p50 ns per op, "mallocs": p50 mallocs per op}}"""
    results, name = {}, None
    for line in text.splitlines():
        line = re.sub(r"\x1b\[[0-9;]*m", "", line).rstrip()
        if re.fullmatch(r"(DI|Rx)_\S+\.\S+", line.strip()):
            name = line.strip()
            results[name] = {}
            continue
        cells = [cell.strip() for cell in line.split("│")[1:-1]]
        if name is None or len(cells) < 9 or not cells[3].replace(",", "").isdigit():
            continue
        per_op = float(cells[3].replace(",", "")) / (1 if cells[0].endswith("*") else 1000)
        unit = re.search(r"\((ns|μs|ms|s)\)", cells[0])
        if cells[0].startswith("Time (wall clock)") and unit:
            results[name]["time"] = per_op * NANOSECONDS[unit.group(1)]
        elif cells[0].startswith("Malloc (total)"):
            results[name]["mallocs"] = per_op
    return results


def table(results):
    rows = {}
    for name, metrics in results.items():
        work, who = name.rsplit(".", 1)
        work, who = work.replace("_", " "), who.replace("_", " ")
        rows.setdefault(work, {})[who] = metrics
    lines = [
        "| Work | Core p50 | Peer | Peer p50 | By hand p50 | Mallocs per op (Core / peer / by hand) |",
        "|---|---:|---|---:|---:|---:|",
    ]
    for work, ways in rows.items():
        peer = next(who for who in ways if who not in ("Core", "by hand"))
        core, other, hand = ways["Core"], ways[peer], ways["by hand"]
        lines.append(
            f"| {work} | {ns(core['time'])} | {peer} | {ns(other['time'])} | {ns(hand['time'])} "
            f"| {core['mallocs']:g} / {other['mallocs']:g} / {hand['mallocs']:g} |"
        )
    return "\n".join(lines)


def ns(value):
    return f"{value / 1000:.2f} µs" if value >= 1000 else f"{value:.0f} ns"


if __name__ == "__main__":
    print(table(parse(sys.stdin.read())))
