/// For each symbol, the basic symbols whose rows contain it: one singly linked list per
/// symbol, all in flat arrays with a free list, so that adding an entry never allocates once
/// the arrays have grown.
///
/// Entries may go stale (the row dropped the symbol, or left the tableau) and may repeat;
/// readers check the row, and ``compact(_:isLive:)`` drops what is stale.
struct ColumnIndex: Sendable {
  private var heads: [Int] = []
  private var basics: [Int] = []
  private var nexts: [Int] = []
  private var free = -1

  /// Makes room for one more symbol, with an empty column.
  mutating func appendSymbol() {
    heads.append(-1)
  }

  /// Makes room for `symbols` symbols and about four entries each without reallocating.
  mutating func reserveCapacity(symbols: Int) {
    heads.reserveCapacity(symbols)
    basics.reserveCapacity(symbols * 4)
    nexts.reserveCapacity(symbols * 4)
  }

  /// Records that the row of `basic` contains `symbol`.
  mutating func insert(_ basic: Int, into symbol: Int) {
    let node: Int
    if free >= 0 {
      node = free
      free = nexts[node]
      basics[node] = basic
      nexts[node] = heads[symbol]
    } else {
      node = basics.count
      basics.append(basic)
      nexts.append(heads[symbol])
    }
    heads[symbol] = node
  }

  /// Empties the column of `symbol`, appending its entries to `buffer`.
  mutating func removeAll(_ symbol: Int, into buffer: inout [Int]) {
    var node = heads[symbol]
    heads[symbol] = -1
    while node >= 0 {
      buffer.append(basics[node])
      let next = nexts[node]
      nexts[node] = free
      free = node
      node = next
    }
  }

  /// Keeps the entries of `symbol` for which `isLive` holds, appending them to `buffer`.
  mutating func compact(_ symbol: Int, into buffer: inout [Int], isLive: (Int) -> Bool) {
    var previous = -1
    var node = heads[symbol]
    while node >= 0 {
      let next = nexts[node]
      if isLive(basics[node]) {
        buffer.append(basics[node])
        previous = node
      } else {
        if previous >= 0 { nexts[previous] = next } else { heads[symbol] = next }
        nexts[node] = free
        free = node
      }
      node = next
    }
  }

  /// Calls `body` with each entry of `symbol`, stale ones included.
  func forEach(_ symbol: Int, _ body: (Int) -> Void) {
    var node = heads[symbol]
    while node >= 0 {
      body(basics[node])
      node = nexts[node]
    }
  }
}
