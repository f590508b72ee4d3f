// Ties between equal priorities: detecting them, and breaking them by the constraints' text.
extension Tableau {
  /// Adds the tie-break level, minimizes it without giving up anything at a real priority, and
  /// drops it again (see ``ConstraintSolver/resolveAmbiguity()``).
  mutating func breakTie() throws {
    let optional = entries.indices.filter { entries[$0].isLive && entries[$0].priority < .required }
      .map { (description: description(at: $0), tag: entries[$0].tag) }
      .sorted { $0.description < $1.description }
    let tieBreak = objective.appendLevel(LayoutPriority(1))
    defer { objective.removeLastLevel() }
    for (rank, entry) in optional.enumerated() {
      let weight = 1 + Double(optional.count - rank) / Double(optional.count)
      for symbol in [entry.tag.marker, entry.tag.other].compactMap({ $0 })
      where symbols[symbol].kind == .error {
        if let row = row(of: symbol) {
          addCosts(row, times: weight, level: tieBreak)
        } else {
          objective[symbol, tieBreak] += weight
          markDirty(symbol)
        }
      }
    }
    try optimize()
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
