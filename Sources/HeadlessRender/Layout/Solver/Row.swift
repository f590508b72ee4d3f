/// One row of the simplex tableau: `basic = constant + sum(coefficient * symbol)`.
///
/// Cells are kept sorted by symbol in two parallel arrays, as kiwi's `AssocVector`: small rows
/// stay in one cache line, and adding one row to another is a merge.
struct Row: Sendable {
  var constant: Double
  private(set) var symbols: [Int] = []
  private(set) var coefficients: [Double] = []

  static let epsilon = 1e-8

  static func isNearZero(_ value: Double) -> Bool { Swift.abs(value) < epsilon }

  init(constant: Double) {
    self.constant = constant
  }

  var isEmpty: Bool { symbols.isEmpty }

  /// The cells as `(symbol, coefficient)` pairs, lowest symbol first.
  var cells: Zip2Sequence<[Int], [Double]> { zip(symbols, coefficients) }

  /// The position of `symbol`, or where it would go.
  private func position(of symbol: Int) -> (index: Int, isPresent: Bool) {
    var low = 0
    var high = symbols.count
    while low < high {
      let middle = (low + high) / 2
      if symbols[middle] < symbol { low = middle + 1 } else { high = middle }
    }
    return (low, low < symbols.count && symbols[low] == symbol)
  }

  /// The coefficient of `symbol`, 0 when absent.
  func coefficient(of symbol: Int) -> Double {
    let (index, isPresent) = position(of: symbol)
    return isPresent ? coefficients[index] : 0
  }

  /// Adds `coefficient * symbol`, dropping the cell when it cancels.
  mutating func add(_ symbol: Int, _ coefficient: Double) {
    let (index, isPresent) = position(of: symbol)
    if isPresent {
      let value = coefficients[index] + coefficient
      if Self.isNearZero(value) {
        symbols.remove(at: index)
        coefficients.remove(at: index)
      } else {
        coefficients[index] = value
      }
    } else if !Self.isNearZero(coefficient) {
      symbols.insert(symbol, at: index)
      coefficients.insert(coefficient, at: index)
    }
  }

  /// Removes the cell of `symbol`, returning its coefficient.
  mutating func remove(_ symbol: Int) -> Double? {
    let (index, isPresent) = position(of: symbol)
    guard isPresent else { return nil }
    symbols.remove(at: index)
    return coefficients.remove(at: index)
  }

  /// Adds `factor * other`, telling which symbols appeared and which cancelled.
  ///
  /// - Complexity: O(n + m), a merge of the two sorted rows.
  mutating func add(
    _ other: Row, times factor: Double, inserted: (Int) -> Void = { _ in },
    removed: (Int) -> Void = { _ in }
  ) {
    constant += other.constant * factor
    if other.symbols.count == 1 {
      let symbol = other.symbols[0]
      let (index, isPresent) = position(of: symbol)
      let value = other.coefficients[0] * factor + (isPresent ? coefficients[index] : 0)
      if isPresent {
        if Self.isNearZero(value) {
          symbols.remove(at: index)
          coefficients.remove(at: index)
          removed(symbol)
        } else {
          coefficients[index] = value
        }
      } else if !Self.isNearZero(value) {
        symbols.insert(symbol, at: index)
        coefficients.insert(value, at: index)
        inserted(symbol)
      }
      return
    }
    var mergedSymbols: [Int] = []
    var mergedCoefficients: [Double] = []
    mergedSymbols.reserveCapacity(symbols.count + other.symbols.count)
    mergedCoefficients.reserveCapacity(symbols.count + other.symbols.count)
    var left = 0
    var right = 0
    while left < symbols.count || right < other.symbols.count {
      if right == other.symbols.count
        || (left < symbols.count && symbols[left] < other.symbols[right])
      {
        mergedSymbols.append(symbols[left])
        mergedCoefficients.append(coefficients[left])
        left += 1
      } else if left == symbols.count || other.symbols[right] < symbols[left] {
        let value = other.coefficients[right] * factor
        if !Self.isNearZero(value) {
          mergedSymbols.append(other.symbols[right])
          mergedCoefficients.append(value)
          inserted(other.symbols[right])
        }
        right += 1
      } else {
        let value = coefficients[left] + other.coefficients[right] * factor
        if Self.isNearZero(value) {
          removed(symbols[left])
        } else {
          mergedSymbols.append(symbols[left])
          mergedCoefficients.append(value)
        }
        left += 1
        right += 1
      }
    }
    symbols = mergedSymbols
    coefficients = mergedCoefficients
  }

  /// Negates every cell and the constant.
  mutating func negate() {
    constant = -constant
    for index in coefficients.indices { coefficients[index] = -coefficients[index] }
  }

  /// Solves `0 = constant + ... + c * symbol + ...` for `symbol`.
  mutating func solve(for symbol: Int) {
    guard let coefficient = remove(symbol) else { return }
    let factor = -1 / coefficient
    constant *= factor
    for index in coefficients.indices { coefficients[index] *= factor }
  }

  /// Turns `lhs = row` into `rhs = ...`, with `lhs` moved into the cells.
  mutating func solve(for lhs: Int, _ rhs: Int) {
    add(lhs, -1)
    solve(for: rhs)
  }

  /// Replaces `symbol` by `row`; returns whether the symbol was there.
  mutating func substitute(_ symbol: Int, _ row: Row) -> Bool {
    guard let coefficient = remove(symbol) else { return false }
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
