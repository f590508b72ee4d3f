/// For each symbol, the basic symbols whose rows contain it: one singly linked list per
/// symbol, its nodes in one flat buffer with a free list, so that adding an entry never
/// allocates once the buffer has grown. A list's head lives with its symbol (the caller's
/// ``SymbolState``); links are 32-bit, so that a cell-sized solver's index is a few cache
/// lines.
///
/// Entries may go stale (the row dropped the symbol, or left the tableau) and may repeat;
/// readers check the row, and ``compact(_:into:isLive:)`` drops what is stale.
///
/// The nodes are a ``RawBuffer``, which the owner frees with ``deallocate()`` and copies with
/// ``copy()``.
struct ColumnIndex {
  struct Node {
    var basic: Int32
    var next: Int32
  }

  private var nodes: RawBuffer<Node>
  private var free: Int32 = -1

  /// An empty index in memory of its own.
  init() {
    nodes = RawBuffer()
  }

  /// An empty index in `capacity` nodes of its owner's memory at `region`.
  init(region: UnsafeMutablePointer<Node>, capacity: Int) {
    nodes = RawBuffer(region: region, capacity: capacity)
  }

  /// An index with the same entries in memory of its own.
  func copy() -> ColumnIndex {
    var copy = self
    copy.nodes = nodes.copy()
    return copy
  }

  /// Frees the memory the index allocated; the index must not be used again.
  func deallocate() {
    nodes.deallocate()
  }

  /// The nodes the index holds before it grows.
  var capacity: Int { nodes.capacity }

  /// Makes room for `capacity` nodes.
  mutating func reserve(_ capacity: Int) {
    nodes.reserve(capacity)
  }

  /// Records, in the column whose head is `head`, that the row of `basic` contains its symbol.
  @inline(__always)
  mutating func insert(_ basic: Int, into head: inout Int32) {
    let node = Node(basic: Int32(truncatingIfNeeded: basic), next: head)
    if free >= 0 {
      let slot = free
      free = nodes[Int(slot)].next
      nodes[Int(slot)] = node
      head = slot
    } else {
      head = Int32(truncatingIfNeeded: nodes.count)
      nodes.append(node)
    }
  }

  /// Empties the column whose head is `head`, appending its entries to `buffer`.
  mutating func removeAll(_ head: inout Int32, into buffer: inout RawBuffer<Int32>) {
    var node = head
    head = -1
    while node >= 0 {
      buffer.append(nodes[Int(node)].basic)
      let next = nodes[Int(node)].next
      nodes[Int(node)].next = free
      free = node
      node = next
    }
  }

  /// Keeps the entries of the column whose head is `head` for which `isLive` holds, appending
  /// them to `buffer`.
  @inline(__always)
  mutating func compact(
    _ head: inout Int32, into buffer: inout RawBuffer<Int32>, isLive: (Int) -> Bool
  ) {
    var previous: Int32 = -1
    var node = head
    while node >= 0 {
      let next = nodes[Int(node)].next
      let basic = nodes[Int(node)].basic
      if isLive(Int(basic)) {
        buffer.append(basic)
        previous = node
      } else {
        if previous >= 0 { nodes[Int(previous)].next = next } else { head = next }
        nodes[Int(node)].next = free
        free = node
      }
      node = next
    }
  }

  /// Calls `body` with each entry of the column whose head is `head`, stale ones included.
  func forEach(_ head: Int32, _ body: (Int) -> Void) {
    var node = head
    while node >= 0 {
      body(Int(nodes[Int(node)].basic))
      node = nodes[Int(node)].next
    }
  }
}
