// Ties between equal priorities: detecting them, and breaking them by the constraints' text.
extension ConstraintSolver {
  /// Whether the current optimum is one of several: some variable can move without any
  /// priority level getting worse.
  public var isAmbiguous: Bool { !freeDirections().isEmpty }

  /// Moves to the optimum that favors, among equal priorities, the constraint whose text sorts
  /// first; returns whether the optimum was ambiguous.
  ///
  /// A last objective level weighs each optional constraint's violation by its rank in text
  /// order (first in order weighs most), is minimized without giving up anything at a real
  /// priority, and is dropped again. The result depends on the set of constraints, not on the
  /// order they were added.
  ///
  /// - Complexity: O(v) to detect a tie, where v is the number of cells in the variables'
  ///   rows; O(c log c) more for c optional constraints when there is one.
  @discardableResult
  public mutating func resolveAmbiguity() throws -> Bool {
    guard !freeDirections().isEmpty else { return false }
    let optional = entries.filter { $0.isLive && !$0.constraint.isRequired }
      .sorted { $0.constraint.description < $1.constraint.description }
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
    return true
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
    for state in variableStates where state.symbol >= 0 {
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
    columns.forEach(symbol) { basic in
      guard !isBlocked, symbols[basic].kind != .external, let row = row(of: basic) else { return }
      let coefficient = store.coefficient(of: symbol, in: row)
      if coefficient < 0, -row.constant / coefficient < Row.epsilon { isBlocked = true }
    }
    return !isBlocked
  }
}
