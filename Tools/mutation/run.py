#!/usr/bin/env python3
"""Applies each mutation in mutations.json in turn, runs the tests it names, and reports which
mutations the suite kills and which survive. The tree is restored after each one, even when
the run is interrupted. Not part of CI: each mutation costs an incremental build and a test run.

    Tools/mutation/run.py                 every mutation
    Tools/mutation/run.py --only ID ...   some of them
    Tools/mutation/run.py --all-tests     the whole suite for each, not just its filter
"""
import argparse
import json
import pathlib
import subprocess
import sys
import time

HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parents[1]
TIMEOUT = 900  # seconds for one build or test run; a mutation that hangs the suite counts as killed


def run(command):
    try:
        # Terminal tests print raw escape bytes; a byte that is not UTF-8 must not stop the run.
        done = subprocess.run(command, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                              errors="replace", timeout=TIMEOUT)
        return done.returncode, done.stdout
    except subprocess.TimeoutExpired:
        return None, ""


def executed(output):
    """How many XCTest tests a run executed (its last summary line)."""
    counts = [int(line.split()[1]) for line in output.splitlines() if line.strip().startswith("Executed ")]
    return counts[-1] if counts else 0


def baseline(filters, scratch):
    """Each filter on the unmutated tree: it must pass and run at least one test, or a
    mutation's failing run would prove nothing."""
    status, output = run(["swift", "build", "--build-tests", "--scratch-path", scratch])
    if status != 0:
        sys.exit("the unmutated tree does not build:\n" + output[-2000:])
    broken = []
    for test_filter in sorted(filters):
        status, output = run(["swift", "test", "--skip-build", "--scratch-path", scratch, "--filter", test_filter])
        if status != 0 or executed(output) == 0:
            broken.append(test_filter)
    if broken:
        sys.exit("these filters fail or match no test before any mutation: " + ", ".join(broken))


def outcome(mutation, scratch, all_tests):
    path = ROOT / mutation["file"]
    original = path.read_text()
    found = original.count(mutation["from"])
    if found != 1:
        return f"stale: the original text occurs {found} times in {mutation['file']}; update the list"
    path.write_text(original.replace(mutation["from"], mutation["to"]))
    try:
        status, output = run(["swift", "build", "--build-tests", "--scratch-path", scratch])
        if status != 0:
            return "does not compile (not a useful mutation)"
        command = ["swift", "test", "--skip-build", "--scratch-path", scratch]
        if not all_tests:
            command += ["--filter", mutation["tests"]]
        status, output = run(command)
        if status is None:
            return "killed (the tests hung)"
        return "killed" if status != 0 else "SURVIVED"
    finally:
        path.write_text(original)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--only", nargs="*", default=None, help="ids of the mutations to run")
    parser.add_argument("--all-tests", action="store_true", help="run the whole suite for each mutation")
    parser.add_argument("--scratch-path", default=".build-mutation", help="build folder (kept apart from .build)")
    options = parser.parse_args()
    mutations = json.loads((HERE / "mutations.json").read_text())
    if options.only:
        mutations = [m for m in mutations if m["id"] in options.only]
    baseline(set() if options.all_tests else {m["tests"] for m in mutations}, options.scratch_path)
    results = []
    for mutation in mutations:
        started = time.time()
        result = outcome(mutation, options.scratch_path, options.all_tests)
        results.append((mutation["id"], result))
        print(f"{mutation['id']}: {result} ({time.time() - started:.0f} s) - {mutation['guarantee']}", flush=True)
    killed = sum(1 for _, result in results if result.startswith("killed"))
    survived = [name for name, result in results if result == "SURVIVED"]
    other = len(results) - killed - len(survived)
    print(f"{killed} killed, {len(survived)} survived, {other} stale or not compiling, of {len(results)}")
    return 1 if survived or other else 0


if __name__ == "__main__":
    sys.exit(main())
