// The simplex under ConstraintSolver, after the Cassowary paper and kiwi's layout of it, with a
// column index and a lexicographic objective.
extension Tableau {
  /// The symbol of the variable with id `variable`, made the first time.
  mutating func symbol(forVariable variable: Int) -> Int {
    let existing = Int(variableStates[variable].symbol)
    if existing >= 0 { return existing }
    let symbol = newSymbol(.external)
    variableStates[variable].symbol = Int32(symbol)
    return symbol
  }

  /// The row of `symbol`, nil when it is not basic.
  func row(of symbol: Int) -> Row? { symbols[symbol].row }

  mutating func markDirty(_ symbol: Int) {
    guard !symbols[symbol].isDirty else { return }
    symbols[symbol].isDirty = true
    dirty.append(Int32(truncatingIfNeeded: symbol))
  }

  /// The constraint as a row over non-basic symbols, with its slack or error symbols.
  mutating func makeRow(
    _ expressionTerms: some Collection<LinearExpression.Term>, constant: Double,
    _ relation: Constraint.Relation, priority: LayoutPriority
  ) -> (Row, ConstraintTag) {
    // Room for the terms, the two markers and what substituting basic variables brings, so
    // that building the row allocates once.
    var row = store.makeRow(constant: constant, capacity: expressionTerms.count + 2)
    // By index, reading the id and the coefficient in place: a term copied out retains and
    // releases its variable's name, two atomic operations a term.
    for index in expressionTerms.indices {
      let coefficient = expressionTerms[index].coefficient
      guard !Row.isNearZero(coefficient) else { continue }
      let symbol = symbol(forVariable: expressionTerms[index].variable.id)
      if let basic = self.row(of: symbol) {
        store.add(basic, times: coefficient, to: &row)
      } else {
        store.add(symbol, coefficient, to: &row)
      }
    }
    let tag: ConstraintTag
    let isOptional = priority < .required
    switch relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      let sign: Double = relation == .lessThanOrEqual ? 1 : -1
      let slack = newSymbol(.slack)
      store.add(slack, sign, to: &row)
      if isOptional {
        let error = newSymbol(.error)
        store.add(error, -sign, to: &row)
        addToObjective(error, priority: priority, times: 1)
        tag = ConstraintTag(marker: slack, other: error)
      } else {
        tag = ConstraintTag(marker: slack)
      }
    case .equal:
      if isOptional {
        let plus = newSymbol(.error)
        let minus = newSymbol(.error)
        store.add(plus, -1, to: &row)
        store.add(minus, 1, to: &row)
        addToObjective(plus, priority: priority, times: 1)
        addToObjective(minus, priority: priority, times: 1)
        tag = ConstraintTag(marker: plus, other: minus)
      } else {
        let dummy = newSymbol(.dummy)
        store.add(dummy, 1, to: &row)
        tag = ConstraintTag(marker: dummy)
      }
    }
    if row.constant < 0 { store.negate(&row) }
    return (row, tag)
  }

  /// An external symbol (the lowest, for determinism), else a marker that keeps the row
  /// feasible, else nil.
  func chooseSubject(_ row: Row, _ tag: ConstraintTag) -> Int? {
    for index in row.indices where symbols[store.cells[index].symbol].kind == .external {
      return store.cells[index].symbol
    }
    let markerKind = symbols[tag.marker].kind
    if markerKind == .slack || markerKind == .error,
      store.coefficient(of: tag.marker, in: row) < 0
    {
      return tag.marker
    }
    if let other = tag.other, symbols[other].kind == .error,
      store.coefficient(of: other, in: row) < 0
    {
      return other
    }
    return nil
  }

  mutating func install(_ row: Row, for basic: Int) {
    structure &+= 1
    for index in row.indices {
      columns.insert(basic, into: &symbols[store.cells[index].symbol].columnHead)
    }
    symbols[basic].row = row
  }

  /// Takes the row of `basic` out. Its column entries go stale and are skipped or dropped by
  /// the next pass over those columns, so that leaving a long column costs nothing. The caller
  /// installs the row again or frees it.
  mutating func uninstall(_ basic: Int) -> Row? {
    guard let row = symbols[basic].row else { return nil }
    structure &+= 1
    symbols[basic].row = nil
    return row
  }

  /// The basic symbols whose rows hold `symbol`, each once, with stale entries dropped.
  ///
  /// The result shares a reused buffer: hold it only until the next call.
  mutating func compactColumn(_ symbol: Int) -> UnsafeMutableBufferPointer<Int32> {
    stamp &+= 1
    if stamp == Int32.min {
      // Wrapped: clear every mark, so that none equals a stamp handed out again.
      for index in 0..<symbols.count { symbols[index].stamp = 0 }
      stamp = 1
    }
    columnBuffer.count = 0
    columns.compact(&symbols[symbol].columnHead, into: &columnBuffer) { basic in
      guard symbols[basic].stamp != stamp, let row = symbols[basic].row,
        store.coefficient(of: symbol, in: row) != 0
      else {
        return false
      }
      symbols[basic].stamp = stamp
      return true
    }
    return columnBuffer.elements
  }

  /// Replaces `symbol` by `row` in every row that has it (found by the column index) and in
  /// the objective.
  mutating func substitute(_ symbol: Int, _ row: Row) {
    substituteBuffer.count = 0
    columns.removeAll(&symbols[symbol].columnHead, into: &substituteBuffer)
    for basic in substituteBuffer.elements.lazy.map(Int.init) {
      guard var target = symbols[basic].row,
        let coefficient = store.remove(symbol, from: &target)
      else { continue }
      store.add(
        row, times: coefficient, to: &target, basic: basic, columns: &columns, symbols.base)
      if symbols[basic].kind != .external, target.constant < 0 {
        infeasible.append(Int32(truncatingIfNeeded: basic))
      }
      symbols[basic].row = target
    }
    for level in objective.levels {
      let cost = objective[symbol, level]
      guard cost != 0 else { continue }
      objective[symbol, level] = 0
      addCosts(row, times: cost, level: level)
    }
    if var objective = artificial {
      _ = store.substitute(symbol, row, in: &objective)
      artificial = objective
    }
  }

  mutating func addCosts(_ row: Row, times factor: Double, level: Int) {
    for cellIndex in row.indices {
      let cell = store.cells[cellIndex]
      let cost = objective[cell.symbol, level] + factor * cell.coefficient
      objective[cell.symbol, level] = Row.isNearZero(cost) ? 0 : cost
      markDirty(cell.symbol)
    }
  }

  /// Adds `factor` times the symbol (or its row, when basic) to the priority's costs.
  mutating func addToObjective(_ symbol: Int, priority: LayoutPriority, times factor: Double) {
    let level = objective.level(for: priority)
    if let row = row(of: symbol) {
      addCosts(row, times: factor, level: level)
    } else {
      let cost = objective[symbol, level] + factor
      objective[symbol, level] = Row.isNearZero(cost) ? 0 : cost
      markDirty(symbol)
    }
  }

  /// Whether raising `symbol` lowers the objective: its first nonzero cost is negative.
  func hasNegativeCost(_ symbol: Int) -> Bool {
    guard symbols[symbol].kind != .dummy, !symbols[symbol].isBasic else { return false }
    for level in objective.levels {
      let cost = objective[symbol, level]
      if cost < -Row.epsilon { return true }
      if cost > Row.epsilon { return false }
    }
    return false
  }

  /// Primal simplex on the lexicographic objective, entering the lowest symbol with a
  /// negative cost (Bland's rule, so it cannot cycle).
  mutating func optimize() throws {
    // Swapped, not copied: the buffers trade places instead of one being duplicated, and the
    // spare one is kept for the next call.
    while dirty.count > 0 {
      candidateBuffer.count = 0
      swap(&candidateBuffer, &dirty)
      var entering: Int?
      for symbol in candidateBuffer.elements.lazy.map(Int.init) {
        symbols[symbol].isDirty = false
        guard hasNegativeCost(symbol) else { continue }
        markDirty(symbol)
        entering = Swift.min(entering ?? symbol, symbol)
      }
      guard let entering else { return }
      guard let leaving = leavingRow(for: entering) else {
        throw ConstraintSolverError.unbounded("optimizing")
      }
      pivot(entering: entering, leaving: leaving)
    }
  }

  /// The restricted row that first blocks `entering` from growing (lowest symbol on ties).
  mutating func leavingRow(for entering: Int) -> Int? {
    var best: (ratio: Double, symbol: Int)?
    for basic in compactColumn(entering).lazy.map(Int.init)
    where symbols[basic].kind != .external {
      guard let row = symbols[basic].row else { continue }
      let coefficient = store.coefficient(of: entering, in: row)
      guard coefficient < 0 else { continue }
      let ratio = -row.constant / coefficient
      if let current = best, (current.ratio, current.symbol) < (ratio, basic) { continue }
      best = (ratio, basic)
    }
    return best?.symbol
  }

  mutating func pivot(entering: Int, leaving: Int) {
    guard var row = uninstall(leaving) else { return }
    store.solve(&row, for: leaving, entering)
    substitute(entering, row)
    install(row, for: entering)
  }

  /// Dual simplex: restores feasibility after edits moved row constants below zero.
  ///
  /// A constant within ``Row/epsilon`` of zero counts as zero, as in kiwi: a row held at zero
  /// (every coefficient negative or on a dummy, as a variable pinned by required constraints
  /// has) can end a pivot a rounding error below it, and no symbol could raise it back.
  mutating func dualOptimize() throws {
    while let leaving = infeasible.popLast().map(Int.init) {
      guard let row = symbols[leaving].row, row.constant <= -Row.epsilon else { continue }
      var best: Int?
      var bestCoefficient = 1.0
      for index in row.indices {
        let (symbol, coefficient) = (store.cells[index].symbol, store.cells[index].coefficient)
        guard coefficient > 0, symbols[symbol].kind != .dummy else { continue }
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
    for level in objective.levels {
      let left = objective[a, level] / aCoefficient
      let right = objective[b, level] / bCoefficient
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
    artificial = store.copy(row)
    while let objective = artificial {
      let entering = objective.indices.first {
        let cell = store.cells[$0]
        return cell.coefficient < -Row.epsilon && symbols[cell.symbol].kind != .dummy
          && !symbols[cell.symbol].isBasic
      }.map { store.cells[$0].symbol }
      guard let entering else { break }
      guard let leaving = leavingRow(for: entering) else {
        throw ConstraintSolverError.unbounded("adding a constraint")
      }
      pivot(entering: entering, leaving: leaving)
    }
    guard let objective = artificial else { return nil }
    artificial = nil
    let objectiveSymbols = store.symbols(of: objective)
    store.free(objective)
    guard Row.isNearZero(objective.constant) else {
      if let row = uninstall(art) { store.free(row) }
      return objectiveSymbols
    }
    if var basicRow = uninstall(art) {
      guard !basicRow.isEmpty else {
        store.free(basicRow)
        return nil
      }
      let pivotable = store.symbols(of: basicRow).first {
        symbols[$0].kind == .slack || symbols[$0].kind == .error
      }
      guard let entering = pivotable else {
        store.free(basicRow)
        return []
      }
      store.solve(&basicRow, for: art, entering)
      substitute(entering, basicRow)
      install(basicRow, for: entering)
    }
    substituteBuffer.count = 0
    columns.removeAll(&symbols[art].columnHead, into: &substituteBuffer)
    for basic in substituteBuffer.elements.lazy.map(Int.init) {
      guard var row = symbols[basic].row else { continue }
      _ = store.remove(art, from: &row)
      symbols[basic].row = row
    }
    for level in self.objective.levels { self.objective[art, level] = 0 }
    return nil
  }

  /// The row to pivot a non-basic marker into before its constraint is dropped: the pivot
  /// moves the marker, and with it every row that holds it, so the row is the one that first
  /// blocks that move, as in kiwi, except that a dummy's row comes before all others.
  ///
  /// A dummy's row belongs to a required equality that was redundant when it was added (it
  /// holds only other equalities' dummies) and must stay at 0: the marker can move no amount
  /// at all, in either direction, while that row holds it. Kiwi treats the row as one more
  /// restricted row that only blocks the marker from decreasing, so removing an equality that
  /// such a row depends on moved the marker up and left the redundant equality violated.
  ///
  /// - Complexity: O(k log k) for the k rows that hold the marker.
  mutating func markerLeavingRow(_ marker: Int) -> Int? {
    var first: (Double, Int)?
    var second: (Double, Int)?
    var third: Int?
    var holding = compactColumn(marker)
    holding.sort()
    for basic in holding.lazy.map(Int.init) {
      guard let row = symbols[basic].row else { continue }
      let coefficient = store.coefficient(of: marker, in: row)
      if symbols[basic].kind == .dummy {
        return basic
      } else if symbols[basic].kind == .external {
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
