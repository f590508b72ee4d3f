/// The cells of every row of one solver, in one flat array of blocks, so that a row costs no
/// allocation of its own and a solver is freed in a handful of deallocations, not one per row.
///
/// Blocks come in size classes of ``smallestBlock``, twice that, four times, ... cells; a freed
/// block goes on its class's free list (the next free block's start kept in its first cell's symbol) and is reused by the next
/// row of that class. A row that outgrows its block moves to a block of the next class.
///
/// Rows are addressed by index, never by pointer: making a block may grow the array and move it.
struct RowStore: Sendable {
  /// The cells of the smallest block.
  static let smallestBlock = 4
  /// The cells of the first allocation: room for a cell-sized solver's rows.
  static let firstAllocation = 128

  /// The blocks, and past `end` cells not yet in any block.
  private(set) var cells: [Row.Cell] = []
  /// Where the next new block starts.
  private var end = 0
  /// The first free block of each size class, -1 when there is none.
  private var freeHeads: [Int] = []

  /// A new row with no cells and room for at least `capacity` before it moves.
  mutating func makeRow(constant: Double, capacity: Int = 8) -> Row {
    var sizeClass = 0
    while Self.smallestBlock << sizeClass < capacity { sizeClass += 1 }
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
    let start = end
    end += Self.smallestBlock << sizeClass
    if end > cells.count {
      // Grown by doubling from the first allocation, in one append rather than one per block.
      let spare = Row.Cell(symbol: -1, coefficient: 0)
      let count = Swift.max(Self.firstAllocation, end, cells.count)
      cells.append(contentsOf: repeatElement(spare, count: count))
    }
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
    let end = row.start + row.count
    // The shifts, like the merges, run on the raw buffer (see `add(_:times:to:inserted:)`):
    // every slot is inside the row's block, which has room for one more cell.
    cells.withUnsafeMutableBufferPointer { cells in
      var slot = end
      while slot > at {
        cells[slot] = cells[slot - 1]
        slot -= 1
      }
      cells[at] = Row.Cell(symbol: symbol, coefficient: coefficient)
    }
    row.count += 1
    return 1
  }

  private mutating func removeCell(at index: Int, from row: inout Row) {
    let end = row.start + row.count - 1
    cells.withUnsafeMutableBufferPointer { cells in
      var slot = index
      while slot < end {
        cells[slot] = cells[slot + 1]
        slot += 1
      }
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
  /// The merges are the solver's innermost loop and run on the raw buffer: indexing the array
  /// checked its bounds and asked whether it was uniquely referenced on every write, about half
  /// of a pivot's instructions. Every index stays within the two rows' blocks, which the
  /// loops' conditions bound, and nothing in the loops can grow the array.
  ///
  /// - Complexity: O(n + m) for rows of n and m cells.
  mutating func add(
    _ other: Row, times factor: Double, to target: inout Row, inserted: (Int) -> Void
  ) {
    target.constant += other.constant * factor
    guard other.count > 0 else { return }
    if other.count <= 2 {
      // A cell or two: inserting each (a binary search and a short shift) beats two passes.
      for index in other.indices {
        let cell = cells[index]
        if add(cell.symbol, cell.coefficient * factor, to: &target) > 0 { inserted(cell.symbol) }
      }
      return
    }
    let extra = cells.withUnsafeBufferPointer { cells in
      var extra = 0
      var scan = target.start
      let targetEnd = target.start + target.count
      for index in other.indices {
        let symbol = cells[index].symbol
        while scan < targetEnd, cells[scan].symbol < symbol { scan += 1 }
        if scan == targetEnd || cells[scan].symbol != symbol { extra += 1 }
      }
      return extra
    }
    if target.count + extra > target.capacity {
      // The new block first: making it may move the array, which the merge then reads.
      var merged = makeRow(constant: target.constant, capacity: target.count + extra)
      merged.count = cells.withUnsafeMutableBufferPointer { cells in
        Self.mergeForward(cells, other, times: factor, into: target, at: merged.start, inserted)
      }
      free(target)
      target = merged
    } else {
      let count = cells.withUnsafeMutableBufferPointer { cells in
        Self.mergeBackward(cells, other, times: factor, into: target, extra: extra, inserted)
      }
      target.count = count
    }
  }

  /// The merge for a target whose block has room: from the back, so that no cell is
  /// overwritten before it is read, then the gap that cancelled cells left is closed; returns
  /// the new count.
  private static func mergeBackward(
    _ cells: UnsafeMutableBufferPointer<Row.Cell>, _ other: Row, times factor: Double,
    into target: Row, extra: Int, _ inserted: (Int) -> Void
  ) -> Int {
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
    return count
  }

  /// The merge for a target that outgrows its block: forwards into the block at `start`;
  /// returns the merged count.
  private static func mergeForward(
    _ cells: UnsafeMutableBufferPointer<Row.Cell>, _ other: Row, times factor: Double,
    into target: Row, at start: Int, _ inserted: (Int) -> Void
  ) -> Int {
    var write = start
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
    return write - start
  }

  /// Negates every cell and the constant.
  mutating func negate(_ row: inout Row) {
    row.constant = -row.constant
    cells.withUnsafeMutableBufferPointer { cells in
      for index in row.indices { cells[index].coefficient = -cells[index].coefficient }
    }
  }

  /// Solves `0 = constant + ... + c * symbol + ...` for `symbol`.
  mutating func solve(_ row: inout Row, for symbol: Int) {
    guard let coefficient = remove(symbol, from: &row) else { return }
    let factor = -1 / coefficient
    row.constant *= factor
    cells.withUnsafeMutableBufferPointer { cells in
      for index in row.indices { cells[index].coefficient *= factor }
    }
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
