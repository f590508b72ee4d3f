/// The cells of every row of one solver, in one flat array of blocks, so that a row costs no
/// allocation of its own and a solver is freed in a handful of deallocations, not one per row.
///
/// Blocks come in size classes of 8, 16, 32, ... cells; a freed block goes on its class's free
/// list (the next free block's start kept in its first cell's symbol) and is reused by the next
/// row of that class. A row that outgrows its block moves to a block of the next class.
///
/// Rows are addressed by index, never by pointer: making a block may grow the array and move it.
struct RowStore: Sendable {
  private(set) var cells: [Row.Cell] = []
  /// The first free block of each size class, -1 when there is none.
  private var freeHeads: [Int] = []

  /// Makes room for `count` cells without reallocating.
  mutating func reserveCapacity(_ count: Int) {
    cells.reserveCapacity(count)
  }

  /// A new row with no cells and room for at least `capacity` before it moves.
  mutating func makeRow(constant: Double, capacity: Int = 8) -> Row {
    var sizeClass = 0
    while 8 << sizeClass < capacity { sizeClass += 1 }
    return Row(constant: constant, start: allocate(sizeClass), count: 0, sizeClass: sizeClass)
  }

  /// A copy of `row` in a block of its own.
  mutating func copy(_ row: Row) -> Row {
    var copy = makeRow(constant: row.constant, capacity: row.count)
    for index in 0..<row.count { cells[copy.start + index] = cells[row.start + index] }
    copy.count = row.count
    return copy
  }

  /// Gives the row's block back; the row must not be used again.
  mutating func free(_ row: Row) {
    while freeHeads.count <= row.sizeClass { freeHeads.append(-1) }
    cells[row.start].symbol = freeHeads[row.sizeClass]
    freeHeads[row.sizeClass] = row.start
  }

  private mutating func allocate(_ sizeClass: Int) -> Int {
    if sizeClass < freeHeads.count, freeHeads[sizeClass] >= 0 {
      let start = freeHeads[sizeClass]
      freeHeads[sizeClass] = cells[start].symbol
      return start
    }
    let start = cells.count
    let size = 8 << sizeClass
    // Doubling by hand, from 256 cells: appending a block at a time would still double, but
    // from the block's size, reallocating at 8, 16, 32, ... cells.
    if start + size > cells.capacity { cells.reserveCapacity(Swift.max(256, 2 * (start + size))) }
    cells.append(contentsOf: repeatElement(Row.Cell(symbol: -1, coefficient: 0), count: size))
    return start
  }

  /// The symbols of `row`, lowest first.
  func symbols(of row: Row) -> [Int] {
    row.indices.map { cells[$0].symbol }
  }

  /// The store index of `symbol` in `row`, or where it would go.
  private func position(of symbol: Int, in row: Row) -> (index: Int, isPresent: Bool) {
    var low = row.start
    var high = row.start + row.count
    while low < high {
      let middle = (low + high) / 2
      if cells[middle].symbol < symbol { low = middle + 1 } else { high = middle }
    }
    return (low, low < row.start + row.count && cells[low].symbol == symbol)
  }

  /// The coefficient of `symbol` in `row`, 0 when absent.
  func coefficient(of symbol: Int, in row: Row) -> Double {
    let (index, isPresent) = position(of: symbol, in: row)
    return isPresent ? cells[index].coefficient : 0
  }

  /// Moves `row` to a block with room for `capacity` cells.
  private mutating func grow(_ row: inout Row, to capacity: Int) {
    let moved = makeRow(constant: row.constant, capacity: capacity)
    for index in 0..<row.count { cells[moved.start + index] = cells[row.start + index] }
    free(row)
    row.start = moved.start
    row.sizeClass = moved.sizeClass
  }

  /// Adds `coefficient * symbol` to `row`, dropping the cell when it cancels; returns +1 when a
  /// cell appeared, -1 when one cancelled, 0 otherwise.
  @discardableResult
  mutating func add(_ symbol: Int, _ coefficient: Double, to row: inout Row) -> Int {
    let (index, isPresent) = position(of: symbol, in: row)
    if isPresent {
      let value = cells[index].coefficient + coefficient
      if Row.isNearZero(value) {
        removeCell(at: index, from: &row)
        return -1
      }
      cells[index].coefficient = value
      return 0
    }
    guard !Row.isNearZero(coefficient) else { return 0 }
    let offset = index - row.start
    if row.count == row.capacity { grow(&row, to: 2 * row.capacity) }
    let at = row.start + offset
    var slot = row.start + row.count
    while slot > at {
      cells[slot] = cells[slot - 1]
      slot -= 1
    }
    cells[at] = Row.Cell(symbol: symbol, coefficient: coefficient)
    row.count += 1
    return 1
  }

  private mutating func removeCell(at index: Int, from row: inout Row) {
    let end = row.start + row.count - 1
    var slot = index
    while slot < end {
      cells[slot] = cells[slot + 1]
      slot += 1
    }
    row.count -= 1
  }

  /// Removes the cell of `symbol` from `row`, returning its coefficient.
  mutating func remove(_ symbol: Int, from row: inout Row) -> Double? {
    let (index, isPresent) = position(of: symbol, in: row)
    guard isPresent else { return nil }
    let coefficient = cells[index].coefficient
    removeCell(at: index, from: &row)
    return coefficient
  }

