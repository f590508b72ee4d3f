/// One row of the simplex tableau: `basic = constant + sum(coefficient * symbol)`, or, for an
/// objective, the cost `constant + sum(coefficient * symbol)`.
struct Row: Sendable {
  var constant: Double
  var cells: [Int: Double] = [:]

  static let epsilon = 1e-8

  static func isNearZero(_ value: Double) -> Bool { Swift.abs(value) < epsilon }

  /// Adds `coefficient * symbol`, dropping the cell when it cancels.
  mutating func add(_ symbol: Int, _ coefficient: Double) {
    let value = (cells[symbol] ?? 0) + coefficient
    cells[symbol] = Self.isNearZero(value) ? nil : value
  }

  /// Adds `coefficient * other`.
  mutating func add(_ other: Row, times coefficient: Double) {
    constant += other.constant * coefficient
    for (symbol, value) in other.cells { add(symbol, value * coefficient) }
  }

  /// Negates every cell and the constant.
  mutating func negate() {
    constant = -constant
    for key in cells.keys { cells[key] = -(cells[key] ?? 0) }
  }

  /// Solves `0 = constant + ... + c * symbol + ...` for `symbol`.
  mutating func solve(for symbol: Int) {
    guard let coefficient = cells.removeValue(forKey: symbol) else { return }
    let factor = -1 / coefficient
    constant *= factor
    for key in cells.keys { cells[key] = (cells[key] ?? 0) * factor }
  }

  /// Turns `lhs = row` into `rhs = ...`, with `lhs` moved into the cells.
  mutating func solve(for lhs: Int, _ rhs: Int) {
    add(lhs, -1)
    solve(for: rhs)
  }

  /// Replaces `symbol` by `row`; returns the symbols whose cells changed.
  mutating func substitute(_ symbol: Int, _ row: Row) -> Bool {
    guard let coefficient = cells.removeValue(forKey: symbol) else { return false }
    add(row, times: coefficient)
    return true
  }
}

/// What a tableau symbol stands for.
enum SymbolKind: Sendable {
  /// A user variable: unrestricted in sign.
  case external
  /// An inequality's slack, at least 0.
  case slack
  /// An optional constraint's violation, at least 0, with a cost in the objective.
  case error
  /// The marker of a required equality: always 0, never pivoted in.
  case dummy
}

/// The symbols a constraint added to the tableau.
struct ConstraintTag: Sendable {
  /// The slack, dummy, or first error symbol.
  var marker: Int
  /// The second error symbol, if any.
  var other: Int?
}
