#!/usr/bin/env python3
"""Turns the harness's text output into Benchmarks/README.md's table.

Usage: swift package benchmark --no-progress --time-units nanoseconds | python3 summary.py

Every row runs 1000 operations per iteration; the harness marks with `*` the metrics it
reports per operation, and the others are read per 1000. A row's floor is how many times
faster than its peer Core must be: the container's default-scope resolves at least 30x
Swinject, the scoped override at least 3x swift-dependencies, every Rx row at least 5x
OpenCombine. The other DI rows (another scope, a singleton, a miss) are reported without a floor.
"""
import re
import sys



def floor_of(work):
    """How many times faster than its peer the row must be, or None when it has no floor."""
    if work.startswith("Rx"):
        return 5.0
    if "scoped override" in work:
        return 3.0
    return 30.0 if "default scope" in work else None

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
        "| Work | Core p50 | Peer | Peer p50 | Peer / Core | By hand p50 | Mallocs per op (Core / peer) | Floor |",
        "|---|---:|---|---:|---:|---:|---:|---|",
    ]
    missed = 0
    for work, ways in rows.items():
        peer = next(who for who in ways if who not in ("Core", "by hand"))
        core, other, hand = ways["Core"], ways[peer], ways["by hand"]
        ratio = other["time"] / max(core["time"], 1)
        floor = floor_of(work)
        if floor is None:
            verdict = "none"
        else:
            verdict = f"≥{floor:g}× met" if ratio >= floor else f"≥{floor:g}× MISSED"
            missed += ratio < floor
        lines.append(
            f"| {work} | {ns(core['time'])} | {peer} | {ns(other['time'])} | {ratio:.1f}× | {ns(hand['time'])} "
            f"| {core['mallocs']:g} / {other['mallocs']:g} | {verdict} |"
        )
    return "\n".join(lines), missed


def ns(value):
    return f"{value / 1000:.2f} µs" if value >= 1000 else f"{value:.0f} ns"


if __name__ == "__main__":
    text, missed = table(parse(sys.stdin.read()))
    print(text)
    sys.exit(1 if missed and "--check" in sys.argv else 0)
