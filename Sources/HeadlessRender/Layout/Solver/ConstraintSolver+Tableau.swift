// The simplex tableau under ConstraintSolver, after the Cassowary paper and kiwi's layout of
// it, with a column index and a lexicographic objective.
extension ConstraintSolver {
  mutating func newSymbol(_ kind: SymbolKind) -> Int {
    kinds.append(kind)
    rows.append(nil)
    columns.append([])
    return kinds.count - 1
  }

  mutating func symbol(for variable: Variable) -> Int {
    if let symbol = variableSymbols[variable.id] { return symbol }
    let symbol = newSymbol(.external)
    variableSymbols[variable.id] = symbol
    return symbol
  }

  /// The constraint as a row over non-basic symbols, with its slack or error symbols.
  mutating func makeRow(_ constraint: Constraint) -> (Row, ConstraintTag) {
    var row = Row(constant: constraint.expression.constant)
    for term in constraint.expression.terms where !Row.isNearZero(term.coefficient) {
      let symbol = symbol(for: term.variable)
      if let basic = rows[symbol] {
        row.add(basic, times: term.coefficient)
      } else {
        row.add(symbol, term.coefficient)
      }
    }
    let tag: ConstraintTag
    let isOptional = !constraint.isRequired
    switch constraint.relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
      let slack = newSymbol(.slack)
      row.add(slack, sign)
      if isOptional {
        let error = newSymbol(.error)
        row.add(error, -sign)
        addToObjective(error, priority: constraint.priority)
        tag = ConstraintTag(marker: slack, other: error)
      } else {
        tag = ConstraintTag(marker: slack)
      }
    case .equal:
      if isOptional {
        let plus = newSymbol(.error)
        let minus = newSymbol(.error)
        row.add(plus, -1)
        row.add(minus, 1)
        addToObjective(plus, priority: constraint.priority)
        addToObjective(minus, priority: constraint.priority)
        tag = ConstraintTag(marker: plus, other: minus)
      } else {
        let dummy = newSymbol(.dummy)
        row.add(dummy, 1)
        tag = ConstraintTag(marker: dummy)
      }
    }
    if row.constant < 0 { row.negate() }
    return (row, tag)
  }

  /// An external symbol (the lowest, for determinism), else a marker that keeps the row
  /// feasible, else nil.
  func chooseSubject(_ row: Row, _ tag: ConstraintTag) -> Int? {
    var external: Int?
    for symbol in row.cells.keys where kinds[symbol] == .external {
      external = Swift.min(external ?? symbol, symbol)
    }
    if let external { return external }
    for symbol in [tag.marker, tag.other].compactMap({ $0 })
    where kinds[symbol] == .slack || kinds[symbol] == .error {
      if (row.cells[symbol] ?? 0) < 0 { return symbol }
    }
    return nil
  }

  mutating func install(_ row: Row, for basic: Int) {
    for symbol in row.cells.keys { columns[symbol].insert(basic) }
    rows[basic] = row
  }

  mutating func uninstall(_ basic: Int) -> Row? {
    guard let row = rows[basic] else { return nil }
    rows[basic] = nil
    for symbol in row.cells.keys { columns[symbol].remove(basic) }
    return row
  }

  /// Replaces `symbol` by `row` in every row that has it (found by the column index) and in
  /// the objective.
  mutating func substitute(_ symbol: Int, _ row: Row) {
    let containing = columns[symbol]
    columns[symbol] = []
    for basic in containing {
      guard var target = rows[basic] else { continue }
      rows[basic] = nil
      guard let coefficient = target.cells.removeValue(forKey: symbol) else {
        rows[basic] = target
        continue
      }
      target.constant += coefficient * row.constant
      for (other, value) in row.cells {
        let old = target.cells[other]
        let new = (old ?? 0) + coefficient * value
        if Row.isNearZero(new) {
          if old != nil {
            target.cells[other] = nil
            columns[other].remove(basic)
          }
        } else {
          if old == nil { columns[other].insert(basic) }
          target.cells[other] = new
        }
      }
      if kinds[basic] != .external, target.constant < 0 { infeasible.append(basic) }
      rows[basic] = target
    }
    for index in levels.indices where levels[index].row.substitute(symbol, row) {
      dirty.formUnion(row.cells.keys)
    }
    if artificial != nil { _ = artificial?.substitute(symbol, row) }
  }

  mutating func level(for priority: LayoutPriority) -> Int {
    if let index = levels.firstIndex(where: { $0.priority <= priority }) {
      if levels[index].priority == priority { return index }
      levels.insert(Level(priority: priority, row: Row(constant: 0)), at: index)
      return index
    }
    levels.append(Level(priority: priority, row: Row(constant: 0)))
    return levels.count - 1
  }

  mutating func addToObjective(_ symbol: Int, priority: LayoutPriority) {
    let index = level(for: priority)
    if let row = rows[symbol] {
      levels[index].row.add(row, times: 1)
      dirty.formUnion(row.cells.keys)
    } else {
      levels[index].row.add(symbol, 1)
      dirty.insert(symbol)
    }
  }

  mutating func removeFromObjective(_ symbol: Int, priority: LayoutPriority) {
    let index = level(for: priority)
    if let row = rows[symbol] {
      levels[index].row.add(row, times: -1)
      dirty.formUnion(row.cells.keys)
    } else {
      levels[index].row.add(symbol, -1)
      dirty.insert(symbol)
    }
  }

  /// Whether raising `symbol` lowers the objective: its first nonzero cost is negative.
  func hasNegativeCost(_ symbol: Int) -> Bool {
    guard kinds[symbol] != .dummy, rows[symbol] == nil else { return false }
    for level in levels {
      let cost = level.row.cells[symbol] ?? 0
      if cost < -Row.epsilon { return true }
      if cost > Row.epsilon { return false }
    }
    return false
  }

  /// Primal simplex on the lexicographic objective, entering the lowest symbol with a
  /// negative cost (Bland's rule, so it cannot cycle).
  mutating func optimize() throws {
    while !dirty.isEmpty {
      var negative: [Int] = []
      for symbol in dirty where hasNegativeCost(symbol) { negative.append(symbol) }
      dirty = Set(negative)
      guard let entering = negative.min() else { return }
      dirty.remove(entering)
      guard let leaving = leavingRow(for: entering) else {
        throw ConstraintSolverError.unbounded("optimizing")
      }
      pivot(entering: entering, leaving: leaving)
    }
  }

  /// The restricted row that first blocks `entering` from growing (lowest symbol on ties).
  func leavingRow(for entering: Int) -> Int? {
    var best: (ratio: Double, symbol: Int)?
    for basic in columns[entering] where kinds[basic] != .external {
      guard let row = rows[basic], let coefficient = row.cells[entering], coefficient < 0 else {
        continue
      }
      let ratio = -row.constant / coefficient
      if let current = best, (current.ratio, current.symbol) < (ratio, basic) { continue }
      best = (ratio, basic)
    }
    return best?.symbol
  }

  mutating func pivot(entering: Int, leaving: Int) {
    guard var row = uninstall(leaving) else { return }
    row.solve(for: leaving, entering)
    substitute(entering, row)
    install(row, for: entering)
  }

  /// Dual simplex: restores feasibility after edits moved row constants below zero.
  mutating func dualOptimize() throws {
    while let leaving = infeasible.popLast() {
      guard let row = rows[leaving], row.constant < 0 else { continue }
      var best: Int?
      var bestCoefficient = 1.0
      for (symbol, coefficient) in row.cells where coefficient > 0 && kinds[symbol] != .dummy {
        if let current = best {
          let order = compareRatios(symbol, coefficient, current, bestCoefficient)
          if order > 0 || (order == 0 && symbol > current) { continue }
        }
        best = symbol
        bestCoefficient = coefficient
      }
      guard let entering = best else {
        throw ConstraintSolverError.unbounded("restoring feasibility after an edit")
      }
      pivot(entering: entering, leaving: leaving)
    }
  }

  /// Compares the cost vectors of `a` and `b`, each divided by its coefficient, level by level.
  func compareRatios(_ a: Int, _ aCoefficient: Double, _ b: Int, _ bCoefficient: Double) -> Int {
    for level in levels {
      let left = (level.row.cells[a] ?? 0) / aCoefficient
      let right = (level.row.cells[b] ?? 0) / bCoefficient
      if left < right - Row.epsilon { return -1 }
      if left > right + Row.epsilon { return 1 }
    }
    return 0
  }

  /// Phase one for a row with no subject: minimizes an artificial variable; returns nil when
  /// the row was added, or the symbols that block it when it cannot hold.
  mutating func addWithArtificialVariable(_ row: Row) throws -> [Int]? {
    let art = newSymbol(.slack)
    install(row, for: art)
    artificial = row
    while let objective = artificial {
      var entering: Int?
      for (symbol, cost) in objective.cells
      where cost < -Row.epsilon && kinds[symbol] != .dummy && rows[symbol] == nil {
        entering = Swift.min(entering ?? symbol, symbol)
      }
      guard let entering else { break }
      guard let leaving = leavingRow(for: entering) else {
        throw ConstraintSolverError.unbounded("adding a constraint")
      }
      pivot(entering: entering, leaving: leaving)
    }
    let objective = artificial ?? Row(constant: 0)
    artificial = nil
    guard Row.isNearZero(objective.constant) else {
      _ = uninstall(art)
      return objective.cells.filter { !Row.isNearZero($0.value) }.map(\.key)
    }
    if var basicRow = uninstall(art) {
      guard !basicRow.cells.isEmpty else { return nil }
      let pivotable = basicRow.cells.keys.filter { kinds[$0] == .slack || kinds[$0] == .error }
      guard let entering = pivotable.min() else { return [] }
      basicRow.solve(for: art, entering)
      substitute(entering, basicRow)
      install(basicRow, for: entering)
    }
    for basic in columns[art] { rows[basic]?.cells[art] = nil }
    columns[art] = []
    for index in levels.indices { levels[index].row.cells[art] = nil }
    return nil
  }

  /// The row to pivot a non-basic marker into before its constraint is dropped.
  func markerLeavingRow(_ marker: Int) -> Int? {
    var first: (Double, Int)?
    var second: (Double, Int)?
    var third: Int?
    for basic in columns[marker].sorted() {
      guard let row = rows[basic], let coefficient = row.cells[marker] else { continue }
      if kinds[basic] == .external {
        third = third ?? basic
      } else if coefficient < 0 {
        let ratio = -row.constant / coefficient
        if first == nil || ratio < first?.0 ?? 0 { first = (ratio, basic) }
      } else {
        let ratio = row.constant / coefficient
        if second == nil || ratio < second?.0 ?? 0 { second = (ratio, basic) }
      }
    }
    return first?.1 ?? second?.1 ?? third
  }
}
