#!/usr/bin/env python3
"""Every package declares the Apple platforms it runs on, but this machine builds for Linux
only, where the compiler checks no Apple availability. So: take every declaration of the
standard library, Swift concurrency, regular expressions, Dispatch, Synchronization and
Foundation that each module references (from the build's index, see references.py), look
each one up in those modules' symbol graphs, which carry their Apple availability even on
Linux, and fail on any introduced later than the platforms the module's package declares.

A reference names its declaration exactly (by USR), but is judged by its full path and
argument labels: a name is flagged only when every declaration of it is newer. Where an old
overload with the same labels exists (`AsyncThrowingStream.Iterator.next()` has the 10.15
one and a typed-throws macOS 15 one), the compiler here picks by what Linux has, the Apple
compiler by the deployment target, which this check cannot see; nor can it see an
`if #available` guard. Reviewed exceptions are in ALLOWED. Foundation's older classes
(URLSession, Process, FileHandle) carry no availability in swift-corelibs-foundation, so only
the newer Foundation (swift-foundation's FoundationEssentials and
FoundationInternationalization) is checked.

Usage: check.py REPOSITORY --references FILE --graphs DIR
"""
import glob
import json
import os
import re
import sys

ALLOWED = {
    # `for try await` calls next(isolation:) only where the deployment target has it and
    # next() elsewhere; the compiler picks, no code calls it by name.
    "AsyncIteratorProtocol.next(isolation:)": "chosen by the compiler for `for await` loops",
    # swift-foundation's copy carries its own, newer availability; Apple's Foundation has had
    # the method on StringProtocol, unannotated, since Swift 3.
    "String.data(using:allowLossyConversion:)": "in Apple's Foundation on every platform Core declares",
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
    references_file = arguments[arguments.index("--references") + 1]
    graphs = arguments[arguments.index("--graphs") + 1]
    declarations = {}  # full path -> [{platform: version}] for every declaration so named
    names = {}  # USR -> full path
    for path in glob.glob(f"{graphs}/*.symbols.json"):
        for symbol in json.load(open(path))["symbols"]:
            full = ".".join(symbol["pathComponents"])
            names[symbol["identifier"]["precise"]] = full
            declarations.setdefault(full, []).append(introduced(symbol.get("availability", [])))
    if not any(versions for entries in declarations.values() for versions in entries):
        sys.exit("no symbol graph carried availability: the check would prove nothing")

    modules = json.load(open(references_file))
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
        late = {}
        for usr in info["references"]:
            full = names.get(usr)
            if full is None or full in ALLOWED:
                continue
            reasons = [too_new(versions, floors) for versions in declarations[full]]
            if all(reasons):
                late[full] = sorted(set(reasons))
        for full, reasons in sorted(late.items()):
            failures.append(f"{module} ({package}): {full} is newer than the package's platforms ({', '.join(reasons)})")
    for failure in failures:
        print(failure)
    if failures:
        sys.exit("references newer than the platforms their packages declare (above)")
    described = ", ".join(
        f"{package}: " + " ".join(f"{platform} {major}.{minor}" for platform, (major, minor) in sorted(floors.items()))
        for package, floors in sorted(checked_packages.items()))
    print(f"{len(modules)} modules reference nothing newer than their packages' platforms ({described})")


main()
