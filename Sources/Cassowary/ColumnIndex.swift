/// For each symbol, the basic symbols whose rows contain it: one singly linked list per
/// symbol, its nodes in one flat array with a free list, so that adding an entry never
/// allocates once the array has grown.
///
/// Entries may go stale (the row dropped the symbol, or left the tableau) and may repeat;
/// readers check the row, and ``compact(_:into:isLive:)`` drops what is stale.
struct ColumnIndex: Sendable {
  private struct Node: Sendable {
    var basic: Int
    var next: Int
  }

  private var heads: [Int] = []
  private var nodes: [Node] = []
  private var free = -1

  /// Makes room for one more symbol, with an empty column.
  mutating func appendSymbol() {
    heads.append(-1)
  }

  /// Makes room for `symbols` symbols and about four entries each without reallocating.
  mutating func reserveCapacity(symbols: Int) {
    heads.reserveCapacity(symbols)
    nodes.reserveCapacity(symbols * 4)
  }

  /// Records that the row of `basic` contains `symbol`.
  mutating func insert(_ basic: Int, into symbol: Int) {
    let node = Node(basic: basic, next: heads[symbol])
    if free >= 0 {
      let slot = free
      free = nodes[slot].next
      nodes[slot] = node
      heads[symbol] = slot
    } else {
      heads[symbol] = nodes.count
      nodes.append(node)
    }
  }

  /// Empties the column of `symbol`, appending its entries to `buffer`.
  mutating func removeAll(_ symbol: Int, into buffer: inout [Int]) {
    var node = heads[symbol]
    heads[symbol] = -1
    while node >= 0 {
      buffer.append(nodes[node].basic)
      let next = nodes[node].next
      nodes[node].next = free
      free = node
      node = next
    }
  }

  /// Keeps the entries of `symbol` for which `isLive` holds, appending them to `buffer`.
  mutating func compact(_ symbol: Int, into buffer: inout [Int], isLive: (Int) -> Bool) {
    var previous = -1
    var node = heads[symbol]
    while node >= 0 {
      let next = nodes[node].next
      if isLive(nodes[node].basic) {
        buffer.append(nodes[node].basic)
        previous = node
      } else {
        if previous >= 0 { nodes[previous].next = next } else { heads[symbol] = next }
        nodes[node].next = free
        free = node
      }
      node = next
    }
  }

  /// Calls `body` with each entry of `symbol`, stale ones included.
  func forEach(_ symbol: Int, _ body: (Int) -> Void) {
    var node = heads[symbol]
    while node >= 0 {
      body(nodes[node].basic)
      node = nodes[node].next
    }
  }
}
