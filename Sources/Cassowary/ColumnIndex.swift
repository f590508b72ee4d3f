/// For each symbol, the basic symbols whose rows contain it: one singly linked list per
/// symbol, its nodes in one flat array with a free list, so that adding an entry never
/// allocates once the array has grown. Heads and links are 32-bit, so that a cell-sized
/// solver's index stays a few cache lines.
///
/// Entries may go stale (the row dropped the symbol, or left the tableau) and may repeat;
/// readers check the row, and ``compact(_:into:isLive:)`` drops what is stale.
struct ColumnIndex: Sendable {
  private struct Node: Sendable {
    var basic: Int32
    var next: Int32
  }

  private var heads: [Int32] = []
  private var nodes: [Node] = []
  private var free: Int32 = -1

  /// Makes room for one more symbol, with an empty column.
  mutating func appendSymbol() {
    heads.append(-1)
  }

  /// Makes room for `symbols` symbols and about two entries each without reallocating.
  mutating func reserveCapacity(symbols: Int) {
    heads.reserveCapacity(symbols)
    nodes.reserveCapacity(symbols * 2)
  }

  /// Records that the row of `basic` contains `symbol`.
  mutating func insert(_ basic: Int, into symbol: Int) {
    let node = Node(basic: Int32(truncatingIfNeeded: basic), next: heads[symbol])
    if free >= 0 {
      let slot = free
      free = nodes[Int(slot)].next
      nodes[Int(slot)] = node
      heads[symbol] = slot
    } else {
      heads[symbol] = Int32(truncatingIfNeeded: nodes.count)
      nodes.append(node)
    }
  }

  /// Empties the column of `symbol`, appending its entries to `buffer`.
  mutating func removeAll(_ symbol: Int, into buffer: inout [Int]) {
    var node = heads[symbol]
    heads[symbol] = -1
    while node >= 0 {
      buffer.append(Int(nodes[Int(node)].basic))
      let next = nodes[Int(node)].next
      nodes[Int(node)].next = free
      free = node
      node = next
    }
  }

  /// Keeps the entries of `symbol` for which `isLive` holds, appending them to `buffer`.
  mutating func compact(_ symbol: Int, into buffer: inout [Int], isLive: (Int) -> Bool) {
    var previous: Int32 = -1
    var node = heads[symbol]
    while node >= 0 {
      let next = nodes[Int(node)].next
      let basic = Int(nodes[Int(node)].basic)
      if isLive(basic) {
        buffer.append(basic)
        previous = node
      } else {
        if previous >= 0 { nodes[Int(previous)].next = next } else { heads[symbol] = next }
        nodes[Int(node)].next = free
        free = node
      }
      node = next
    }
  }

  /// Calls `body` with each entry of `symbol`, stale ones included.
  func forEach(_ symbol: Int, _ body: (Int) -> Void) {
    var node = heads[symbol]
    while node >= 0 {
      body(Int(nodes[Int(node)].basic))
      node = nodes[Int(node)].next
    }
  }
}
