#!/usr/bin/env python3
"""Mutation check: plants small bugs in a scratch copy and runs the tests that must catch them.

Usage: Scripts/mutate.py [--only ID ...] [--module NAME ...] [--timeout SECONDS] [--list]
       Scripts/mutate.py --generate N [--seed S] [--module NAME ...] [--floor F] [--keep-caught]

Two modes. The catalogue mode (the default) plants the bugs written by hand in Mutants/*.json,
each against the tests named for it. The generated mode (--generate) plants N mutants that
operators make at sites sampled with a seed across every source file, each against the whole
`swift test`; see the end of this help.

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
mutants one at a time, putting the file (and anything the tests wrote) back after each. Every
command runs under `nice -n 19`. A test run that exceeds the timeout counts as caught (a hang is
a visible failure). A catalogued mutant whose snippet is gone, or which no longer compiles, is an
error: the catalogue needs updating.

Exit status: catalogue mode, 0 when every module catches at least 90% and all modules together
at least 95%, with no errors; generated mode, 0 when every module catches at least 85% of its
non-equivalent mutants and all together at least 90%; 1 otherwise.
"""

import argparse
import json
import random
import re
import signal
import sys
import time
from pathlib import Path

# The helper modules beside this script; no __pycache__ left in the worktree.
sys.dont_write_bytecode = True
sys.path.insert(0, str(Path(__file__).resolve().parent / "mutation"))

import generated  # noqa: E402
from scratch import ROOT, Scratch, stop_running, tail  # noqa: E402

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


def main():
    parser = argparse.ArgumentParser(
        description=__doc__.split("\n\n")[0],
        epilog=__doc__.split("\n\n", 1)[1] + "\n" + generated.__doc__.split("\n\n", 1)[1],
        formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--only", nargs="*", default=[], help="run only these mutant ids (with --generate: these sites, all of them)")
    parser.add_argument("--module", nargs="*", default=[], help="run only these modules")
    parser.add_argument("--timeout", type=int, default=None,
                        help="seconds per test run before it counts as a hang (catalogue: 60; "
                        "generated: 4 times the unmutated run, at least 120)")
    parser.add_argument("--list", action="store_true",
                        help="list the catalogue (or, with --generate, the sampled sites) and exit")
    parser.add_argument("--check", action="store_true",
                        help="check that every snippet occurs once in the worktree, and exit")
    parser.add_argument("--verbose", action="store_true", help="show each test run's tail")
    parser.add_argument("--generate", type=int, metavar="N",
                        help="generated mode: sample N compiling mutants from every source file")
    parser.add_argument("--seed", type=int,
                        help="the generated mode's seed (default: a new one, printed)")
    parser.add_argument("--floor", type=int, default=20,
                        help="the generated mode's least share of a module (default 20)")
    parser.add_argument("--keep-caught", action="store_true",
                        help="generated mode: reuse the journal's caught, hang and "
                        "non-compiling outcomes of mutants whose file is unchanged, so that only "
                        "survivors run again")
    arguments = parser.parse_args()

    # A stopped run still restores the file it mutated (the `finally` blocks).
    def stop(number, frame):
        stop_running()
        sys.exit(f"mutate: stopped by signal {number}")

    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)
    if arguments.generate is not None:
        if arguments.seed is None:
            arguments.seed = random.SystemRandom().randrange(1, 100_000)
        if arguments.list:
            return generated.list_sites(arguments)
        return generated.run_generated(arguments)
    arguments.timeout = arguments.timeout or 60
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
    scratch = Scratch()
    print(f"mutate: {len(mutants)} mutants, {len(equivalents)} equivalent; "
          f"scratch {scratch.path}")
    scratch.sync()

    # Every snippet must occur exactly once, before anything runs.
    errors = []
    runnable = []
    for m in mutants:
        problem = snippet_problem(scratch.path, m)
        if problem:
            errors.append((m, problem))
        else:
            runnable.append(m)

    status, output = scratch.build()
    if status != 0:
        sys.exit(f"mutate: the unmutated sources do not build:\n{output[-3000:]}")
    tests = scratch.listed_tests()
    filters = sorted({m["filter"] for m in runnable})
    for test_filter in filters:
        if not any(re.search(test_filter, name) for name in tests):
            sys.exit(f"mutate: filter {test_filter!r} names no test")
    status, output, _ = scratch.test("|".join(f"({f})" for f in filters))
    if status != 0:
        sys.exit(f"mutate: the tests fail before any mutant is planted:\n{output[-3000:]}")
    print(f"mutate: baseline built and passing in {time.monotonic() - started:.0f}s")

    results = []  # (mutant, outcome) with outcome in caught, missed, hang
    for number, m in enumerate(runnable, 1):
        original = scratch.read(m["file"])
        scratch.write(m["file"], original.replace(m["original"], m["replacement"], 1))
        try:
            mutant_started = time.monotonic()
            status, output = scratch.build()
            if status != 0:
                errors.append((m, "does not compile:\n" + tail(output)))
                outcome = "error"
            else:
                status, output, ended = scratch.test(m["filter"], arguments.timeout)
                outcome = "hang" if ended == "timeout" else (
                    "missed" if status == 0 else "caught")
                results.append((m, outcome))
        finally:
            scratch.write(m["file"], original)
            scratch.restore()
        seconds = time.monotonic() - mutant_started
        print(f"[{number:>3}/{len(runnable)}] {outcome:<7} {seconds:5.0f}s  {m['module']}: {m['id']}",
              flush=True)
        if arguments.verbose and outcome != "error":
            print(tail(output))
    # Leave the scratch built from the restored sources.
    scratch.build()

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
