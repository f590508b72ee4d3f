import Cassowary
import Foundation
import HeadlessRender
import ListKit
import ReferenceScreens

/// The workload: N film cells of about 17 constraints each (the six of the talk, pins,
/// intrinsic sizes, the cell's width as an edit), titles of 20 to 110 columns in an 80-column
/// table. Build+solve and resize (suggest a new width, re-solve) with one solver per cell and
/// with all cells in one solver. The same systems go to `$TMPDIR/headless-table/`, where
/// Scripts/kiwi_native.sh times kiwi's C++ solver on them (compiled at -O2 from the kiwisolver
/// sdist) and Scripts/kiwi_benchmark.py times kiwisolver through Python, in the same run; the
/// suite prints each of our rows' ratio against kiwi C++.
let layoutSuite = BenchmarkSuite(name: "layout") { runner in
  var ours: [String: BenchmarkResult] = [:]
  for count in [1_000, 10_000] {
    // Under `--only`, a size none of whose rows is named is not even prepared: callgrind runs
    // of one 1,000-cell row then skip the 10,000-cell set-up.
    if let only = runner.onlyNamed, !only.hasPrefix("layout: \(count) cells") { continue }
    // The specs are the input, prepared outside the timings as the kiwi programs read their
    // files first; building variables, expressions and constraints is timed.
    let cells = FilmCellSystem.systems(FilmCellSystem.cells(count: count))
    let constraints = count * FilmCellSystem.constraintsPerCell
    let perCell = runner.measure(
      "layout: \(count) cells, one solver each, build+solve", iterations: perCellIterations
    ) {
      blackHole(cells.enumerated().map { FilmCellSystem.solve($1, index: $0) })
    }
    if !perCell.samples.isEmpty {
      runner.note("\(microseconds(perCell.median, per: constraints)) per constraint")
    }
    let perCellResize = runner.measure(
      "layout: \(count) cells, one solver each, resize", iterations: perCellIterations,
      setUp: { cells.enumerated().map { FilmCellSystem.solve($1, index: $0) } }
    ) { solved in
      for index in solved.indices { FilmCellSystem.resize(&solved[index], to: 60) }
    }
    let shared = runner.measure("layout: \(count) cells, one solver, build+solve", iterations: 3) {
      blackHole(FilmCellSystem.solve(cells))
    }
    if !shared.samples.isEmpty {
      runner.note("\(microseconds(shared.median, per: constraints)) per constraint")
    }
    let sharedResize = runner.measure(
      "layout: \(count) cells, one solver, resize", iterations: 3,
      setUp: { FilmCellSystem.solve(cells) }
    ) { solved in
      FilmCellSystem.resize(&solved, to: 60)
    }
    for result in [perCell, perCellResize, shared, sharedResize] { ours[result.name] = result }
  }
  // The kiwi comparisons run with the whole suite, not for one `--only` row.
  if runner.onlyNamed == nil, !runner.runsOnce {
    writeSystems(runner)
    runKiwiNative(runner, ours: ours)
    runKiwiPython(runner)
  }
}

/// Samples per one-solver-each row, here and in kiwi_benchmark.cpp: a 1,000-cell sample takes
/// a few milliseconds, and on a shared machine a median of five moved between 6 and 14 ms from
/// one run to the next.
private let perCellIterations = 11

/// Our rows' targets against kiwi C++: at most its time per cell, a tenth of it in one solver.
private let kiwiTargets: [(row: String, limit: Double)] = [
  ("one solver each, build+solve", 1), ("one solver each, resize", 1),
  ("one solver, build+solve", 0.1), ("one solver, resize", 0.1),
]

private func microseconds(_ duration: Duration, per count: Int) -> String {
  let nanoseconds = Double(duration / .nanoseconds(1))
  return String(format: "%.3f us", nanoseconds / 1_000 / Double(count))
}

