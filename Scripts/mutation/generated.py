"""The generated mode: mutants nobody picked by hand, sampled with a seed from every source file.

    make mutate MUTATE_ARGS="--generate 300 --seed 4711"

Sites. Every operator of sites.OPERATORS is applied everywhere it fits in every Swift file
under Sources/ (the library and the reference app; not Tests, Benchmarks or Examples). Each
site has a stable identity (file, operator, the trimmed text of its line, which identical line
it is, which match in the line) and an id hashed from it.

Sampling. Sites are ranked by sha1(seed | identity), a ranking that edits elsewhere in the tree
do not reshuffle, so a rerun with the same seed on changed code meets mostly the same mutants.
The N mutants are shared among modules in proportion to their sites, with a floor
(--floor, default 20) so that a small module's kill rate rests on more than a handful. A module
takes its sites in rank order; a mutant that does not compile is discarded, counted, and
replaced by the next site, so N counts mutants that compile. A module with fewer sites than its
share takes them all.

Running. Each mutant is planted in the scratch copy, built incrementally (one file and a
relink, a few seconds), and the whole `swift test` runs against it, stopped at the first
failure: a failing test, a crash or a nonzero exit is caught; a run past the timeout is a hang,
counted as caught. Then the file, and anything the tests wrote (a recorded golden, an
.actual.txt), is put back. The fuzz test's seed is pinned (HEADLESS_TABLE_FUZZ_SEED) so that
results do not depend on a random draw.

Equivalents. Mutants/Generated/equivalents.json holds judgements: {"id", "key", "mutated",
"reason"}, keyed by id. An equivalent mutant is listed with its reason, neither run nor counted
in the kill rate (it still fills its place in the sample, so marking one does not change which
others are drawn).

Resuming. Every outcome is appended to a journal beside the scratch tree
(<scratch>.journal/seed-<seed>.jsonl) with a fingerprint of Sources/ and Package.swift and one
of Tests/ and Fixtures/. A rerun reuses the outcomes whose fingerprints both match, so an
interrupted run continues where it stopped. --keep-caught also reuses caught, hang and
non-compiling outcomes of mutants whose file is unchanged (added tests cannot uncatch a
mutant; a change in another file rarely can), so that only survivors run again after tests
were written; the report says how many outcomes it reused, and a final run goes without it.

Rerunning survivors. --only ID ... with --generate runs just those sites (the ids the report
and the journal give), all of them, whatever N says; their outcomes join the seed's journal.

A build that does not recompile the mutated file (its output names every file it compiles) is
retried once after touching the file; a mutant still not compiled is listed, never counted.
"""

import hashlib
import json
import os
import time
from pathlib import Path

import scratch as scratch_module
from scratch import ROOT, Scratch, tail
from sites import OPERATORS, find_sites

EQUIVALENTS = ROOT / "Mutants" / "Generated" / "equivalents.json"
MODULE_TARGET = 0.85
OVERALL_TARGET = 0.90


def all_sites(root=ROOT):
    sites, texts = [], {}
    for path in sorted((root / "Sources").rglob("*.swift")):
        relative = str(path.relative_to(root))
        module = Path(relative).parts[1]
        text = path.read_text()
        texts[relative] = text
        sites.extend(find_sites(module, relative, text))
    return sites, texts


def rank(seed, site):
    return hashlib.sha1(f"{seed}|{site.key}".encode()).hexdigest()


def quotas(count_by_module, total, floor):
    """Each module's share of `total`: proportional to its sites, at least `floor` (or all its
    sites), the largest shares trimmed so the shares add up to `total`."""
    sites = sum(count_by_module.values())
    share = {m: max(min(floor, c), round(total * c / sites)) for m, c in count_by_module.items()}
    share = {m: min(s, count_by_module[m]) for m, s in share.items()}
    while sum(share.values()) > total:
        largest = max(share, key=lambda m: (share[m] - min(floor, count_by_module[m]), m))
        share[largest] -= 1
    while sum(share.values()) < total and any(share[m] < count_by_module[m] for m in share):
        room = [m for m in share if share[m] < count_by_module[m]]
        share[max(room, key=lambda m: (count_by_module[m] - share[m], m))] += 1
    return share


