/// The solver's objective: one level per priority, strongest first, and every symbol's cost at
/// each level.
///
/// A symbol's costs sit side by side in one flat buffer (`costs[symbol * stride + level]`), so
/// that asking whether a symbol has a negative cost, which the simplex does for every candidate,
/// reads one cache line, and the whole objective is one allocation. A new level moves the costs
/// of the levels after it one slot up, in every symbol: it happens once per priority.
///
/// The costs are a ``RawBuffer``, which the owner frees with ``deallocate()`` and copies with
/// ``copy()``.
struct Objective {
  /// The cost slots per symbol the objective starts with: room for the named strengths.
  static let firstStride = 4

  /// The costs of the first `heldSymbols` symbols; later symbols cost 0 at every level, and so
  /// do symbols from `usedSymbols` on, which no cost was written for.
  private var costs: RawBuffer<Double>
  private var heldSymbols = 0
  private var usedSymbols = 0
  /// The cost slots per symbol.
  private var stride = Objective.firstStride
  /// The number of levels, kept beside `priorities` so that walking the levels reads no array.
  private(set) var levelCount = 0
  /// Each level's priority, strongest first.
  private(set) var priorities: [LayoutPriority] = []
  /// The symbols the costs are grown to hold at once.
  private var symbolCapacity = 0
  /// The level ``level(for:)`` found last.
  private var lastLevel = 0

  /// An objective with no levels in memory of its own.
  init() {
    costs = RawBuffer()
  }

  /// An objective with no levels, its costs in `symbols * firstStride` doubles of its owner's
  /// memory at `region`.
  init(region: UnsafeMutablePointer<Double>, symbols: Int) {
    costs = RawBuffer(region: region, capacity: symbols * Self.firstStride)
    symbolCapacity = symbols
  }

  /// An objective with the same levels and costs in memory of its own.
  func copy() -> Objective {
    var copy = self
    copy.costs = costs.copy()
    return copy
  }

  /// Frees the memory the objective allocated; it must not be used again.
  func deallocate() {
    costs.deallocate()
  }

  /// The doubles the costs hold before they grow.
  var costCapacity: Int { costs.capacity }

  /// The level indices, strongest first.
  var levels: Range<Int> { 0..<levelCount }

  /// The cost of `symbol` at `level`.
  subscript(symbol: Int, level: Int) -> Double {
    get { symbol < heldSymbols ? costs[symbol &* stride &+ level] : 0 }
    set {
      if symbol >= usedSymbols {
        guard newValue != 0 else { return }
        if symbol >= heldSymbols { hold(Swift.max(symbolCapacity, 2 * (symbol + 1))) }
        usedSymbols = symbol + 1
      }
      costs[symbol &* stride &+ level] = newValue
    }
  }

  /// Lets the costs hold `symbols` symbols when they next grow, so that a solver made for that
  /// many symbols grows them once.
  mutating func reserveSymbols(_ symbols: Int) {
    symbolCapacity = Swift.max(symbolCapacity, symbols)
  }

  /// Holds the costs of `symbols` symbols, the new ones 0.
  private mutating func hold(_ symbols: Int) {
    costs.reserve(symbols * stride)
    (costs.base + costs.count).initialize(repeating: 0, count: symbols * stride - costs.count)
    costs.count = symbols * stride
    heldSymbols = symbols
  }

  /// Doubles the slots per symbol, moving every symbol's costs.
  private mutating func widen() {
    let wider = stride * 2
    var moved = RawBuffer<Double>()
    moved.reserve(heldSymbols * wider)
    moved.base.initialize(repeating: 0, count: heldSymbols * wider)
    moved.count = heldSymbols * wider
    for symbol in 0..<heldSymbols {
      (moved.base + symbol * wider).update(from: costs.base + symbol * stride, count: stride)
    }
    costs.deallocate()
    costs = moved
    stride = wider
  }

  /// The level of `priority`, inserted in order when there is none yet.
  ///
  /// - Complexity: O(l) for l levels when the level exists, O(s * l) for s symbols to insert
  ///   it.
  mutating func level(for priority: LayoutPriority) -> Int {
    // Constraints come in runs of one priority; the last answer usually holds.
    if lastLevel < priorities.count, priorities[lastLevel] == priority { return lastLevel }
    var index = 0
    while index < priorities.count, priorities[index] > priority { index += 1 }
    if index == priorities.count || priorities[index] != priority {
      insertLevel(priority, at: index)
    }
    lastLevel = index
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
    let level = priorities.count - 1
    priorities.removeLast()
    levelCount -= 1
    for symbol in 0..<usedSymbols { costs[symbol * stride + level] = 0 }
  }

  /// Opens slot `level` in every symbol's costs, widening them first when they are full.
  private mutating func insertLevel(_ priority: LayoutPriority, at level: Int) {
    let count = priorities.count
    if count == stride { widen() }
    if level < count {
      for symbol in 0..<usedSymbols {
        let base = symbol * stride
        var slot = count
        while slot > level {
          costs[base + slot] = costs[base + slot - 1]
          slot -= 1
        }
        costs[base + level] = 0
      }
    }
    // Appended and moved into place: Array.insert goes through a generic range replacement.
    priorities.append(priority)
    var index = count
    while index > level {
      priorities.swapAt(index, index - 1)
      index -= 1
    }
    levelCount += 1
    if level <= lastLevel { lastLevel += 1 }
  }
}
