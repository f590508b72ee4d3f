#!/usr/bin/env python3
"""Mutation check: plants each catalogued bug in a scratch copy and runs the tests meant to catch it.

Usage: Scripts/mutate.py [--only ID ...] [--module NAME ...] [--timeout SECONDS] [--list]

The catalogue is one JSON file per module in Mutants/: {"module": NAME, "mutants": [...]}. Each
mutant is an exact source edit and the `swift test --filter` that must fail on it:

    {"id": "december-refused", "kind": "range",
     "file": "Sources/Models/Films/CalendarDate+String.swift",
     "original": "(1...12).contains(month)", "replacement": "(1..<12).contains(month)",
     "filter": "ModelsTests.CalendarDateTests", "description": "a December date is refused"}

The original must occur exactly once in the file. A mutant with an "equivalent" key (its value
says why) cannot change behaviour: it is listed with its reason and neither run nor counted.

The scratch copy lives outside the worktree (default: /tmp/headless-table-mutate/<worktree name>,
or $MUTATE_SCRATCH) and is kept between runs, so its `.build` is reused: each run syncs the sources
into it, builds once, checks that every filter names tests and passes unmutated, then plants the
mutants one at a time, restoring the file after each. A test run that exceeds the timeout counts as
caught (a hang is a visible failure). A mutant whose snippet is gone, or which no longer compiles,
is an error: the catalogue needs updating.

Exit status: 0 when every module catches at least 90% and all modules together at least 95%, with
no errors; 1 otherwise.
"""

import argparse
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CATALOGUE = ROOT / "Mutants"
MODULE_TARGET = 0.90
OVERALL_TARGET = 0.95


def load_catalogue():
    mutants = []
    for path in sorted(CATALOGUE.glob("*.json")):
        data = json.loads(path.read_text())
        module = data["module"]
        for entry in data["mutants"]:
            entry["module"] = module
            entry["catalogue"] = path.name
            mutants.append(entry)
    ids = [m["id"] for m in mutants]
    duplicates = {i for i in ids if ids.count(i) > 1}
    if duplicates:
        sys.exit(f"mutate: duplicate mutant ids: {', '.join(sorted(duplicates))}")
    return mutants


def snippet_problem(root, mutant):
    """Why `mutant` cannot be planted in the tree at `root`, or None."""
    path = root / mutant["file"]
    if not path.exists():
        return f"file {mutant['file']} not found"
    count = path.read_text().count(mutant["original"])
    if count != 1:
        return f"snippet occurs {count} times in {mutant['file']} (must be once)"
    if mutant["original"] == mutant["replacement"]:
        return "the replacement is the original"
    return None


# The command running now, so that a timeout or a stopped run ends the test runner
# `swift test` starts as well: left running, a hung runner would keep the scratch
# `.build` locked.
running = None


