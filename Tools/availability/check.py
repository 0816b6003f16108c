#!/usr/bin/env python3
"""Every package declares the Apple platforms it runs on, but this machine builds for Linux
only, where the compiler checks no Apple availability. So: list every declaration of the
standard library, Swift concurrency, regular expressions, Dispatch, Synchronization and
Foundation that each module references (from the compiler's typed AST, see dump_asts.py),
look each one up in those modules' symbol graphs, which carry their Apple availability even on
Linux, and fail on any introduced later than the platforms the module's package declares.

A reference is matched by its full path and argument labels (by base name when the AST gives
no labels). A name is flagged only when every declaration of it is newer: where an old
overload with the same labels exists (`AsyncThrowingStream.Iterator.next()` has the 10.15
one and a typed-throws macOS 15 one), the compiler picks by the argument types and the
deployment target, which this check cannot see; nor can it see an `if #available` guard.
Reviewed exceptions are in ALLOWED. Foundation's older classes (URLSession, Process,
FileHandle) carry no availability in swift-corelibs-foundation, so only the newer Foundation
(swift-foundation's) is checked.

Usage: check.py REPOSITORY --asts DIR --graphs DIR
"""
import glob
import json
import os
import re
import sys

CHECKED_MODULES = (
    "Swift", "_Concurrency", "_StringProcessing", "RegexBuilder", "Dispatch", "Synchronization", "Foundation",
    "FoundationEssentials", "FoundationInternationalization",
)

ALLOWED = {
    # `for try await` calls next(isolation:) only where the deployment target has it and
    # next() elsewhere; the compiler picks, no code calls it by name.
    "AsyncIteratorProtocol.next(isolation:)": "chosen by the compiler for `for await` loops",
}


def floors_of(manifest):
    """{platform: (major, minor)} the manifest declares, or {} when it declares none."""
    text = open(manifest).read()
    block = re.search(r"platforms:\s*\[(.*?)\]", text, re.S)
    if not block:
        return {}
    floors = {}
    for platform, major, minor in re.findall(r"\.(macOS|iOS|tvOS|watchOS|visionOS)\(\.v(\d+)(?:_(\d+))?\)", block.group(1)):
        floors[platform] = (int(major), int(minor or 0))
    return floors


def introduced(availability):
    """{platform: (major, minor)} where the declaration was introduced."""
    versions = {}
    for entry in availability:
        version = entry.get("introduced")
        if entry.get("domain") and version:
            versions[entry["domain"]] = (version.get("major", 0), version.get("minor", 0))
    return versions


def too_new(versions, floors):
    """The first platform whose floor is older than the declaration, as 'macOS 15.0'."""
    for platform, floor in floors.items():
        version = versions.get(platform)
        if version and version > floor:
            return f"{platform} {version[0]}.{version[1]}"
    return None


def main():
    repository = os.path.abspath(sys.argv[1])
    arguments = sys.argv[2:]
    asts = arguments[arguments.index("--asts") + 1]
    graphs = arguments[arguments.index("--graphs") + 1]
    declarations = {}  # name -> [(full path, {platform: version})] for every declaration so named
    for path in glob.glob(f"{graphs}/*.symbols.json"):
        for symbol in json.load(open(path))["symbols"]:
            versions = introduced(symbol.get("availability", []))
            parts = symbol["pathComponents"]
            full = ".".join(parts)
            for key in {full, ".".join(parts[:-1] + [parts[-1].split("(")[0]])}:
                declarations.setdefault(key, []).append((full, versions))
    if not any(versions for entries in declarations.values() for _, versions in entries):
        sys.exit("no symbol graph carried availability: the check would prove nothing")

    modules = json.load(open(os.path.join(asts, "modules.json")))
    reference = re.compile(r'(?:decl|bind)="(' + "|".join(CHECKED_MODULES) + r')\.\(file\)\.([^"@]*)')
    failures = []
    checked_packages = {}
    for module, info in sorted(modules.items()):
        package = info["package"]
        if package not in checked_packages:
            checked_packages[package] = floors_of(os.path.join(repository, package, "Package.swift"))
        floors = checked_packages[package]
        if not floors:
            failures.append(f"{package}/Package.swift declares no platforms (module {module})")
            continue
        text = open(os.path.join(asts, f"{module}.ast"), errors="replace").read()
        if "error:" in text and "(source_file" not in text:
            failures.append(f"{module}: the AST dump failed:\n{text[:2000]}")
            continue
        late = {}
        for match in reference.finditer(text):
            key = re.sub(r" \[with.*", "", match.group(2)).replace(" extension", "").strip()
            entries = declarations.get(key)
            if not entries or key in ALLOWED:
                continue
            reasons = [too_new(versions, floors) for _, versions in entries]
            if all(reasons):
                late[key] = sorted({f"{full} ({reason})" for (full, _), reason in zip(entries, reasons)})
        for key, found in sorted(late.items()):
            failures.append(f"{module} ({package}): {key} is newer than the package's platforms: {', '.join(found[:3])}")
    for failure in failures:
        print(failure)
    if failures:
        sys.exit("references newer than the platforms their packages declare (above)")
    described = ", ".join(
        f"{package}: " + " ".join(f"{platform} {major}.{minor}" for platform, (major, minor) in sorted(floors.items()))
        for package, floors in sorted(checked_packages.items()))
    print(f"{len(modules)} modules reference nothing newer than their packages' platforms ({described})")


main()