/// Where the systems are written for the kiwi programs: outside the package, since a file under
/// Benchmarks/ would be an unhandled resource to SwiftPM.
private let systemsFolder = FileManager.default.temporaryDirectory
  .appendingPathComponent("headless-table")
private let benchmarksFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

/// Writes the 1,000- and 10,000-cell systems as JSON (for Python) and as text (for C++).
@MainActor
private func writeSystems(_ runner: BenchmarkRunner) {
  do {
    try FileManager.default.createDirectory(at: systemsFolder, withIntermediateDirectories: true)
    let widths = [1_000, 10_000].map { FilmCellSystem.cells(count: $0) }
    let data = try JSONSerialization.data(
      withJSONObject: ["systems": widths.map { FilmCellSystem.json($0) }])
    try data.write(
      to: systemsFolder.appendingPathComponent("layout-systems.json"), options: .atomic)
    try Data(FilmCellSystem.text(widths).utf8).write(
      to: systemsFolder.appendingPathComponent("layout-systems.txt"), options: .atomic)
  } catch {
    runner.note("kiwi comparisons skipped: \(error)")
  }
}

/// Runs Scripts/kiwi_native.sh (kiwi's C++ at -O2) on the text systems, prints its rows as
/// ours are printed, then each of our rows' ratio against kiwi C++'s with the target.
@MainActor
private func runKiwiNative(_ runner: BenchmarkRunner, ours: [String: BenchmarkResult]) {
  // Our lines are buffered; print them before the script's.
  fflush(nil)
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = [
    "bash", benchmarksFolder.appendingPathComponent("Scripts/kiwi_native.sh").path,
    systemsFolder.appendingPathComponent("layout-systems.txt").path,
  ]
  let pipe = Pipe()
  process.standardOutput = pipe
  do {
    try process.run()
  } catch {
    runner.note("kiwi C++ comparison skipped: \(error)")
    return
  }
  let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  process.waitUntilExit()
  var kiwi: [String: BenchmarkResult] = [:]
  for line in output.split(separator: "\n") {
    let fields = line.split(separator: "\t")
    let figures = fields.dropFirst().compactMap { Int64($0) }
    guard fields.count == 4, figures.count == 3 else {
      print(line)
      continue
    }
    // The median, min and max as three samples: `report` prints the same figures from them.
    let result = BenchmarkResult(
      name: String(fields[0]), samples: figures.map { .nanoseconds($0) })
    runner.report(result)
    kiwi[result.name] = result
  }
  guard !kiwi.isEmpty else { return }
  print("ratios against kiwi C++ (our median / kiwi's, then our fastest sample / kiwi's):")
  for count in [1_000, 10_000] {
    for (row, limit) in kiwiTargets {
      guard let our = ours["layout: \(count) cells, \(row)"] else { continue }
      guard let their = kiwi["kiwi C++: \(count) cells, \(row)"] else {
        // Kiwi's one solver is skipped past 1,000 cells (its substitution walks every row, so
        // it takes at least ten times as long for ten times the cells): the ratio against ten
        // times its 1,000-cell figure is an upper bound of ours.
        if let smaller = kiwi["kiwi C++: \(count / 10) cells, \(row)"] {
          let bound = BenchmarkResult(name: smaller.name, samples: [smaller.median * 10])
          runner.target("\(count) cells, \(row), at most", our, bound, atMost: limit)
        } else {
          runner.note("\(count) cells, \(row): no kiwi C++ figure")
        }
        continue
      }
      runner.target("\(count) cells, \(row)", our, their, atMost: limit)
      // On a shared machine a sample of a few milliseconds often waits for another process;
      // the fastest sample on each side is the one that waited least.
      let fastest = (our.min / .nanoseconds(1)) / (their.min / .nanoseconds(1))
      runner.note(String(format: "  fastest sample against fastest: %.2fx", fastest))
    }
  }
}