def tree_fingerprint(folders):
    digest = hashlib.sha1()
    for folder in folders:
        base = ROOT / folder
        paths = sorted(base.rglob("*")) if base.is_dir() else [base]
        for path in paths:
            if path.is_file() and not path.name.endswith(".actual.txt"):
                digest.update(str(path.relative_to(ROOT)).encode())
                digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


def load_equivalents():
    if not EQUIVALENTS.exists():
        return {}
    data = json.loads(EQUIVALENTS.read_text())
    return {entry["id"]: entry for entry in data["equivalent"]}


def load_journal(path):
    records = {}
    if path.exists():
        for line in path.read_text().splitlines():
            if line.strip():
                record = json.loads(line)
                records[record["id"]] = record
    return records


def text_hash(text):
    return hashlib.sha1(text.encode()).hexdigest()[:16]


def reusable(record, sources, tests, file_hash, keep_caught):
    """Whether a journaled outcome still holds: the same sources and tests (a resumed run), or,
    with --keep-caught, a caught, hung or non-compiling mutant of an unchanged file."""
    if record is None or record["outcome"] == "unbuilt":
        return False
    if record["sources"] == sources and record["tests"] == tests:
        return True
    return (keep_caught and record.get("file_hash") == file_hash
            and record["outcome"] in ("caught", "hang", "uncompilable"))


def run_generated(arguments):
    started = time.monotonic()
    seed = arguments.seed
    print(f"mutate: generated run, seed {seed}, {arguments.generate} mutants "
          f"(repeat with --generate {arguments.generate} --seed {seed})", flush=True)
    sites, texts = all_sites()
    if arguments.module:
        sites = [s for s in sites if s.module in arguments.module]
    if arguments.only:
        # A survivor's site, found again by its id; one whose line changed has a new id.
        missing = set(arguments.only) - {s.id for s in sites}
        if missing:
            print("mutate: no such sites (their line changed or went): "
                  + ", ".join(sorted(missing)), flush=True)
        sites = [s for s in sites if s.id in arguments.only]
    by_module = {}
    for site in sites:
        by_module.setdefault(site.module, []).append(site)
    for module_sites in by_module.values():
        module_sites.sort(key=lambda s: rank(seed, s))
    if arguments.only:
        share = {m: len(s) for m, s in by_module.items()}
    else:
        share = quotas({m: len(s) for m, s in by_module.items()}, arguments.generate,
                       arguments.floor)
    print("mutate: sites per module (share of the sample): " + ", ".join(
        f"{m} {len(by_module[m])} ({share[m]})" for m in sorted(by_module)), flush=True)

    equivalents = load_equivalents()
    sources = tree_fingerprint(["Sources", "Package.swift"])
    tests = tree_fingerprint(["Tests", "Fixtures"])
    scratch = Scratch()
    journal_path = Path(f"{scratch.path}.journal") / f"seed-{seed}.jsonl"
    journal_path.parent.mkdir(parents=True, exist_ok=True)
    journal = load_journal(journal_path)
    print(f"mutate: scratch {scratch.path}; journal {journal_path}", flush=True)

    scratch.sync()
    status, output = scratch.build()
    if status != 0:
        raise SystemExit(f"mutate: the unmutated sources do not build:\n{output[-3000:]}")
    environment = dict(os.environ, HEADLESS_TABLE_FUZZ_SEED=str(seed))
    baseline_started = time.monotonic()
    status, output, _ = scratch.test(environment=environment)
    baseline = time.monotonic() - baseline_started
    if status != 0:
        raise SystemExit(f"mutate: the tests fail before any mutant is planted:\n{output[-3000:]}")
    timeout = arguments.timeout or max(120, round(4 * baseline))
    print(f"mutate: baseline built and passing; the tests took {baseline:.0f}s, so a run past "
          f"{timeout}s is a hang", flush=True)

    queues = {m: list(s) for m, s in by_module.items()}
    taken = {m: 0 for m in by_module}
    results = []  # (site, record)
    reused = 0
    number = 0
    while True:
        open_modules = [m for m in queues if taken[m] < share[m] and queues[m]]
        if not open_modules:
            break
        module = min(open_modules, key=lambda m: (taken[m] / share[m], m))
        site = queues[module].pop(0)
        text = texts[site.file]
        mutated_line = site.mutated_line(text)
        base = {
            "id": site.id, "key": site.key, "module": site.module, "file": site.file,
            "line": site.line, "operator": site.operator, "original": site.line_text,
            "mutated": mutated_line, "sources": sources, "tests": tests,
            "file_hash": text_hash(text),
        }
        number += 1
        if site.id in equivalents:
            record = dict(base, outcome="equivalent", reason=equivalents[site.id]["reason"],
                          seconds=0)
        elif reusable(journal.get(site.id), sources, tests, base["file_hash"],
                      arguments.keep_caught):
            record = dict(journal[site.id])
            reused += 1
        else:
            record = dict(base, **plant(scratch, site, text, environment, timeout))
            with journal_path.open("a") as stream:
                stream.write(json.dumps(record) + "\n")
                stream.flush()
                os.fsync(stream.fileno())
        if record["outcome"] not in ("uncompilable", "unbuilt"):
            taken[module] += 1
        results.append((site, record))
        total_taken = sum(taken.values())
        print(f"[{total_taken:>3}/{sum(share.values())}] {record['outcome']:<12} "
              f"{record.get('seconds', 0):4.0f}s  {site.file}:{site.line} {site.operator}: "
              f"{describe(record)[:100]}", flush=True)
        if arguments.verbose and record.get("tail"):
            print(record["tail"])
    # Leave the scratch built from the restored sources.
    scratch.restore()
    scratch.build()
    return report(results, share, started, reused, timeout, seed, arguments)


