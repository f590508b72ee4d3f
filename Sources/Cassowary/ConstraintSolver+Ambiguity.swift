// Ties between equal priorities: detecting them, and breaking them by the constraints' text.
extension Tableau {
  /// Adds the tie-break levels, minimizes them without giving up anything at a real priority,
  /// and drops them again (see ``ConstraintSolver/resolveAmbiguity()``): first the weighted sum
  /// of the optional constraints' violations, then, for what that sum leaves tied, each
  /// constraint's own violation in ``tieBreakOrder()``, one level at a time.
  ///
  /// - Complexity: O(c log c) for c optional constraints to order them, and one optimization;
  ///   O(v) more per constraint the weighted sum leaves tied, for v cells in the tableau.
  mutating func breakTie() throws {
    let optional = tieBreakOrder()
    let realLevelCount = objective.levelCount
    defer { while objective.levelCount > realLevelCount { objective.removeLastLevel() } }
    let weighted = objective.appendLevel(LayoutPriority(1))
    for (rank, index) in optional.enumerated() {
      let weight = 1 + Double(optional.count - rank) / Double(optional.count)
      addErrorCosts(of: entries[index].tag, times: weight, level: weighted)
    }
    try optimize()
    // A weighted sum can tie (weights 2 and 1.6 against 1.8 twice; or a constraint's
    // coefficients against the weights): a level per constraint, in order, settles what it
    // left, and only for the constraints whose violation can still move.
    var next = 0
    while next < optional.count {
      let isMovable = movableErrors()
      guard
        let found = optional[next...].firstIndex(where: { index in
          let tag = entries[index].tag
          return isMovable[tag.marker] || tag.other.map { isMovable[$0] } ?? false
        })
      else { break }
      let level = objective.appendLevel(LayoutPriority(1))
      addErrorCosts(of: entries[optional[found]].tag, times: 1, level: level)
      try optimize()
      next = found + 1
    }
  }

  /// Adds `weight` times the constraint's error symbols to the costs at `level`.
  mutating func addErrorCosts(of tag: ConstraintTag, times weight: Double, level: Int) {
    for symbol in [tag.marker, tag.other].compactMap({ $0 }) where symbols[symbol].kind == .error {
      if let row = row(of: symbol) {
        addCosts(row, times: weight, level: level)
      } else {
        objective[symbol, level] += weight
        markDirty(symbol)
      }
    }
  }

  /// The live optional constraints, by entry index, in the tie-break's order, which does not
  /// depend on the order they were added: by description (text, then priority), then by
  /// relation, constant and terms (variable id and coefficient, as written), so that two
  /// constraints that share a text are still ordered and only identical ones, whose violations
  /// are always equal, are not.
  ///
  /// - Complexity: O(c log c) comparisons for c optional constraints.
  func tieBreakOrder() -> [Int] {
    func rank(_ relation: Constraint.Relation) -> Int {
      switch relation {
      case .lessThanOrEqual: 0
      case .equal: 1
      case .greaterThanOrEqual: 2
      }
    }
    func storedTerms(_ index: Int) -> Slice<UnsafeMutableBufferPointer<StoredTerm>> {
      let start = Int(entries[index].termStart)
      return terms.elements[start..<(start + Int(entries[index].termCount))]
    }
    return entries.indices.filter { entries[$0].isLive && entries[$0].priority < .required }
      .map { (index: $0, description: description(at: $0)) }
      .sorted { a, b in
        let (left, right) = (entries[a.index], entries[b.index])
        if a.description != b.description { return a.description < b.description }
        if left.relation != right.relation { return rank(left.relation) < rank(right.relation) }
        if left.constant != right.constant { return left.constant < right.constant }
        return storedTerms(a.index).lexicographicallyPrecedes(storedTerms(b.index)) {
          ($0.variable, $0.coefficient) < ($1.variable, $1.coefficient)
        }
      }
      .map(\.index)
  }

  /// Which error symbols, by symbol, a move the optimum allows would change: non-basic ones
  /// with no cost at any level, and basic ones whose rows hold such a symbol. Every optimum as
  /// good as this one differs from it only by such moves (a symbol with a cost at some level
  /// would make it worse there first), so a constraint whose error symbols none of them reach
  /// is violated by as much at every one.
  ///
  /// - Complexity: O(v) for v cells in the tableau.
  func movableErrors() -> [Bool] {
    var isMovable = Array(repeating: false, count: symbols.count)
    for symbol in 0..<symbols.count
    where !symbols[symbol].isBasic && symbols[symbol].kind != .dummy && isCostless(symbol) {
      if symbols[symbol].kind == .error { isMovable[symbol] = true }
      columns.forEach(symbols[symbol].columnHead) { basic in
        guard symbols[basic].kind == .error, let row = row(of: basic),
          store.coefficient(of: symbol, in: row) != 0
        else { return }
        isMovable[basic] = true
      }
    }
    return isMovable
  }

  /// Non-basic symbols with no cost at any level whose increase would move a variable.
  func freeDirections() -> [Int] {
    // A flag per symbol rather than a set: no hashing, and no allocation at all for the usual
    // layout, which has no free direction.
    var isFree: [Bool] = []
    var free: [Int] = []
    func insert(_ symbol: Int) {
      if isFree.isEmpty { isFree = Array(repeating: false, count: symbols.count) }
      guard !isFree[symbol] else { return }
      isFree[symbol] = true
      free.append(symbol)
    }
    for state in variableStates.elements where state.symbol >= 0 {
      let symbol = Int(state.symbol)
      guard let row = row(of: symbol) else {
        if isCostless(symbol) { insert(symbol) }
        continue
      }
      for index in row.indices {
        let candidate = store.cells[index].symbol
        guard
          symbols[candidate].kind != .dummy && (isFree.isEmpty || !isFree[candidate])
            && isCostless(candidate) && canGrow(candidate)
        else { continue }
        insert(candidate)
      }
    }
    return free.sorted()
  }

  func isCostless(_ symbol: Int) -> Bool {
    objective.levels.allSatisfy { Row.isNearZero(objective[symbol, $0]) }
  }

  /// Whether a non-basic symbol can rise above zero before a restricted row blocks it.
  func canGrow(_ symbol: Int) -> Bool {
    var isBlocked = false
    columns.forEach(symbols[symbol].columnHead) { basic in
      guard !isBlocked, symbols[basic].kind != .external, let row = row(of: basic) else { return }
      let coefficient = store.coefficient(of: symbol, in: row)
      if coefficient < 0, -row.constant / coefficient < Row.epsilon { isBlocked = true }
    }
    return !isBlocked
  }
}
