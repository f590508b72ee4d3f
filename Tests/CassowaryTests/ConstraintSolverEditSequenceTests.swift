import Cassowary
import TestSupport
import Testing

/// Edits moved again and again, between constraints added and removed: after every step the
/// required constraints hold and every priority level is violated exactly as much as when the
/// constraints and the edits' current values are solved afresh. Suggestions in a row with no
/// pivot between them reuse the rows the edit was found in, which these sequences exercise.
@Suite(.tags(.stress)) struct ConstraintSolverEditSequenceTests {
  /// 100 in `swift test`, 2,500 in `make stress`.
  static let caseCount = StressMode.cases(100)
  static let firstSeed: UInt64 = 0x4544_4954
  /// The seeds in four runs, checked side by side.
  static let seedRuns = SeedRuns.split(caseCount, from: firstSeed, into: 4)

  @Test(arguments: seedRuns)
  func suggestionsBetweenAddsAndRemovalsKeepTheSolutionOptimal(seeds: Range<UInt64>) async {
    let (checked, problem) = await DedicatedThread.run { Self.check(seeds) }
    if let problem { Issue.record(Comment(rawValue: problem)) }
    #expect(checked == seeds.count)
  }

  /// Checks the cases of `seeds` in order, stopping at the first problem.
  static func check(_ seeds: Range<UInt64>) -> (checked: Int, problem: String?) {
    var checked = 0
    for seed in seeds {
      if let problem = problem(seed) { return (checked, "seed \(seed): \(problem)") }
      checked += 1
    }
    return (checked, nil)
  }

  /// What goes wrong in the sequence of `seed`, if anything.
  static func problem(_ seed: UInt64) -> String? {
    var random = SeededGenerator(state: seed)
    let (system, variables) = ConstraintSolverRandomizedTests.makeSystem(&random)
    var solver = ConstraintSolver()
    for name in system.names { _ = solver.makeVariable(named: name) }
    var kept: [(ConstraintSolver.ConstraintID, Constraint)] = []
    let edited = Array(variables.shuffled(using: &random).prefix(2))
    var suggested: [Double] = []
    // Levels the comparison counts (ConstraintSolverRandomizedTests.priorities).
    let editPriorities: [LayoutPriority] = [LayoutPriority(900), .medium]
    do {
      for constraint in system.constraints { kept.append((try solver.add(constraint), constraint)) }
      for (index, variable) in edited.enumerated() {
        try solver.addEditVariable(variable, priority: editPriorities[index])
        suggested.append(solver.value(of: variable))
      }
    } catch {
      return "building: \(error)"
    }
    var steps: [String] = []
    for _ in 0..<12 {
      let choice = Int.random(in: 0..<10, using: &random)
      do {
        if choice < 7 {
          let index = Int.random(in: 0..<edited.count, using: &random)
          let value = Double(Int.random(in: -120...120, using: &random))
          try solver.suggestValue(edited[index], value)
          suggested[index] = value
          steps.append("\(edited[index]) := \(LayoutNumber(value))")
        } else if choice < 9, !kept.isEmpty {
          let index = Int.random(in: 0..<kept.count, using: &random)
          try solver.remove(kept[index].0)
          steps.append("remove \(kept[index].1)")
          kept.remove(at: index)
        } else {
          let (extra, _) = ConstraintSolverRandomizedTests.makeSystem(&random)
          let optional = extra.constraints.filter { !$0.isRequired }
          guard let constraint = optional.randomElement(using: &random) else { continue }
          kept.append((try solver.add(constraint), constraint))
          steps.append("add \(constraint)")
        }
      } catch {
        return "after \(steps.joined(separator: ", ")): \(error)"
      }
      let edits = zip(edited, suggested).enumerated().map { index, pair in
        Constraint(
          LinearExpression(terms: [.init(pair.0)], constant: -pair.1), .equal,
          priority: editPriorities[index], text: "edit \(pair.0)")
      }
      if let problem = ConstraintSolverRemovalTests.problem(
        solver, kept: kept.map(\.1) + edits, variables)
      {
        return "after \(steps.joined(separator: ", ")): \(problem)"
      }
    }
    return nil
  }
}

/// A suggested value as a step prints it.
private struct LayoutNumber: CustomStringConvertible {
  var value: Double
  init(_ value: Double) { self.value = value }
  var description: String { value == value.rounded() ? String(Int(value)) : String(value) }
}
