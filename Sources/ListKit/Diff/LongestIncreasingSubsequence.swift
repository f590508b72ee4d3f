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
    // Both buffers sized whole and written through pointers: on a million values, appends
    // would check uniqueness each time and copy the piles as they grow.
    tails.removeAll(keepingCapacity: true)
    tails.append(contentsOf: repeatElement(0, count: values.count))
    predecessors.removeAll(keepingCapacity: true)
    predecessors.append(contentsOf: repeatElement(0, count: values.count))
    var end = -1
    values.withUnsafeBufferPointer { values in
      tails.withUnsafeMutableBufferPointer { tails in
        predecessors.withUnsafeMutableBufferPointer { predecessors in
          var tailCount = 0
          for (index, value) in values.enumerated() {
            // Past a few displaced elements the rest usually continues the longest run:
            // extending it needs no search, which keeps the common case linear.
            let position = Int32(truncatingIfNeeded: index)
            if tailCount > 0, values[Int(tails[tailCount - 1])] < value {
              predecessors[index] = tails[tailCount - 1]
              tails[tailCount] = position
              tailCount += 1
              continue
            }
            // The first pile whose top is not below `value`.
            var low = 0
            var high = tailCount
            while low < high {
              let middle = (low + high) / 2
              if values[Int(tails[middle])] < value { low = middle + 1 } else { high = middle }
            }
            predecessors[index] = low > 0 ? tails[low - 1] : -1
            tails[low] = position
            if low == tailCount { tailCount += 1 }
          }
          end = tailCount > 0 ? Int(tails[tailCount - 1]) : -1
        }
      }
    }
    Self.markChain(endingAt: end, links: predecessors, into: &isStationary)
  }

  /// Marks the subsequence that ends at `end`, following each element's link to the one
  /// before it (-1 ends the chain).
  private static func markChain(
    endingAt end: Int, links: [Int32], into isStationary: inout [Bool]
  ) {
    var cursor = end
    while cursor >= 0 {
      isStationary[cursor] = true
      cursor = Int(links[cursor])
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

  /// Like ``mark(_:into:)``, and among the longest increasing subsequences, one holding as
  /// many elements with `isPreferred` set as possible.
  ///
  /// The diff prefers to keep in place the sections whose rows change, because UIKit will
  /// not change rows in a section that moves: moving the others instead saves a stage.
  ///
  /// - Complexity: O(*n* log *m*) where *m* is the largest value: a Fenwick tree of prefix
  ///   maxima over the values.
  mutating func mark(
    _ values: [Int32], preferring isPreferred: [Bool], into isStationary: inout [Bool]
  ) {
    isStationary.removeAll(keepingCapacity: true)
    isStationary.append(contentsOf: repeatElement(false, count: values.count))
    guard let largest = values.max() else { return }
    // Score: length in the high half, preferred elements in the low half.
    let size = Int(largest) + 1
    var bestScore = [Int](repeating: 0, count: size + 1)
    var bestIndex = [Int32](repeating: -1, count: size + 1)
    var parent = [Int32](repeating: -1, count: values.count)
    var end = -1
    // Through buffers: the tree walks read and write O(log m) entries per element, and an
    // array subscript write checks uniqueness each time.
    bestScore.withUnsafeMutableBufferPointer { bestScore in
      bestIndex.withUnsafeMutableBufferPointer { bestIndex in
        parent.withUnsafeMutableBufferPointer { parent in
          var endScore = 0
          for (index, value) in values.enumerated() {
            var score = 0
            var previous: Int32 = -1
            var node = Int(value)
            while node > 0 {
              if bestScore[node] > score {
                score = bestScore[node]
                previous = bestIndex[node]
              }
              node -= node & -node
            }
            score += (1 << 32) + (isPreferred[index] ? 1 : 0)
            parent[index] = previous
            if score > endScore {
              endScore = score
              end = index
            }
            node = Int(value) + 1
            while node <= size {
              if bestScore[node] < score {
                bestScore[node] = score
                bestIndex[node] = Int32(truncatingIfNeeded: index)
              }
              node += node & -node
            }
          }
        }
      }
    }
    Self.markChain(endingAt: end, links: parent, into: &isStationary)
  }
}
