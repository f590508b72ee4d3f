import Cassowary
import TestSupport
import Testing

/// Random adds, removals, edits, suggestions and tie-breaks through the solver's API, with
/// required constraints small enough to pin variables and to conflict with each other: after
/// every operation that succeeds the required constraints hold; after every one that throws the
/// solver shows exactly what it showed before (every value, the constraints, the edits), and
/// after every step it shows exactly what a twin shows that was given only the operations that
/// succeeded, so that a refusal leaves no trace for later steps either; and at the end the
/// constraints kept, added afresh in their order and shuffled, give way as much each after
/// ``ConstraintSolver/resolveAmbiguity()`` as in the solver that lived through it all.
@Suite(.tags(.stress)) struct ConstraintSolverOperationSequenceTests {
  /// 200 in `swift test`, 5,000 in `make stress`.
  static let caseCount = StressMode.cases(200)
  static let firstSeed: UInt64 = 0x4F50_5345
  /// The seeds in four runs, checked side by side.
  static let seedRuns = SeedRuns.split(caseCount, from: firstSeed, into: 4)
  static let stepCount = 24
  static let names = (0..<4).map { "v\($0)" }
  static let priorities: [LayoutPriority] = [.weak, .medium, .strong]
  typealias Id = ConstraintSolver.ConstraintID

  @Test(arguments: seedRuns)
  func randomOperationsKeepTheRequiredConstraintsAndRefuseWithoutChangingAnything(
    seeds: Range<UInt64>
  ) async {
    let (checked, problem) = await DedicatedThread.run { Self.check(seeds) }
    if let problem { Issue.record(Comment(rawValue: problem)) }
    #expect(checked == seeds.count)
  }

  /// Seeds past the first 200 whose constraints, added afresh, gave way differently than in
  /// the solver that lived through the sequence, while the tie-break was a weighted sum alone:
  /// in 2338, `-v0 <= -5.0`, `2 * v0 <= -2.0` and `v0`'s edit, all at 750, weigh 2, 1.8 and 1.6,
  /// and moving `v0` by 1 changes them by -1, +2 and -1, so that every `v0` from -1 to 0 tied.
  @Test(arguments: [225, 229, 2338] as [UInt64])
  func theSeedsWhoseTieDependedOnTheOrderOfAddingNowAgree(offset: UInt64) {
    let seed = Self.firstSeed + offset
    let (checked, problem) = Self.check(seed..<(seed + 1))
    #expect(problem == nil, "\(problem ?? "")")
    #expect(checked == 1)
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

  /// What the API shows of a solver: every variable's value, the constraints, the edits and
  /// whether the optimum is ambiguous.
  struct Observed: Equatable, CustomStringConvertible {
    var values: [Double]
    var constraints: [Constraint]
    var edited: [Bool]
    var isAmbiguous: Bool

    init(_ solver: ConstraintSolver, _ variables: [Variable]) {
      values = variables.map { solver.value(of: $0) }
      constraints = solver.constraints
      edited = variables.map { solver.hasEditVariable($0) }
      isAmbiguous = solver.isAmbiguous
    }

    var description: String {
      "values \(values), \(constraints.count) constraints, edits \(edited), "
        + "ambiguous: \(isAmbiguous)"
    }
  }

  /// A random constraint over one or two variables with small whole or half coefficients and
  /// constants, written as it reads: `2 * v0 - v1 <= 3`.
  static func randomConstraint(
    _ variables: [Variable], priority: LayoutPriority, _ random: inout SeededGenerator
  ) -> Constraint {
    let picked = variables.shuffled(using: &random).prefix(Int.random(in: 1...2, using: &random))
    let terms = picked.map {
      LinearExpression.Term($0, Double([-2, -1, 1, 2].randomElement(using: &random) ?? 1))
    }
    let relations: [(Constraint.Relation, String)] = [
      (.equal, "=="), (.lessThanOrEqual, "<="), (.greaterThanOrEqual, ">="),
    ]
    let (relation, symbol) = relations.randomElement(using: &random) ?? (.equal, "==")
    let right = Double(Int.random(in: -12...12, using: &random)) / 2
    var text = ""
    for term in terms {
      let sign = term.coefficient < 0 ? "-" : "+"
      let size = Swift.abs(term.coefficient) == 1 ? "" : "\(Int(Swift.abs(term.coefficient))) * "
      text += text.isEmpty ? (sign == "-" ? "-" : "") : " \(sign) "
      text += size + term.variable.name
    }
    return Constraint(
      LinearExpression(terms: terms, constant: -right), relation, priority: priority,
      text: "\(text) \(symbol) \(right)")
  }

  /// What goes wrong in the sequence of `seed`, if anything.
  static func problem(_ seed: UInt64) -> String? {
    var random = SeededGenerator(state: seed)
    var solver = ConstraintSolver()
    let variables = names.map { solver.makeVariable(named: $0) }
    var twin = solver
    // Each constraint kept, with its ids in the solver and in the twin.
    var kept: [(id: Id, twinID: Id, constraint: Constraint)] = []
    // Each edit's priority and the value it holds the variable to, by variable id.
    var edits: [Int: (priority: LayoutPriority, value: Double)] = [:]
    var steps: [String] = []
    for step in 0..<stepCount {
      let before = Observed(solver, variables)
      let choice = Int.random(in: 0..<13, using: &random)
      let variable = variables.randomElement(using: &random) ?? variables[0]
      var refused: Constraint?
      do {
        switch choice {
        case 0..<3:
          let constraint = randomConstraint(variables, priority: .required, &random)
          refused = constraint
          let id = try solver.add(constraint)
          refused = nil
          kept.append((id, try twin.add(constraint), constraint))
          steps.append("add \(constraint)")
        case 3..<6:
          let priority = priorities.randomElement(using: &random) ?? .weak
          let constraint = randomConstraint(variables, priority: priority, &random)
          kept.append((try solver.add(constraint), try twin.add(constraint), constraint))
          steps.append("add \(constraint)")
        case 6..<8:
          guard !kept.isEmpty else { continue }
          let index = Int.random(in: 0..<kept.count, using: &random)
          try solver.remove(kept[index].id)
          try twin.remove(kept[index].twinID)
          steps.append("remove \(kept[index].constraint)")
          kept.remove(at: index)
        case 8:
          guard edits[variable.id] == nil else { continue }
          let priority = priorities.randomElement(using: &random) ?? .weak
          let value = solver.value(of: variable)
          try solver.addEditVariable(variable, priority: priority)
          try twin.addEditVariable(variable, priority: priority)
          edits[variable.id] = (priority, value)
          steps.append("edit \(variable) ~ \(priority.rawValue)")
        case 9..<11:
          guard let edit = edits[variable.id] else { continue }
          let value = Double(Int.random(in: -20...20, using: &random)) / 2
          try solver.suggestValue(variable, value)
          try twin.suggestValue(variable, value)
          edits[variable.id] = (edit.priority, value)
          steps.append("\(variable) := \(value)")
        case 11:
          guard edits[variable.id] != nil else { continue }
          try solver.removeEditVariable(variable)
          try twin.removeEditVariable(variable)
          edits[variable.id] = nil
          steps.append("no edit of \(variable)")
        default:
          try solver.resolveAmbiguity()
          try twin.resolveAmbiguity()
          steps.append("resolve")
        }
      } catch {
        let place = "step \(step), after \(steps.joined(separator: ", "))"
        guard let refused, case .unsatisfiable(let named, _) = error as? ConstraintSolverError,
          named == refused.description
        else {
          return "\(place): \(error)"
        }
        let after = Observed(solver, variables)
        if after != before {
          return "\(place): refusing \(refused) changed \(before) to \(after)"
        }
        steps.append("refused \(refused)")
        continue
      }
      let (observed, twinObserved) = (Observed(solver, variables), Observed(twin, variables))
      if observed != twinObserved {
        return
          "after \(steps.joined(separator: ", ")): \(observed), but \(twinObserved) in the twin"
      }
      let values = variables.map { solver.value(of: $0) }
      for constraint in kept.map(\.constraint) where constraint.isRequired {
        let violation = constraint.violation { values[$0.id] }
        if violation > 1e-6 {
          return "after \(steps.joined(separator: ", ")): \(constraint) is \(violation) off"
        }
      }
    }
    let editConstraints = edits.keys.sorted().compactMap { id -> Constraint? in
      guard let edit = edits[id] else { return nil }
      return Constraint(
        LinearExpression(terms: [.init(variables[id])], constant: -edit.value), .equal,
        priority: edit.priority, text: variables[id].name)
    }
    let all = kept.map(\.constraint) + editConstraints
    return orderProblem(&solver, all, variables, &random).map {
      "after \(steps.joined(separator: ", ")): \($0)"
    }
  }

  /// How breaking ties in `solver`, and in solvers given `all` afresh in their order and
  /// shuffled, gives way differently, if it does: each constraint must be violated by as much.
  static func orderProblem(
    _ solver: inout ConstraintSolver, _ all: [Constraint], _ variables: [Variable],
    _ random: inout SeededGenerator
  ) -> String? {
    var solvers = [solver]
    do {
      try solvers[0].resolveAmbiguity()
      for order in [all, all.shuffled(using: &random)] {
        var fresh = ConstraintSolver()
        for name in names { _ = fresh.makeVariable(named: name) }
        for constraint in order { try fresh.add(constraint) }
        try fresh.resolveAmbiguity()
        solvers.append(fresh)
      }
    } catch {
      return "solving afresh: \(error)"
    }
    let values = solvers.map { solver in variables.map { solver.value(of: $0) } }
    for constraint in all {
      let violations = values.map { values in constraint.violation { values[$0.id] } }
      if violations.contains(where: { Swift.abs($0 - violations[0]) > 1e-6 }) {
        return "\(constraint) violated by \(violations) (values \(values))"
      }
    }
    solver = solvers[0]
    return nil
  }
}