/// Runs Scripts/kiwi_benchmark.py (kiwisolver through Python) on the JSON systems.
@MainActor
private func runKiwiPython(_ runner: BenchmarkRunner) {
  fflush(nil)
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = [
    "python3", benchmarksFolder.appendingPathComponent("Scripts/kiwi_benchmark.py").path,
    systemsFolder.appendingPathComponent("layout-systems.json").path,
  ]
  do {
    try process.run()
    process.waitUntilExit()
  } catch {
    runner.note("kiwisolver comparison skipped: \(error)")
  }
}

/// One film cell's constraints, built by hand as the DSL would, over its own 12 variables.
struct FilmCellSystem {
  static let constraintsPerCell = 17
  static let tableWidth = 80.0
  static let sizePriority = LayoutPriority(999)

  /// Title widths, 20 to 110 columns, from a fixed seed.
  static func cells(count: Int) -> [Double] {
    var state: UInt64 = 6
    return (0..<count).map { _ in
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(20 + Int((state >> 33) % 91))
    }
  }

  /// A relation over cell variables: `(index, coefficient)` terms, constant, relation,
  /// priority. Variables: parent, episode, title, each left, top, width, height.
  typealias Spec = (
    terms: [(Int, Double)], constant: Double, relation: Constraint.Relation,
    priority: LayoutPriority
  )

  static func specs(titleWidth: Double) -> [Spec] {
    let (parentLeft, parentTop, parentWidth, parentHeight) = (0, 1, 2, 3)
    let (episodeLeft, episodeTop, episodeWidth, episodeHeight) = (4, 5, 6, 7)
    let (titleLeft, titleTop, titleWidthVariable, titleHeight) = (8, 9, 10, 11)
    var specs: [Spec] = [
      ([(parentLeft, 1)], 0, .equal, .required),
      ([(parentTop, 1)], 0, .equal, .required),
      ([(episodeLeft, 1), (parentLeft, -1)], -1, .equal, .required),
      ([(episodeTop, 1), (parentTop, -1)], -1, .equal, .required),
      (
        [(episodeTop, 1), (episodeHeight, 1), (parentTop, -1), (parentHeight, -1)], 1, .equal,
        .required
      ),
      ([(titleLeft, 1), (episodeLeft, -1), (episodeWidth, -1)], -1, .equal, .required),
      (
        [(titleLeft, 1), (titleWidthVariable, 1), (parentLeft, -1), (parentWidth, -1)], 1,
        .lessThanOrEqual, .required
      ),
      (
        [(titleTop, 1), (titleHeight, 0.5), (episodeTop, -1), (episodeHeight, -0.5)], 0, .equal,
        .required
      ),
    ]
    // The episode label resists compression at 751, as a real cell sets it, so that a long
    // title (not the episode) is what gives way and the layout is not ambiguous.
    for (variable, size, compression) in [
      (episodeWidth, 10.0, LayoutPriority(751)), (episodeHeight, 1, .defaultHigh),
      (titleWidthVariable, titleWidth, .defaultHigh), (titleHeight, 1, .defaultHigh),
    ] {
      specs.append(([(variable, 1)], -size, .lessThanOrEqual, .defaultLow))
      specs.append(([(variable, 1)], -size, .greaterThanOrEqual, compression))
    }
    return specs
  }

  /// Each cell's specs, from its title width.
  static func systems(_ titleWidths: [Double]) -> [[Spec]] {
    titleWidths.map { specs(titleWidth: $0) }
  }

  static let names = ["parent", "episode", "title"].flatMap { view in
    ["left", "top", "width", "height"].map { "\(view).\($0)" }
  }

  /// Solved cells, and each cell's width variable (its edit), kept for resizing as the kiwi
  /// programs keep theirs.
  struct Solved {
    var solver: ConstraintSolver
    var edits: [Variable]
  }

  /// One cell in a solver of its own, named by its index as the kiwi programs name it.
  struct SolvedCell {
    var solver: ConstraintSolver
    var edit: Variable
  }