def describe(record):
    """The change in one line: the mutated line, or what a dropped statement or guard was."""
    if record["mutated"]:
        return record["mutated"]
    return f"(removed) {record['original']}"


def compiled(output, relative):
    """Whether the build's output shows the file compiled (`Compiling <module> <file>`)."""
    name = Path(relative).name
    return any(line.split("Compiling ", 1)[-1].endswith(" " + name)
               for line in output.splitlines() if "Compiling " in line)


def plant(scratch, site, text, environment, timeout):
    mutant_started = time.monotonic()
    try:
        scratch.write(site.file, site.apply(text))
        status, output = scratch.build()
        if status == 0 and not compiled(output, site.file):
            # A build that did not recompile the mutated file would test the old code: touch
            # it and build again, and never count a mutant that still was not compiled.
            scratch.touch(site.file)
            status, output = scratch.build()
        if status == 0 and not compiled(output, site.file):
            outcome, last = "unbuilt", tail(output)
        elif status != 0:
            outcome, last = "uncompilable", ""
        else:
            status, output, ended = scratch.test(
                timeout=timeout, environment=environment, stop_at_failure=True)
            if ended == "timeout":
                outcome = "hang"
            elif ended == "stopped" or status != 0:
                outcome = "caught"
            else:
                outcome = "survived"
            last = tail(output, 8)
    finally:
        scratch.write(site.file, text)
        scratch.restore()
    return {"outcome": outcome, "seconds": round(time.monotonic() - mutant_started, 1),
            "tail": last if outcome in ("caught", "unbuilt") else ""}