  /// Adds `factor * other` to `target`.
  mutating func add(_ other: Row, times factor: Double, to target: inout Row) {
    add(other, times: factor, to: &target) { _ in }
  }

  /// Adds `factor * other` to `target`, recording each symbol that appeared as held by the row
  /// of `basic` in `columns`.
  mutating func add(
    _ other: Row, times factor: Double, to target: inout Row, basic: Int,
    columns: inout ColumnIndex
  ) {
    add(other, times: factor, to: &target) { columns.insert(basic, into: $0) }
  }

  /// Adds `factor * other` to `target`, telling which symbols appeared: counts the new symbols,
  /// then merges from the back within the block when they fit, else forwards into a new block.
  ///
  /// - Complexity: O(n + m) for rows of n and m cells.
  mutating func add(
    _ other: Row, times factor: Double, to target: inout Row, inserted: (Int) -> Void
  ) {
    target.constant += other.constant * factor
    guard other.count > 0 else { return }
    var extra = 0
    var scan = target.start
    let targetEnd = target.start + target.count
    for index in other.indices {
      let symbol = cells[index].symbol
      while scan < targetEnd, cells[scan].symbol < symbol { scan += 1 }
      if scan == targetEnd || cells[scan].symbol != symbol { extra += 1 }
    }
    if target.count + extra > target.capacity {
      mergeForward(other, times: factor, into: &target, capacity: target.count + extra, inserted)
    } else {
      mergeBackward(other, times: factor, into: &target, extra: extra, inserted)
    }
  }

  /// The merge for a target whose block has room: from the back, so that no cell is
  /// overwritten before it is read, then the gap that cancelled cells left is closed.
  private mutating func mergeBackward(
    _ other: Row, times factor: Double, into target: inout Row, extra: Int,
    _ inserted: (Int) -> Void
  ) {
    var left = target.start + target.count - 1
    var right = other.start + other.count - 1
    let end = target.start + target.count + extra
    // Slots above `write` hold the result; `write` never passes `left`.
    var write = end - 1
    while left >= target.start || right >= other.start {
      if right < other.start
        || (left >= target.start && cells[left].symbol > cells[right].symbol)
      {
        cells[write] = cells[left]
        write -= 1
        left -= 1
      } else if left < target.start || cells[right].symbol > cells[left].symbol {
        let value = cells[right].coefficient * factor
        if !Row.isNearZero(value) {
          let symbol = cells[right].symbol
          cells[write] = Row.Cell(symbol: symbol, coefficient: value)
          write -= 1
          inserted(symbol)
        }
        right -= 1
      } else {
        let value = cells[left].coefficient + cells[right].coefficient * factor
        if !Row.isNearZero(value) {
          cells[write] = Row.Cell(symbol: cells[left].symbol, coefficient: value)
          write -= 1
        }
        left -= 1
        right -= 1
      }
    }
    let first = write + 1
    let count = end - first
    if first > target.start {
      for index in 0..<count { cells[target.start + index] = cells[first + index] }
    }
    target.count = count
  }

  /// The merge for a target that outgrows its block: forwards into a new block.
  private mutating func mergeForward(
    _ other: Row, times factor: Double, into target: inout Row, capacity: Int,
    _ inserted: (Int) -> Void
  ) {
    var merged = makeRow(constant: target.constant, capacity: capacity)
    var write = merged.start
    var left = target.start
    var right = other.start
    let leftEnd = target.start + target.count
    let rightEnd = other.start + other.count
    while left < leftEnd || right < rightEnd {
      if right == rightEnd || (left < leftEnd && cells[left].symbol < cells[right].symbol) {
        cells[write] = cells[left]
        write += 1
        left += 1
      } else if left == leftEnd || cells[right].symbol < cells[left].symbol {
        let value = cells[right].coefficient * factor
        if !Row.isNearZero(value) {
          let symbol = cells[right].symbol
          cells[write] = Row.Cell(symbol: symbol, coefficient: value)
          write += 1
          inserted(symbol)
        }
        right += 1
      } else {
        let value = cells[left].coefficient + cells[right].coefficient * factor
        if !Row.isNearZero(value) {
          cells[write] = Row.Cell(symbol: cells[left].symbol, coefficient: value)
          write += 1
        }
        left += 1
        right += 1
      }
    }
    merged.count = write - merged.start
    free(target)
    target = merged
  }

  /// Negates every cell and the constant.
  mutating func negate(_ row: inout Row) {
    row.constant = -row.constant
    for index in row.indices { cells[index].coefficient = -cells[index].coefficient }
  }

  /// Solves `0 = constant + ... + c * symbol + ...` for `symbol`.
  mutating func solve(_ row: inout Row, for symbol: Int) {
    guard let coefficient = remove(symbol, from: &row) else { return }
    let factor = -1 / coefficient
    row.constant *= factor
    for index in row.indices { cells[index].coefficient *= factor }
  }

  /// Turns `lhs = row` into `rhs = ...`, with `lhs` moved into the cells.
  mutating func solve(_ row: inout Row, for lhs: Int, _ rhs: Int) {
    add(lhs, -1, to: &row)
    solve(&row, for: rhs)
  }

  /// Replaces `symbol` by `other` in `row`; returns whether the symbol was there.
  mutating func substitute(_ symbol: Int, _ other: Row, in row: inout Row) -> Bool {
    guard let coefficient = remove(symbol, from: &row) else { return false }
    add(other, times: coefficient, to: &row)
    return true
  }
}