def stop_running():
    """Kills every process in the session of the command running now (`swift test` starts its
    runner in a process group of its own, but in the same session)."""
    if running is None:
        return
    for name in os.listdir("/proc"):
        if not name.isdigit():
            continue
        try:
            if os.getsid(int(name)) == running.pid:
                os.kill(int(name), signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass
    running.wait()


def run(command, cwd, timeout=None):
    """Runs `command`; returns (exit status or None on timeout, combined output)."""
    global running
    running = subprocess.Popen(
        command, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
        errors="replace", start_new_session=True)
    try:
        output, _ = running.communicate(timeout=timeout)
        return running.returncode, output
    except subprocess.TimeoutExpired:
        stop_running()
        return None, ""
    finally:
        running = None


def sync_scratch(scratch):
    """Makes the scratch tree's sources equal to the worktree's, touching only files that differ.

    Unchanged files keep their timestamps, so the scratch `.build` stays valid and the build
    after a sync is incremental. (A copied `.build` would not be: its module cache records
    absolute paths.)
    """
    skipped = {".build", ".git", ".swiftpm"}
    scratch.mkdir(parents=True, exist_ok=True)
    wanted = set()
    for folder, folders, files in os.walk(ROOT):
        relative = Path(folder).relative_to(ROOT)
        if relative == Path("."):
            folders[:] = [f for f in folders if f not in skipped]
            files = [f for f in files if f not in skipped]
        for name in files:
            path = relative / name
            wanted.add(path)
            source, target = ROOT / path, scratch / path
            data = source.read_bytes()
            if not target.exists() or target.read_bytes() != data:
                target.parent.mkdir(parents=True, exist_ok=True)
                target.write_bytes(data)
                shutil.copymode(source, target)
    for folder, folders, files in os.walk(scratch):
        relative = Path(folder).relative_to(scratch)
        if relative == Path("."):
            folders[:] = [f for f in folders if f not in skipped]
        for name in files:
            if relative / name not in wanted:
                (scratch / relative / name).unlink()


def build(scratch):
    return run(["swift", "build", "--build-tests"], scratch)


def test(scratch, test_filter, timeout):
    return run(["swift", "test", "--skip-build", "--filter", test_filter], scratch, timeout)


def listed_tests(scratch):
    status, output = run(["swift", "test", "--skip-build", "--list-tests"], scratch)
    if status != 0:
        sys.exit(f"mutate: could not list the tests:\n{output[-3000:]}")
    return [line.strip() for line in output.splitlines() if "." in line and "/" in line]


def tail(output, lines=15):
    return "\n".join("      " + line for line in output.rstrip().splitlines()[-lines:])


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", nargs="*", default=[], help="run only these mutant ids")
    parser.add_argument("--module", nargs="*", default=[], help="run only these modules")
    parser.add_argument("--timeout", type=int, default=60, help="seconds per test run")
    parser.add_argument("--list", action="store_true", help="list the catalogue and exit")
    parser.add_argument("--check", action="store_true",
                        help="check that every snippet occurs once in the worktree, and exit")
    parser.add_argument("--verbose", action="store_true", help="show each test run's tail")
    arguments = parser.parse_args()

    # A stopped run still restores the file it mutated (the `finally` below).
    def stop(number, frame):
        stop_running()
        sys.exit(f"mutate: stopped by signal {number}")

    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)
    catalogue = load_catalogue()
    selected = [
        m for m in catalogue
        if (not arguments.only or m["id"] in arguments.only)
        and (not arguments.module or m["module"] in arguments.module)]
    if arguments.list:
        for m in selected:
            mark = "  (equivalent)" if "equivalent" in m else ""
            print(f"{m['module']:<22} {m['id']:<44} {m['kind']}{mark}")
        return 0
    if arguments.check:
        problems = [(m, problem) for m in selected if (problem := snippet_problem(ROOT, m))]
        for m, problem in problems:
            print(f"{m['module']}: {m['id']}: {problem}")
        print(f"mutate: {len(selected) - len(problems)} of {len(selected)} snippets apply")
        return 1 if problems else 0
    equivalents = [m for m in selected if "equivalent" in m]
    mutants = [m for m in selected if "equivalent" not in m]
    if arguments.only:
        unknown = set(arguments.only) - {m["id"] for m in catalogue}
        if unknown:
            sys.exit(f"mutate: no such mutants: {', '.join(sorted(unknown))}")

    started = time.monotonic()
    scratch = Path(os.environ.get(
        "MUTATE_SCRATCH", f"/tmp/headless-table-mutate/{ROOT.name}"))
    print(f"mutate: {len(mutants)} mutants, {len(equivalents)} equivalent; scratch {scratch}")
    sync_scratch(scratch)

    # Every snippet must occur exactly once, before anything runs.
    errors = []
    runnable = []
    for m in mutants:
        problem = snippet_problem(scratch, m)
        if problem:
            errors.append((m, problem))
        else:
            runnable.append(m)

    status, output = build(scratch)
    if status != 0:
        sys.exit(f"mutate: the unmutated sources do not build:\n{output[-3000:]}")
    tests = listed_tests(scratch)
    filters = sorted({m["filter"] for m in runnable})
    for test_filter in filters:
        if not any(re.search(test_filter, name) for name in tests):
            sys.exit(f"mutate: filter {test_filter!r} names no test")
    status, output = test(scratch, "|".join(f"({f})" for f in filters), None)
    if status != 0:
        sys.exit(f"mutate: the tests fail before any mutant is planted:\n{output[-3000:]}")
    print(f"mutate: baseline built and passing in {time.monotonic() - started:.0f}s")

    results = []  # (mutant, outcome) with outcome in caught, missed, hang
    for number, m in enumerate(runnable, 1):
        path = scratch / m["file"]
        original = path.read_text()
        path.write_text(original.replace(m["original"], m["replacement"], 1))
        try:
            mutant_started = time.monotonic()
            status, output = build(scratch)
            if status != 0:
                errors.append((m, "does not compile:\n" + tail(output)))
                outcome = "error"
            else:
                status, output = test(scratch, m["filter"], arguments.timeout)
                outcome = "hang" if status is None else ("missed" if status == 0 else "caught")
                results.append((m, outcome))
        finally:
            path.write_text(original)
        seconds = time.monotonic() - mutant_started
        print(f"[{number:>3}/{len(runnable)}] {outcome:<7} {seconds:5.0f}s  {m['module']}: {m['id']}",
              flush=True)
        if arguments.verbose and outcome != "error":
            print(tail(output))
    # Leave the scratch built from the restored sources.
    build(scratch)

    print()
    print("| module | caught | total | % | equivalent |")
    print("|---|---|---|---|---|")
    modules = sorted({m["module"] for m in selected})
    passed = True
    total_caught = total = 0
    for module in modules:
        outcomes = [o for (m, o) in results if m["module"] == module]
        caught = sum(1 for o in outcomes if o != "missed")
        count = len(outcomes)
        equivalent = sum(1 for m in equivalents if m["module"] == module)
        share = caught / count if count else 1.0
        passed = passed and share >= MODULE_TARGET
        total_caught += caught
        total += count
        print(f"| {module} | {caught} | {count} | {share:.0%} | {equivalent} |")
    overall = total_caught / total if total else 1.0
    passed = passed and overall >= OVERALL_TARGET and not errors
    print(f"| all | {total_caught} | {total} | {overall:.0%} | {len(equivalents)} |")

    hangs = [m for (m, o) in results if o == "hang"]
    if hangs:
        print(f"\nCaught by the {arguments.timeout}s timeout (a hang counts as caught):")
        for m in hangs:
            print(f"  {m['module']}: {m['id']}")
    survivors = [m for (m, o) in results if o == "missed"]
    print(f"\nSurvivors ({len(survivors)}):")
    for m in survivors:
        print(f"  {m['module']}: {m['id']} ({m['file']}), filter {m['filter']}")
        print(f"      {m['description']}")
    if equivalents:
        print(f"\nEquivalent, not counted ({len(equivalents)}):")
        for m in equivalents:
            print(f"  {m['module']}: {m['id']}: {m['equivalent']}")
    if errors:
        print(f"\nErrors ({len(errors)}): these mutants no longer apply; update the catalogue.")
        for m, reason in errors:
            print(f"  {m['module']}: {m['id']}: {reason}")
    minutes, seconds = divmod(int(time.monotonic() - started), 60)
    print(f"\nmutate: {total_caught} of {total} caught ({overall:.0%}) in {minutes}m{seconds:02d}s; "
          f"target {MODULE_TARGET:.0%} per module and {OVERALL_TARGET:.0%} overall: "
          f"{'met' if passed else 'NOT met'}.")
    return 0 if passed else 1


if __name__ == "__main__":
    sys.exit(main())