  /// Builds and solves the cells in one solver, each with its width as an edit at 999, added
  /// before the cell's constraints and suggested after them.
  static func solve(_ systems: [[Spec]]) -> Solved {
    var solver = ConstraintSolver()
    let edits = systems.enumerated().map { add($1, index: $0, to: &solver) }
    _ = try? solver.resolveAmbiguity()
    return Solved(solver: solver, edits: edits)
  }

  /// Builds and solves cell `index` in a solver of its own.
  static func solve(_ specs: [Spec], index: Int) -> SolvedCell {
    var solver = ConstraintSolver()
    let edit = add(specs, index: index, to: &solver)
    _ = try? solver.resolveAmbiguity()
    return SolvedCell(solver: solver, edit: edit)
  }

  /// Adds one cell's variables and constraints and suggests its width; returns the width.
  private static func add(_ specs: [Spec], index: Int, to solver: inout ConstraintSolver)
    -> Variable
  {
    // `cell<index>.` once, then each anchor: the names kiwi_benchmark.cpp builds, without
    // interpolating the index twelve times.
    let prefix = "cell" + String(index) + "."
    let variables = names.map { solver.makeVariable(named: prefix + $0) }
    // The edit comes first, as the layout engine adds it when it is made (ConstraintLayout).
    try? solver.addEditVariable(variables[2], priority: sizePriority)
    for spec in specs {
      let expression = LinearExpression(
        terms: spec.terms.map { LinearExpression.Term(variables[$0.0], $0.1) },
        constant: spec.constant)
      _ = try? solver.add(Constraint(expression, spec.relation, priority: spec.priority, text: ""))
    }
    try? solver.suggestValue(variables[2], tableWidth)
    return variables[2]
  }

  /// Suggests a new width for every cell's edit and re-solves.
  static func resize(_ cells: inout Solved, to width: Double) {
    for edit in cells.edits { try? cells.solver.suggestValue(edit, width) }
  }

  /// Suggests a new width for the cell's edit and re-solves.
  static func resize(_ cell: inout SolvedCell, to width: Double) {
    try? cell.solver.suggestValue(cell.edit, width)
  }

  /// The systems as whitespace-separated text for kiwi_benchmark.cpp (its header describes the
  /// format): the same constraints, in the same order, as `solve` adds them.
  static func text(_ systems: [[Double]]) -> String {
    let operators: [Constraint.Relation: Int] = [
      .equal: 0, .lessThanOrEqual: 1, .greaterThanOrEqual: 2,
    ]
    var text = "\(systems.count)\n"
    for titleWidths in systems {
      text += "\(titleWidths.count) \(names.count) 2 \(sizePriority.rawValue) \(tableWidth) 60\n"
      for titleWidth in titleWidths {
        let specs = specs(titleWidth: titleWidth)
        text += "\(specs.count)\n"
        for spec in specs {
          text += "\(operators[spec.relation] ?? 0) \(spec.priority.rawValue) \(spec.constant)"
          text += " \(spec.terms.count)"
          for (index, coefficient) in spec.terms { text += " \(index) \(coefficient)" }
          text += "\n"
        }
      }
    }
    return text
  }

  /// The cells as JSON for the kiwisolver script.
  static func json(_ titleWidths: [Double]) -> [String: Any] {
    let relations: [Constraint.Relation: String] = [
      .equal: "==", .lessThanOrEqual: "<=", .greaterThanOrEqual: ">=",
    ]
    return [
      "variablesPerCell": 12, "editVariable": 2, "editPriority": Double(sizePriority.rawValue),
      "width": tableWidth, "resizeWidth": 60,
      "cells": titleWidths.map { titleWidth in
        specs(titleWidth: titleWidth).map { spec in
          [
            "terms": spec.terms.map { [$0.0, $0.1] as [Any] }, "constant": spec.constant,
            "op": relations[spec.relation] ?? "==", "priority": Double(spec.priority.rawValue),
          ] as [String: Any]
        }
      },
    ]
  }
}
