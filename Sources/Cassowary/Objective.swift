/// The solver's objective: one level per priority, strongest first, and every symbol's cost at
/// each level.
///
/// A symbol's costs sit side by side in one flat array (`costs[symbol * stride + slot]`), so
/// that asking whether a symbol has a negative cost, which the simplex does for every candidate,
/// reads one cache line, and the whole objective is one allocation. A level keeps the slot it
/// was given while stronger levels arrive before it: only the small map from levels to slots is
/// reordered, never the costs.
struct Objective: Sendable {
  /// Each level's priority, strongest first.
  private(set) var priorities: [LayoutPriority] = []
  /// Each level's slot in a symbol's costs.
  private var slots: [Int] = []
  /// Slots whose level was removed, to be given to the next new level.
  private var freeSlots: [Int] = []
  /// The cost slots per symbol.
  private var stride = 4
  /// The costs; symbols past the end cost 0 at every level.
  private var costs: [Double] = []
  /// The symbols the costs are grown to hold at once.
  private var symbolCapacity = 0

  var levelCount: Int { priorities.count }

  /// The level indices, strongest first.
  var levels: Range<Int> { 0..<priorities.count }

  /// The cost of `symbol` at `level`.
  subscript(symbol: Int, level: Int) -> Double {
    get {
      let index = symbol &* stride &+ slots[level]
      return index < costs.count ? costs[index] : 0
    }
    set {
      let index = symbol &* stride &+ slots[level]
      if index >= costs.count {
        guard newValue != 0 else { return }
        let symbols = Swift.max(symbolCapacity, 2 * (symbol + 1))
        costs.append(contentsOf: repeatElement(0, count: symbols * stride - costs.count))
      }
      costs[index] = newValue
    }
  }

  /// Lets the costs hold `symbols` symbols when they first grow, so that a solver made for that
  /// many symbols allocates them once.
  mutating func reserveSymbols(_ symbols: Int) {
    symbolCapacity = symbols
    if !costs.isEmpty, costs.count < symbols * stride {
      costs.append(contentsOf: repeatElement(0, count: symbols * stride - costs.count))
    }
  }

  /// The level of `priority`, inserted in order when there is none yet.
  ///
  /// - Complexity: O(l) for l levels, and O(s * l) for s symbols when a level's slot is the
  ///   first past the stride, which widens every symbol's costs.
  mutating func level(for priority: LayoutPriority) -> Int {
    var index = 0
    while index < priorities.count, priorities[index] > priority { index += 1 }
    if index < priorities.count, priorities[index] == priority { return index }
    insertLevel(priority, at: index)
    return index
  }

  /// A level after all others, even when one has the same priority: the tie-break of
  /// `resolveAmbiguity`, removed again with ``removeLastLevel()``.
  mutating func appendLevel(_ priority: LayoutPriority) -> Int {
    insertLevel(priority, at: priorities.count)
    return priorities.count - 1
  }

  /// Removes the last level; its costs are cleared for the next level to take its slot.
  ///
  /// - Complexity: O(s) for s symbols.
  mutating func removeLastLevel() {
    let slot = slots.removeLast()
    priorities.removeLast()
    var index = slot
    while index < costs.count {
      costs[index] = 0
      index += stride
    }
    freeSlots.append(slot)
  }

  private mutating func insertLevel(_ priority: LayoutPriority, at level: Int) {
    let slot: Int
    if let free = freeSlots.popLast() {
      slot = free
    } else {
      slot = slots.count
      if slot == stride { widen() }
    }
    priorities.insert(priority, at: level)
    slots.insert(slot, at: level)
  }

  /// Doubles the slots per symbol, moving every symbol's costs.
  private mutating func widen() {
    let wider = stride * 2
    if !costs.isEmpty {
      var moved = [Double](repeating: 0, count: costs.count / stride * wider)
      for symbol in 0..<(costs.count / stride) {
        for slot in 0..<stride { moved[symbol * wider + slot] = costs[symbol * stride + slot] }
      }
      costs = moved
    }
    stride = wider
  }
}
