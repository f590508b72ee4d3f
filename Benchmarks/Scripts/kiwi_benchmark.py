#!/usr/bin/env python3
"""Times kiwisolver on the film-cell systems that `benchmarks layout` wrote as JSON.

Usage: python3 kiwi_benchmark.py SYSTEMS.json
where SYSTEMS.json is what `swift run -c release benchmarks layout` writes, by default
$TMPDIR/headless-table/layout-systems.json (/tmp/headless-table/layout-systems.json).

Priorities map onto kiwi's strengths as 1000 -> required, 999 -> strong, 750 and 751 ->
medium (751 as medium times 1.001), 250 -> weak. Kiwi folds strengths into one double (strong 1e6, medium 1e3, weak 1), which the
last figure shows: 1,400 labels at medium outweigh a table width at strong.
"""
import json
import subprocess
import sys
import time

try:
    import kiwisolver
except ImportError:
    subprocess.check_call([sys.executable, "-m", "pip", "install", "--quiet", "kiwisolver==1.5.1"])
    import kiwisolver

STRENGTHS = {1000.0: "required", 999.0: "strong", 751.0: "medium", 750.0: "medium",
             250.0: "weak"}
NAMES = [f"{view}.{anchor}" for view in ("parent", "episode", "title")
         for anchor in ("left", "top", "width", "height")]


def strength(priority):
    base = getattr(kiwisolver.strength, STRENGTHS.get(priority, "weak"))
    return base * 1.001 if priority == 751.0 else base


def add_cell(solver, system, cell_index, cell):
    variables = [kiwisolver.Variable(f"cell{cell_index}.{name}") for name in NAMES]
    # The edit comes first, as the layout engine adds it when it is made (ConstraintLayout).
    edit = variables[system["editVariable"]]
    solver.addEditVariable(edit, strength(system["editPriority"]))
    for spec in cell:
        expression = sum((coefficient * variables[int(index)]
                          for index, coefficient in spec["terms"]), spec["constant"])
        op = spec["op"]
        if op == "==":
            constraint = expression == 0
        elif op == "<=":
            constraint = expression <= 0
        else:
            constraint = expression >= 0
        solver.addConstraint(constraint | strength(spec["priority"]))
    solver.suggestValue(edit, system["width"])
    return edit


def median(samples):
    ordered = sorted(samples)
    return ordered[len(ordered) // 2]


def report(name, seconds, constraints=None):
    line = f"{name:<56} median {seconds * 1e3:9.3f} ms"
    if constraints:
        line += f"  ({seconds * 1e6 / constraints:.3f} us per constraint)"
    print(line, flush=True)


def per_cell(system, iterations=3):
    cells = system["cells"]
    constraints = sum(len(cell) + 1 for cell in cells)
    builds, resizes = [], []
    for _ in range(iterations):
        start = time.perf_counter()
        solvers = []
        for index, cell in enumerate(cells):
            solver = kiwisolver.Solver()
            edit = add_cell(solver, system, index, cell)
            solver.updateVariables()
            solvers.append((solver, edit))
        builds.append(time.perf_counter() - start)
        start = time.perf_counter()
        for solver, edit in solvers:
            solver.suggestValue(edit, system["resizeWidth"])
            solver.updateVariables()
        resizes.append(time.perf_counter() - start)
    count = len(cells)
    report(f"kiwi: {count} cells, one solver each, build+solve", median(builds), constraints)
    report(f"kiwi: {count} cells, one solver each, resize", median(resizes))


def one_solver(system, iterations=1):
    cells = system["cells"]
    constraints = sum(len(cell) + 1 for cell in cells)
    builds, resizes = [], []
    for _ in range(iterations):
        start = time.perf_counter()
        solver = kiwisolver.Solver()
        edits = [add_cell(solver, system, index, cell) for index, cell in enumerate(cells)]
        solver.updateVariables()
        builds.append(time.perf_counter() - start)
        start = time.perf_counter()
        for edit in edits:
            solver.suggestValue(edit, system["resizeWidth"])
        solver.updateVariables()
        resizes.append(time.perf_counter() - start)
    count = len(cells)
    report(f"kiwi: {count} cells, one solver, build+solve", median(builds), constraints)
    report(f"kiwi: {count} cells, one solver, resize", median(resizes))


def weight_overflow(count=1400, width=80):
    """1,400 rows of 100-column labels in an 80-column table (the layout test's case)."""
    solver = kiwisolver.Solver()
    table = kiwisolver.Variable("parent.width")
    for index in range(count):
        label = kiwisolver.Variable(f"label{index}.width")
        solver.addConstraint(label >= 0)
        solver.addConstraint(label <= table - 2)
        solver.addConstraint((label >= 100) | "medium")
        solver.addConstraint((label <= 100) | "weak")
    solver.addEditVariable(table, "strong")
    solver.suggestValue(table, width)
    solver.updateVariables()
    print(f"kiwi: {count} labels at 750 in a {width}-column table at 999: "
          f"table width {table.value():.0f} (ours keeps {width})", flush=True)


USAGE = """usage: python3 kiwi_benchmark.py SYSTEMS.json

Times kiwisolver on the film-cell systems in SYSTEMS.json, the file that
`swift run -c release benchmarks layout` writes (by default
$TMPDIR/headless-table/layout-systems.json) before it runs this script itself."""


def main():
    if len(sys.argv) != 2 or sys.argv[1] in ("-h", "--help"):
        print(USAGE, file=sys.stderr)
        sys.exit(2)
    with open(sys.argv[1]) as file:
        systems = json.load(file)["systems"]
    print(f"== kiwisolver {kiwisolver.__version__} ==", flush=True)
    for system in systems:
        per_cell(system)
    for system in systems:
        if len(system["cells"]) <= 1000:
            one_solver(system)
        else:
            print(f"kiwi: {len(system['cells'])} cells, one solver: skipped "
                  "(quadratic; about 100x the 1,000-cell time)", flush=True)
    weight_overflow()


if __name__ == "__main__":
    main()
