#!/usr/bin/env python3
"""Dumps the typed AST of every Swift module a SwiftPM build compiled, with the arguments that
build used, and says which package each module belongs to.

SwiftPM writes every compile command of a build, whether or not it ran this time, to its
manifest (`.build/debug.yaml`). Each module's command is run again here in `-dump-ast` mode:
same sources, search paths, defines and flags, no object code. The typed AST names every
declaration a module references, with the module it comes from.

Usage: dump_asts.py REPOSITORY BUILD_MANIFEST OUTPUT_DIR
Writes OUTPUT_DIR/MODULE.ast for each module and OUTPUT_DIR/modules.json:
{module: {"package": directory of its Package.swift, relative to REPOSITORY}}.
"""
import concurrent.futures
import json
import os
import re
import subprocess
import sys

# Flags that make the build write something (objects, modules, indexes, headers) or choose how
# it runs; the AST dump needs none of them. The first set takes a value.
DROPPED_WITH_VALUE = {
    "-emit-module-path", "-output-file-map", "-index-store-path", "-emit-objc-header-path",
    "-emit-module-interface-path", "-emit-private-module-interface-path", "-emit-package-module-interface-path",
    "-o",
}
DROPPED = {
    "-emit-dependencies", "-emit-module", "-incremental", "-c", "-enable-batch-mode", "-serialize-diagnostics",
    "-parseable-output", "-emit-objc-header", "-g", "-v", "-whole-module-optimization", "-emit-module-interface",
    "-enable-library-evolution",
}


def commands(manifest):
    """{module: (arguments, first source)} for every Swift module compiled by the manifest."""
    text = open(manifest).read()
    found = {}
    for block in re.finditer(r'^  "C\.[^"]+\.module":\n((?:    .*\n)+)', text, re.M):
        body = block.group(1)
        args = re.search(r"^    args: (\[.*\])$", body, re.M)
        inputs = re.search(r"^    inputs: (\[.*\])$", body, re.M)
        if not args or not inputs:
            continue
        arguments = json.loads(args.group(1))
        if not arguments or not arguments[0].endswith("swiftc") or "-module-name" not in arguments:
            continue
        module = arguments[arguments.index("-module-name") + 1]
        sources = [path for path in json.loads(inputs.group(1)) if path.endswith(".swift")]
        found[module] = (arguments, sources[0] if sources else "")
    return found


# Flags whose value is another tool's argument, kept as they are (`-Xcc -g` is clang's).
PASSED_ON = {"-Xcc", "-Xfrontend", "-Xllvm", "-Xlinker", "-Xclang-linker"}


def dump_arguments(arguments):
    kept, skip, pass_on = [], False, False
    for argument in arguments:
        if pass_on:
            kept.append(argument)
            pass_on = False
        elif skip:
            skip = False
        elif argument in PASSED_ON:
            kept.append(argument)
            pass_on = True
        elif argument in DROPPED_WITH_VALUE:
            skip = True
        elif argument not in DROPPED and not re.fullmatch(r"-j\d+", argument):
            kept.append(argument)
    return kept + ["-dump-ast"]


def package_of(repository, source):
    directory = os.path.dirname(os.path.abspath(source))
    while directory.startswith(repository) and directory != repository:
        if os.path.exists(os.path.join(directory, "Package.swift")):
            return os.path.relpath(directory, repository)
        directory = os.path.dirname(directory)
    return "."


def main():
    repository, manifest, output = os.path.abspath(sys.argv[1]), sys.argv[2], sys.argv[3]
    os.makedirs(output, exist_ok=True)
    # Modules whose code SwiftPM generates into the build folder (the test runner's entry and
    # discovered-test lists) are not the repository's: nothing there is ours to check.
    build = os.path.dirname(os.path.abspath(manifest)) + os.sep
    modules = {module: command for module, command in commands(manifest).items()
               if not os.path.abspath(command[1]).startswith(build)}
    if not modules:
        sys.exit(f"no Swift module in {manifest}: build first")

    def dump(module):
        arguments, _ = modules[module]
        with open(os.path.join(output, f"{module}.ast"), "w") as out:
            subprocess.run(dump_arguments(arguments), stdout=out, stderr=subprocess.STDOUT, check=False)

    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        list(pool.map(dump, modules))
    json.dump(
        {module: {"package": package_of(repository, source)} for module, (_, source) in modules.items()},
        open(os.path.join(output, "modules.json"), "w"), indent=1, sort_keys=True)


main()
