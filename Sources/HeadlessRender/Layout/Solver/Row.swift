/// One row of the simplex tableau: `basic = constant + sum(coefficient * symbol)`.
///
/// Cells are kept sorted by symbol in one array, as kiwi's `AssocVector`: small rows stay in
/// one allocation, a lookup is a binary search, and adding a long row is a merge.
struct Row: Sendable {
  struct Cell: Sendable {
    var symbol: Int
    var coefficient: Double
  }

  var constant: Double
  private(set) var cells: [Cell] = []

  static let epsilon = 1e-8

  static func isNearZero(_ value: Double) -> Bool { Swift.abs(value) < epsilon }

  init(constant: Double, capacity: Int = 0) {
    self.constant = constant
    cells.reserveCapacity(capacity)
  }

  var isEmpty: Bool { cells.isEmpty }

  /// The symbols, lowest first.
  var symbols: LazyMapSequence<[Cell], Int> { cells.lazy.map(\.symbol) }

  /// The position of `symbol`, or where it would go.
  private func position(of symbol: Int) -> (index: Int, isPresent: Bool) {
    var low = 0
    var high = cells.count
    while low < high {
      let middle = (low + high) / 2
      if cells[middle].symbol < symbol { low = middle + 1 } else { high = middle }
    }
    return (low, low < cells.count && cells[low].symbol == symbol)
  }

  /// The coefficient of `symbol`, 0 when absent.
  func coefficient(of symbol: Int) -> Double {
    let (index, isPresent) = position(of: symbol)
    return isPresent ? cells[index].coefficient : 0
  }

  /// Adds `coefficient * symbol`, dropping the cell when it cancels; returns +1 when a cell
  /// appeared, -1 when one cancelled, 0 otherwise.
  @discardableResult
  mutating func add(_ symbol: Int, _ coefficient: Double) -> Int {
    let (index, isPresent) = position(of: symbol)
    if isPresent {
      let value = cells[index].coefficient + coefficient
      if Self.isNearZero(value) {
        cells.remove(at: index)
        return -1
      }
      cells[index].coefficient = value
      return 0
    }
    guard !Self.isNearZero(coefficient) else { return 0 }
    cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
    return 1
  }

  /// Removes the cell of `symbol`, returning its coefficient.
  mutating func remove(_ symbol: Int) -> Double? {
    let (index, isPresent) = position(of: symbol)
    guard isPresent else { return nil }
    return cells.remove(at: index).coefficient
  }

  /// Adds `factor * other`, telling which symbols appeared.
  ///
  /// - Complexity: O(m log n) inserts for a short `other`, else an O(n + m) merge in place.
  mutating func add(_ other: Row, times factor: Double, inserted: (Int) -> Void = { _ in }) {
    constant += other.constant * factor
    if other.cells.count <= 4 {
      // One reallocation at most, rather than one per inserted cell as the row fills.
      if cells.count + other.cells.count > cells.capacity {
        cells.reserveCapacity(Swift.max(8, 2 * (cells.count + other.cells.count)))
      }
      for cell in other.cells where add(cell.symbol, cell.coefficient * factor) > 0 {
        inserted(cell.symbol)
      }
      return
    }
    mergeInPlace(other, times: factor, inserted: inserted)
  }

  /// Adds `factor * other` without a second array: counts the new symbols, grows the cells
  /// once, then merges from the back so that no cell is overwritten before it is read.
  private mutating func mergeInPlace(
    _ other: Row, times factor: Double, inserted: (Int) -> Void
  ) {
    var extra = 0
    var scan = 0
    for cell in other.cells {
      while scan < cells.count, cells[scan].symbol < cell.symbol { scan += 1 }
      if scan == cells.count || cells[scan].symbol != cell.symbol { extra += 1 }
    }
    var left = cells.count - 1
    var right = other.cells.count - 1
    if cells.count + extra > cells.capacity {
      cells.reserveCapacity(Swift.max(8, 2 * (cells.count + extra)))
    }
    for _ in 0..<extra { cells.append(Cell(symbol: 0, coefficient: 0)) }
    // Slots above `write` hold the result; `write` never passes `left`, so no unread cell is
    // overwritten.
    var write = cells.count - 1
    while left >= 0 || right >= 0 {
      if right < 0 || (left >= 0 && cells[left].symbol > other.cells[right].symbol) {
        cells[write] = cells[left]
        write -= 1
        left -= 1
      } else if left < 0 || other.cells[right].symbol > cells[left].symbol {
        let value = other.cells[right].coefficient * factor
        if !Self.isNearZero(value) {
          cells[write] = Cell(symbol: other.cells[right].symbol, coefficient: value)
          write -= 1
          inserted(other.cells[right].symbol)
        }
        right -= 1
      } else {
        let value = cells[left].coefficient + other.cells[right].coefficient * factor
        if !Self.isNearZero(value) {
          cells[write] = Cell(symbol: cells[left].symbol, coefficient: value)
          write -= 1
        }
        left -= 1
        right -= 1
      }
    }
    // Cancelled and dropped cells leave a gap at the front.
    if write >= 0 { cells.removeSubrange(0...write) }
  }

  /// Negates every cell and the constant.
  mutating func negate() {
    constant = -constant
    for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
  }

  /// Solves `0 = constant + ... + c * symbol + ...` for `symbol`.
  mutating func solve(for symbol: Int) {
    guard let coefficient = remove(symbol) else { return }
    let factor = -1 / coefficient
    constant *= factor
    for index in cells.indices { cells[index].coefficient *= factor }
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
