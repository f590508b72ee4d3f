/// The cells of every row of one solver, in one flat buffer of blocks, so that a row costs no
/// allocation of its own and a solver frees all its rows at once.
///
/// Blocks come in size classes of ``smallestBlock``, twice that, four times, ... cells; a freed
/// block goes on its class's free list (the next free block's start kept in its first cell's
/// symbol) and is reused by the next row of that class. A row that outgrows its block moves to
/// a block of the next class.
///
/// The cells are a ``RawBuffer``: reading and writing a cell is a load or a store, with no
/// bounds check and no uniqueness check, since the merges below are the solver's innermost
/// loops. Every index the store touches lies inside a block it handed out, which debug builds
/// assert. Rows are addressed by index, never by pointer: making a block may move the cells.
/// The owner frees the store with ``deallocate()`` and copies it with ``copy()``.
struct RowStore {
  /// The cells of the smallest block.
  static let smallestBlock = 4
  /// The size classes a store can have: blocks up to `smallestBlock << 27` cells.
  static let sizeClasses = 28

  /// The blocks, and past `cells.count` cells not yet in any block.
  private(set) var cells: RawBuffer<Row.Cell>
  /// The first free block of each size class, -1 when there is none.
  private var freeHeads: RawBuffer<Int32>

  /// An empty store, which allocates memory of its own with its first row.
  init() {
    cells = RawBuffer()
    freeHeads = RawBuffer()
  }

  /// An empty store in regions of its owner's memory: `cellCapacity` cells at `cells`, and
  /// ``sizeClasses`` free-list heads at `freeHeads`.
  init(
    cells: UnsafeMutablePointer<Row.Cell>, capacity cellCapacity: Int,
    freeHeads: UnsafeMutablePointer<Int32>
  ) {
    self.cells = RawBuffer(region: cells, capacity: cellCapacity)
    self.freeHeads = RawBuffer(region: freeHeads, capacity: Self.sizeClasses)
    for _ in 0..<Self.sizeClasses { self.freeHeads.append(-1) }
  }

  /// A store with the same rows in memory of its own.
  ///
  /// - Complexity: O(n) for the n cells in blocks.
  func copy() -> RowStore {
    var copy = self
    copy.cells = cells.copy()
    copy.freeHeads = freeHeads.copy()
    return copy
  }

  /// Frees the memory the store allocated; the store must not be used again.
  func deallocate() {
    cells.deallocate()
    freeHeads.deallocate()
  }

  /// The cells the store has handed out in blocks, free ones included.
  var cellCount: Int { cells.count }

  /// The cells the store holds before it grows.
  var cellCapacity: Int { cells.capacity }

  /// A new row with no cells and room for at least `capacity` before it moves.
  mutating func makeRow(constant: Double, capacity: Int = 8) -> Row {
    var sizeClass = 0
    while Self.smallestBlock << sizeClass < capacity { sizeClass += 1 }
    return Row(constant: constant, start: allocate(sizeClass), count: 0, sizeClass: sizeClass)
  }

  /// A copy of `row` in a block of its own.
  mutating func copy(_ row: Row) -> Row {
    var copy = makeRow(constant: row.constant, capacity: row.count)
    (cells.base + copy.start).update(from: cells.base + row.start, count: row.count)
    copy.count = row.count
    return copy
  }

  /// Gives the row's block back; the row must not be used again.
  mutating func free(_ row: Row) {
    assert(row.start >= 0 && row.start + row.capacity <= cells.count)
    cells[row.start].symbol = Int(freeHeads[row.sizeClass])
    freeHeads[row.sizeClass] = Int32(truncatingIfNeeded: row.start)
  }

  private mutating func allocate(_ sizeClass: Int) -> Int {
    precondition(sizeClass < Self.sizeClasses, "a row of more cells than memory holds")
    if freeHeads.count == 0 {
      freeHeads.reserve(Self.sizeClasses)
      for _ in 0..<Self.sizeClasses { freeHeads.append(-1) }
    }
    let head = Int(freeHeads[sizeClass])
    if head >= 0 {
      freeHeads[sizeClass] = Int32(truncatingIfNeeded: cells[head].symbol)
      return head
    }
    let start = cells.count
    let size = Self.smallestBlock << sizeClass
    // Doubled when it moves, so that the moves cost O(1) per cell.
    cells.reserve(Swift.max(start + size, 64))
    (cells.base + start).initialize(repeating: Row.Cell(symbol: -1, coefficient: 0), count: size)
    cells.count = start + size
    return start
  }

  /// The symbols of `row`, lowest first.
  func symbols(of row: Row) -> [Int] {
    row.indices.map { cells[$0].symbol }
  }

  /// The store index of `symbol` in `row`, or where it would go.
  @inline(__always)
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
    (cells.base + moved.start).update(from: cells.base + row.start, count: row.count)
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

  /// Adds `factor * other` to `target`, recording in `columns` that the row of `basic` holds
  /// each symbol that appeared (the column heads are the symbols' states).
  mutating func add(
    _ other: Row, times factor: Double, to target: inout Row, basic: Int,
    columns: inout ColumnIndex, _ symbols: UnsafeMutablePointer<SymbolState>
  ) {
    add(other, times: factor, to: &target) { columns.insert(basic, into: &symbols[$0].columnHead) }
  }

  /// Adds `factor * other` to `target`, telling which symbols appeared: counts the new symbols,
  /// then merges from the back within the block when they fit, else forwards into a new block.
  ///
  /// - Complexity: O(n + m) for rows of n and m cells.
  @inline(__always)
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
    var extra = 0
    var scan = target.start
    let targetEnd = target.start + target.count
    for index in other.indices {
      let symbol = cells[index].symbol
      while scan < targetEnd, cells[scan].symbol < symbol { scan += 1 }
      if scan == targetEnd || cells[scan].symbol != symbol { extra += 1 }
    }
    if target.count + extra > target.capacity {
      // The new block first: making it may move the buffer, which the merge then reads.
      var merged = makeRow(constant: target.constant, capacity: target.count + extra)
      merged.count = Self.mergeForward(
        cells.base, other, times: factor, into: target, at: merged.start, inserted)
      free(target)
      target = merged
    } else {
      target.count = Self.mergeBackward(
        cells.base, other, times: factor, into: target, extra: extra, inserted)
    }
  }

  /// The merge for a target whose block has room: from the back, so that no cell is
  /// overwritten before it is read, then the gap that cancelled cells left is closed; returns
  /// the new count.
  @inline(__always)
  private static func mergeBackward(
    _ cells: UnsafeMutablePointer<Row.Cell>, _ other: Row, times factor: Double,
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
  @inline(__always)
  private static func mergeForward(
    _ cells: UnsafeMutablePointer<Row.Cell>, _ other: Row, times factor: Double,
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
