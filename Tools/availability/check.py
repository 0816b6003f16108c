#!/usr/bin/env python3
"""Core must run on iOS 13, macOS 10.15, tvOS 13 and watchOS 6, but this machine builds for
Linux only, where the compiler does not check Apple availability. So: list every declaration
of the standard library, _Concurrency and Dispatch that Core and CoreTesting reference (from
the compiler's typed AST), look each one up in those modules' symbol graphs (which carry their
Apple availability even on Linux), and fail on any introduced later than Core's platforms.

A reference is matched by its full path and argument labels (by base name when the AST gives
no labels). A name is flagged only when every declaration of it is newer: where an old
overload with the same labels exists (`AsyncThrowingStream.Iterator.next()` has the 10.15
one and a typed-throws macOS 15 one), the compiler picks by the argument types and the
deployment target, which this check cannot see. Reviewed exceptions are in ALLOWED.

Usage: check.py AST_DUMP... --graphs DIR
"""
import glob
import json
import re
import sys

FLOORS = {"macOS": (10, 15), "iOS": (13, 0), "tvOS": (13, 0), "watchOS": (6, 0)}

ALLOWED = {
    # `for try await` calls next(isolation:) only where the deployment target has it and
    # next() elsewhere; the compiler picks, Core never calls it by name.
    "AsyncIteratorProtocol.next(isolation:)": "chosen by the compiler for `for await` loops",
}


def newer(availability):
    for entry in availability:
        floor = FLOORS.get(entry.get("domain"))
        introduced = entry.get("introduced")
        if floor and introduced:
            version = (introduced.get("major", 0), introduced.get("minor", 0))
            if version > floor:
                return f"{entry['domain']} {version[0]}.{version[1]}"
    return None


def main():
    args = sys.argv[1:]
    graphs = args[args.index("--graphs") + 1]
    dumps = args[: args.index("--graphs")]
    versions = {}  # name -> the availability of each declaration so named (None: old enough)
    for path in glob.glob(f"{graphs}/*.symbols.json"):
        for symbol in json.load(open(path))["symbols"]:
            introduced = newer(symbol.get("availability", []))
            parts = symbol["pathComponents"]
            full = ".".join(parts)
            for key in (full, ".".join(parts[:-1] + [parts[-1].split("(")[0]])):
                versions.setdefault(key, []).append((full, introduced))
    late = {
        key: {f"{full} ({introduced})" for full, introduced in entries}
        for key, entries in versions.items()
        if all(introduced for _, introduced in entries)
    }
    if not late:
        sys.exit("no symbol graph carried availability: the check would prove nothing")
    found = {}
    reference = re.compile(r'(?:decl|bind)="(Swift|_Concurrency|Dispatch)\.\(file\)\.([^"@]*)')
    for dump in dumps:
        for match in reference.finditer(open(dump, errors="replace").read()):
            key = re.sub(r" \[with.*", "", match.group(2)).replace(" extension", "").strip()
            if key in late and key not in ALLOWED:
                found[key] = late[key]
    for key, symbols in sorted(found.items()):
        print(f"{key} may be newer than Core's platforms: {', '.join(sorted(symbols)[:3])}")
    if found:
        sys.exit("Core references declarations newer than iOS 13 / macOS 10.15 (see above)")
    print(f"no reference newer than iOS 13 / macOS 10.15 / tvOS 13 / watchOS 6 ({len(late)} late names checked)")


main()