def report(results, share, started, reused, timeout, seed, arguments):
    print()
    print("| module | sampled | discarded (no compile) | equivalent | run | caught | hang "
          "| survived | kill rate |")
    print("|---|---|---|---|---|---|---|---|---|")
    passed = True
    totals = [0] * 7
    for module in sorted(share):
        records = [r for (s, r) in results if s.module == module]
        counts = [sum(1 for r in records if r["outcome"] == o)
                  for o in ("uncompilable", "equivalent", "caught", "hang", "survived")]
        uncompilable, equivalent, caught, hang, survived = counts
        run = caught + hang + survived
        rate = (caught + hang) / run if run else 1.0
        passed = passed and rate >= MODULE_TARGET
        row = [len(records), uncompilable, equivalent, run, caught, hang, survived]
        totals = [a + b for a, b in zip(totals, row)]
        print(f"| {module} | " + " | ".join(map(str, row)) + f" | {rate:.1%} |")
    run, caught, hang = totals[3], totals[4], totals[5]
    overall = (caught + hang) / run if run else 1.0
    passed = passed and overall >= OVERALL_TARGET
    print("| all | " + " | ".join(map(str, totals)) + f" | {overall:.1%} |")

    by_operator = {}
    for site, record in results:
        if record["outcome"] in ("caught", "hang", "survived"):
            counts = by_operator.setdefault(site.operator, [0, 0])
            counts[1] += 1
            counts[0] += record["outcome"] != "survived"
    print("\nBy operator: " + ", ".join(
        f"{op} {by_operator[op][0]}/{by_operator[op][1]}"
        for op, _ in OPERATORS if op in by_operator))

    hangs = [r for (s, r) in results if r["outcome"] == "hang"]
    if hangs:
        print(f"\nHangs, caught by the {timeout}s timeout ({len(hangs)}):")
        for r in hangs:
            print(f"  {r['file']}:{r['line']} {r['operator']}: {describe(r)}")
    unbuilt = [r for (s, r) in results if r["outcome"] == "unbuilt"]
    if unbuilt:
        print(f"\nNot counted: the build did not recompile the mutated file ({len(unbuilt)}):")
        for r in unbuilt:
            print(f"  {r['file']}:{r['line']} {r['operator']}: {describe(r)}")
    survivors = [r for (s, r) in results if r["outcome"] == "survived"]
    print(f"\nSurvivors ({len(survivors)}):")
    for r in survivors:
        print(f"  {r['id']}  {r['module']}  {r['file']}:{r['line']}  {r['operator']}")
        print(f"      - {r['original']}")
        print(f"      + {r['mutated']}")
    equivalent = [r for (s, r) in results if r["outcome"] == "equivalent"]
    if equivalent:
        print(f"\nEquivalent, not counted ({len(equivalent)}):")
        for r in equivalent:
            print(f"  {r['id']}  {r['file']}:{r['line']} {r['operator']}: {describe(r)}")
            print(f"      because {r['reason']}")
    minutes, seconds = divmod(int(time.monotonic() - started), 60)
    print(f"\nmutate: seed {seed}: {caught + hang} of {run} caught ({overall:.1%}), "
          f"{totals[1]} discarded as not compiling, {totals[2]} equivalent, {reused} outcomes "
          f"reused from the journal, in {minutes}m{seconds:02d}s; target "
          f"{MODULE_TARGET:.0%} per module and {OVERALL_TARGET:.0%} overall: "
          f"{'met' if passed else 'NOT met'}.")
    return 0 if passed else 1


def list_sites(arguments):
    """--list with --generate: the sample's first candidates per module, without running."""
    sites, texts = all_sites()
    if arguments.module:
        sites = [s for s in sites if s.module in arguments.module]
    for site in sorted(sites, key=lambda s: rank(arguments.seed, s))[:arguments.generate]:
        record = {"original": site.line_text, "mutated": site.mutated_line(texts[site.file])}
        print(f"{site.id}  {site.file}:{site.line} {site.operator}: {describe(record)}")
    return 0
