#!/usr/bin/env python3
"""Lists what every Swift module of a SwiftPM debug build references, read from the index the
compiler wrote while it built (SwiftPM passes `-index-store-path`), and which package each
module belongs to: the compiler's own resolution of each name, without compiling again.

The index holds one unit per compiled source file: its module, its source, and the record of
the symbols that file declares and references, each named by its USR, the identifier a
module's symbol graph gives the same declaration. Only references count, implicit ones
included (a `for await` loop's `next()`), not declarations or conformances.

Every module the build manifest compiles must have an index unit for each of its sources, so
a missing or stale index fails here rather than passing unchecked.

Usage: references.py REPOSITORY BUILD_MANIFEST OUTPUT_JSON
Writes {module: {"package": directory of its Package.swift, relative to REPOSITORY,
"references": [USR, ...]}}.
"""
import ctypes
import json
import os
import re
import subprocess
import sys

REFERENCE = 1 << 2


class StringRef(ctypes.Structure):
    _fields_ = [("data", ctypes.c_char_p), ("length", ctypes.c_size_t)]

    def text(self):
        return ctypes.string_at(self.data, self.length).decode() if self.length else ""


def library():
    """The toolchain's libIndexStore, beside its runtime resources (`usr/lib`)."""
    info = subprocess.run(["swiftc", "-print-target-info"], capture_output=True, text=True, check=True).stdout
    lib = os.path.dirname(json.loads(info)["paths"]["runtimeResourcePath"])
    for name in ("libIndexStore.so", "libIndexStore.dylib"):
        if os.path.exists(os.path.join(lib, name)):
            return ctypes.CDLL(os.path.join(lib, name))
    sys.exit(f"no libIndexStore in {lib}: the toolchain should ship it")


def bind(lib):
    """Declares the C signatures used here (indexstore.h)."""
    pointer, string = ctypes.c_void_p, StringRef
    for name, result, arguments in [
        ("indexstore_store_create", pointer, [ctypes.c_char_p, ctypes.POINTER(pointer)]),
        ("indexstore_store_units_apply_f", ctypes.c_bool, [pointer, ctypes.c_uint, pointer, pointer]),
        ("indexstore_unit_reader_create", pointer, [pointer, ctypes.c_char_p, ctypes.POINTER(pointer)]),
        ("indexstore_unit_reader_dispose", None, [pointer]),
        ("indexstore_unit_reader_get_main_file", string, [pointer]),
        ("indexstore_unit_reader_get_module_name", string, [pointer]),
        ("indexstore_unit_reader_dependencies_apply_f", ctypes.c_bool, [pointer, pointer, pointer]),
        ("indexstore_unit_dependency_get_kind", ctypes.c_int, [pointer]),
        ("indexstore_unit_dependency_get_name", string, [pointer]),
        ("indexstore_record_reader_create", pointer, [pointer, ctypes.c_char_p, ctypes.POINTER(pointer)]),
        ("indexstore_record_reader_dispose", None, [pointer]),
        ("indexstore_record_reader_occurrences_apply_f", ctypes.c_bool, [pointer, pointer, pointer]),
        ("indexstore_occurrence_get_symbol", pointer, [pointer]),
        ("indexstore_occurrence_get_roles", ctypes.c_uint64, [pointer]),
        ("indexstore_symbol_get_usr", string, [pointer]),
        ("indexstore_error_get_description", ctypes.c_char_p, [pointer]),
    ]:
        function = getattr(lib, name)
        function.restype, function.argtypes = result, arguments
    return lib


NAMES = ctypes.CFUNCTYPE(ctypes.c_bool, ctypes.c_void_p, StringRef)
EACH = ctypes.CFUNCTYPE(ctypes.c_bool, ctypes.c_void_p, ctypes.c_void_p)
RECORD_DEPENDENCY = 2


