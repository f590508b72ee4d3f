import Cassowary
import TestSupport
import Testing

/// Random systems: required constraints that all hold at a hidden point, optional ones pulling
/// anywhere at four priorities.
@Suite struct ConstraintSolverRandomizedTests {
  static let priorities: [LayoutPriority] = [250, 500, 750, 900]

  struct System {
    var names: [String]
    var constraints: [Constraint]
  }

  static func makeSystem(_ random: inout SeededGenerator) -> (System, [Variable]) {
    var scratch = ConstraintSolver()
    let names = (0..<4).map { "v\($0)" }
    let variables = names.map { scratch.makeVariable(named: $0) }
    let point = variables.map { _ in Double(Int.random(in: 0...50, using: &random)) }
    var constraints: [Constraint] = []
    func randomTerms() -> [LinearExpression.Term] {
      let picked = variables.shuffled(using: &random).prefix(2)
      return picked.map {
        LinearExpression.Term($0, Double([-2, -1, 1, 2].randomElement(using: &random) ?? 1))
      }
    }
    let relations: [Constraint.Relation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
    for (index, variable) in variables.enumerated() {
      constraints.append(
        Constraint(
          LinearExpression(terms: [.init(variable)], constant: -100), .lessThanOrEqual,
          text: "\(names[index]) <= 100"))
      constraints.append(
        Constraint(
          LinearExpression(terms: [.init(variable)], constant: 100), .greaterThanOrEqual,
          text: "\(names[index]) >= -100"))
    }
    for index in 0..<3 {
      let terms = randomTerms()
      let atPoint = terms.reduce(0) { $0 + $1.coefficient * point[$1.variable.id] }
      let relation = relations.randomElement(using: &random) ?? .equal
      let room = Double(Int.random(in: 0...5, using: &random))
      let constant: Double
      switch relation {
      case .equal: constant = -atPoint
      case .lessThanOrEqual: constant = -atPoint - room
      case .greaterThanOrEqual: constant = -atPoint + room
      }
      constraints.append(
        Constraint(LinearExpression(terms: terms, constant: constant), relation, text: "r\(index)"))
    }
    for index in 0..<7 {
      let target = Double(Int.random(in: -20...80, using: &random))
      let priority = priorities.randomElement(using: &random) ?? .weak
      constraints.append(
        Constraint(
          LinearExpression(terms: randomTerms(), constant: -target),
          relations.randomElement(using: &random) ?? .equal, priority: priority,
          text: "o\(index)"))
    }
    return (System(names: names, constraints: constraints), variables)
  }

  static func solve(_ constraints: [Constraint], _ variables: [Variable]) throws
    -> ConstraintSolver
  {
    var solver = ConstraintSolver()
    for name in variables.map(\.name) { _ = solver.makeVariable(named: name) }
    for constraint in constraints { try solver.add(constraint) }
    try solver.resolveAmbiguity()
    return solver
  }

  /// Violation per priority, strongest first.
  static func violations(_ constraints: [Constraint], _ values: [Double]) -> [Double] {
    priorities.reversed().map { priority in
      constraints.filter { $0.priority == priority }
        .reduce(0) { $0 + $1.violation { values[$0.id] } }
    }
  }

  static func isLexicographicallyLess(_ a: [Double], _ b: [Double]) -> Bool {
    for (x, y) in zip(a, b) {
      if x < y - 1e-7 { return true }
      if x > y + 1e-7 { return false }
    }
    return false
  }

  @Test func everySolutionKeepsTheRequiredAndSacrificesNoStrongerConstraint() throws {
    var random = SeededGenerator(state: 2026)
    for _ in 0..<200 {
      let (system, variables) = Self.makeSystem(&random)
      let solver = try Self.solve(system.constraints, variables)
      let values = variables.map { solver.value(of: $0) }
      for constraint in system.constraints where constraint.isRequired {
        #expect(constraint.violation { values[$0.id] } < 1e-6, "\(constraint) at \(values)")
      }
      let ours = Self.violations(system.constraints, values)
      // Re-solved with only the levels down to each priority, no stronger level does better.
      for (depth, priority) in Self.priorities.reversed().enumerated() {
        let kept = system.constraints.filter { $0.priority >= priority }
        let alone = try Self.solve(kept.shuffled(using: &random), variables)
        let best = Self.violations(kept, variables.map { alone.value(of: $0) })
        for level in 0...depth {
          #expect(Swift.abs(ours[level] - best[level]) < 1e-6, "level \(level) of \(ours)")
        }
      }
      // Independently of the solver: no feasible nearby point is lexicographically better.
      for _ in 0..<40 {
        let steps: [Double] = [0.5, 1, 3]
        let step = steps.randomElement(using: &random) ?? 1
        let moved = values.map { $0 + step * Double(Int.random(in: -1...1, using: &random)) }
        let isFeasible = system.constraints.filter(\.isRequired)
          .allSatisfy { $0.violation { moved[$0.id] } < 1e-9 }
        guard isFeasible else { continue }
        let theirs = Self.violations(system.constraints, moved)
        #expect(!Self.isLexicographicallyLess(theirs, ours), "\(moved) beats \(values)")
      }
      // The same constraints in another order break ties the same way: every constraint is
      // violated by as much; values may differ only where the solver reports ambiguity.
      var shuffled = try Self.solve(system.constraints.shuffled(using: &random), variables)
      let other = variables.map { shuffled.value(of: $0) }
      for constraint in system.constraints {
        let difference =
          constraint.violation { other[$0.id] } - constraint.violation { values[$0.id] }
        #expect(Swift.abs(difference) < 1e-6, "\(constraint): \(values) vs \(other)")
      }
      if zip(values, other).contains(where: { Swift.abs($0 - $1) > 1e-6 }) {
        #expect(try shuffled.resolveAmbiguity())
      }
    }
  }

  @Test func editsKeepTheSolutionAsOptimalAsSolvingAfresh() throws {
    var random = SeededGenerator(state: 7)
    for _ in 0..<100 {
      let (system, variables) = Self.makeSystem(&random)
      var solver = try Self.solve(system.constraints, variables)
      let edited = variables[0]
      try solver.addEditVariable(edited, priority: LayoutPriority(800))
      let target = Double(Int.random(in: -50...50, using: &random))
      try solver.suggestValue(edited, target)
      try solver.resolveAmbiguity()
      let editConstraint = Constraint(
        LinearExpression(terms: [.init(edited)], constant: -target), .equal,
        priority: LayoutPriority(800), text: "edit")
      let fresh = try Self.solve(system.constraints + [editConstraint], variables)
      let all = system.constraints + [editConstraint]
      let incremental = Self.violations(all, variables.map { solver.value(of: $0) })
      let fromScratch = Self.violations(all, variables.map { fresh.value(of: $0) })
      let editViolation = { (values: [Double]) in editConstraint.violation { values[$0.id] } }
      #expect(
        Swift.abs(
          editViolation(variables.map { solver.value(of: $0) })
            - editViolation(variables.map { fresh.value(of: $0) })) < 1e-6)
      for (a, b) in zip(incremental, fromScratch) { #expect(Swift.abs(a - b) < 1e-6) }
    }
  }

  @Test func removalsKeepTheSolutionAsOptimalAsSolvingAfresh() throws {
    var random = SeededGenerator(state: 11)
    for _ in 0..<100 {
      let (system, variables) = Self.makeSystem(&random)
      var solver = ConstraintSolver()
      for name in variables.map(\.name) { _ = solver.makeVariable(named: name) }
      let ids = try system.constraints.map { try solver.add($0) }
      let removed = Set(system.constraints.indices.shuffled(using: &random).prefix(4))
      for index in removed.sorted() { try solver.remove(ids[index]) }
      try solver.resolveAmbiguity()
      let kept = system.constraints.indices.filter { !removed.contains($0) }
        .map { system.constraints[$0] }
      let fresh = try Self.solve(kept, variables)
      let values = variables.map { solver.value(of: $0) }
      for constraint in kept where constraint.isRequired {
        #expect(constraint.violation { values[$0.id] } < 1e-6)
      }
      let incremental = Self.violations(kept, values)
      let fromScratch = Self.violations(kept, variables.map { fresh.value(of: $0) })
      for (a, b) in zip(incremental, fromScratch) { #expect(Swift.abs(a - b) < 1e-6) }
      #expect(solver.constraintCount == kept.count)
    }
  }
}
