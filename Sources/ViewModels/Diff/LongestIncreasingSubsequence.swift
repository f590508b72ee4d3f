/// Finds which elements of a sequence of distinct integers form a longest increasing
/// subsequence: the survivors that can stay where they are while every other one moves.
///
/// Patience sorting with predecessor links. `[a, b, c] -> [b, c, a]` reads as old positions
/// `[1, 2, 0]`, whose longest increasing run is `[1, 2]`: only `a` moves.
struct LongestIncreasingSubsequence {
  // Scratch buffers, kept between calls so that a diff allocates them once per stage.
  private var tails: [Int32] = []
  private var predecessors: [Int32] = []

  /// Marks `isStationary[i]` true for the elements of `values` in one longest increasing
  /// subsequence, false for the others.
  ///
  /// - Complexity: O(*n* log *k*) in the worst case, where *k* is the length of the
  ///   subsequence: the binary search over the pile tops is the only super-linear step of the
  ///   diff. Elements that extend the longest run so far skip the search, so an increasing
  ///   sequence with a few displaced elements (the common case) costs O(*n*).
  mutating func mark(_ values: [Int32], into isStationary: inout [Bool]) {
    isStationary.removeAll(keepingCapacity: true)
    if isIncreasing(values) {
      isStationary.append(contentsOf: repeatElement(true, count: values.count))
      return
    }
    isStationary.append(contentsOf: repeatElement(false, count: values.count))
    tails.removeAll(keepingCapacity: true)
    predecessors.removeAll(keepingCapacity: true)
    predecessors.reserveCapacity(values.count)
    for (index, value) in values.enumerated() {
      // Past a few displaced elements the rest usually continues the longest run: extending
      // it needs no search, which keeps the common case linear.
      let position = Int32(truncatingIfNeeded: index)
      if let last = tails.last, values[Int(last)] < value {
        predecessors.append(last)
        tails.append(position)
        continue
      }
      // The first pile whose top is not below `value`.
      var low = 0
      var high = tails.count
      while low < high {
        let middle = (low + high) / 2
        if values[Int(tails[middle])] < value { low = middle + 1 } else { high = middle }
      }
      predecessors.append(low > 0 ? tails[low - 1] : -1)
      if low == tails.count { tails.append(position) } else { tails[low] = position }
    }
    var cursor = Int(tails.last ?? -1)
    while cursor >= 0 {
      isStationary[cursor] = true
      cursor = Int(predecessors[cursor])
    }
  }

  private func isIncreasing(_ values: [Int32]) -> Bool {
    var previous = Int32.min
    for value in values {
      if value < previous { return false }
      previous = value
    }
    return true
  }
}