def read_index(lib, store_path, wanted):
    """{(module, main file): {referenced USR}} for the units of the store whose module and real
    path are in `wanted`: the others (the system modules', a deleted file's) are not read."""
    error = ctypes.c_void_p()
    store = lib.indexstore_store_create(store_path.encode(), ctypes.byref(error))
    if not store:
        sys.exit(f"cannot open the index at {store_path}: {lib.indexstore_error_get_description(error)}")
    unit_names = []
    lib.indexstore_store_units_apply_f(store, 0, None, NAMES(lambda _, name: unit_names.append(name.text()) or True))
    read_records = {}
    units = {}
    for unit_name in unit_names:
        unit = lib.indexstore_unit_reader_create(store, unit_name.encode(), ctypes.byref(error))
        if not unit:
            sys.exit(f"cannot read index unit {unit_name}: {lib.indexstore_error_get_description(error)}")
        key = (lib.indexstore_unit_reader_get_module_name(unit).text(),
               os.path.realpath(lib.indexstore_unit_reader_get_main_file(unit).text()))
        if key not in wanted:
            lib.indexstore_unit_reader_dispose(unit)
            continue
        records = []

        def dependency(_, found):
            if lib.indexstore_unit_dependency_get_kind(found) == RECORD_DEPENDENCY:
                records.append(lib.indexstore_unit_dependency_get_name(found).text())
            return True

        lib.indexstore_unit_reader_dependencies_apply_f(unit, None, EACH(dependency))
        lib.indexstore_unit_reader_dispose(unit)
        references = units.setdefault(key, set())
        for record_name in records:
            if record_name not in read_records:
                read_records[record_name] = read_record(lib, store, record_name)
            references |= read_records[record_name]
    return units


def read_record(lib, store, record_name):
    error = ctypes.c_void_p()
    record = lib.indexstore_record_reader_create(store, record_name.encode(), ctypes.byref(error))
    if not record:
        sys.exit(f"cannot read index record {record_name}: {lib.indexstore_error_get_description(error)}")
    found = set()

    def occurrence(_, each):
        if lib.indexstore_occurrence_get_roles(each) & REFERENCE:
            found.add(lib.indexstore_symbol_get_usr(lib.indexstore_occurrence_get_symbol(each)).text())
        return True

    lib.indexstore_record_reader_occurrences_apply_f(record, None, EACH(occurrence))
    lib.indexstore_record_reader_dispose(record)
    return found


def compiled_sources(manifest):
    """{module: [source]} for every Swift module the build manifest compiles."""
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
        found[module] = [path for path in json.loads(inputs.group(1)) if path.endswith(".swift")]
    return found


def package_of(repository, source):
    directory = os.path.dirname(os.path.abspath(source))
    while directory.startswith(repository) and directory != repository:
        if os.path.exists(os.path.join(directory, "Package.swift")):
            return os.path.relpath(directory, repository)
        directory = os.path.dirname(directory)
    return "."


def main():
    repository, manifest, output = os.path.abspath(sys.argv[1]), sys.argv[2], sys.argv[3]
    build = os.path.dirname(os.path.abspath(manifest))
    configuration = os.path.splitext(os.path.basename(manifest))[0]
    # Modules whose code SwiftPM generates into the build folder (the test runner's entry and
    # discovered-test lists) are not the repository's: nothing there is ours to check.
    modules = {module: sources for module, sources in compiled_sources(manifest).items()
               if sources and not os.path.abspath(sources[0]).startswith(build + os.sep)}
    if not modules:
        sys.exit(f"no Swift module in {manifest}: build first")
    store = os.path.join(build, configuration, "index", "store")
    if not os.path.isdir(store):
        sys.exit(f"no index at {store}: build first (SwiftPM indexes debug builds while it builds)")
    wanted = {(module, os.path.realpath(source)) for module, sources in modules.items() for source in sources}
    by_source = read_index(bind(library()), store, wanted)
    result, unindexed = {}, []
    for module, sources in sorted(modules.items()):
        references = set()
        for source in sources:
            found = by_source.get((module, os.path.realpath(source)))
            if found is None:
                unindexed.append(f"{module}: {source}")
            else:
                references |= found
        result[module] = {"package": package_of(repository, sources[0]), "references": sorted(references)}
    if unindexed:
        sys.exit("the index has no unit for these compiled sources (build again):\n" + "\n".join(unindexed[:20]))
    json.dump(result, open(output, "w"), indent=0, sort_keys=True)


main()
