import Foundation
import HeadlessRender
import ListKit

/// Marks which elements of two sequences are not part of a longest common subsequence, using
/// Myers' O(ND) algorithm in its linear-space form (the "middle snake" divide and conquer).
///
/// The result is an edit script: `deleted[i]` for elements of `old` that go, `inserted[j]` for
/// elements of `new` that come. A common prefix and suffix are skipped before any search,
/// which is the usual case for a golden that differs in a few lines.
///
/// The search has a work budget, counted in diagonals visited and elements compared: by
/// default ``defaultBudget(old:new:)``, linear in N + M. Within it the script is the shortest
/// one; once it is spent, what is left to compare (after its common prefix and suffix) is
/// marked deleted and inserted as a whole, which is still a correct script, only a longer one.
/// Unrelated texts, where the shortest script is exactly that, take linear time instead of
/// quadratic.
///
/// - Complexity: O(min((N + M) · D, N + M + B)) time and O(N + M) space, where D is the number
///   of deleted plus inserted elements and B the budget; recursion depth O(log D).
struct MyersDiff {
  /// `true` for every element of the old sequence that is deleted.
  private(set) var deleted: [Bool]
  /// `true` for every element of the new sequence that is inserted.
  private(set) var inserted: [Bool]

  private let old: [Int]
  private let new: [Int]
  // Furthest-reaching x per diagonal, forward and backward, shared by every recursion level.
  private var forward: [Int]
  private var backward: [Int]
  private let diagonalOffset: Int
  /// The work left: diagonals visited plus elements compared along them.
  private(set) var budget: Int

  /// The work budget for sequences of `old` and `new` elements: a million steps, or 16 per
  /// element when that is more.
  static func defaultBudget(old: Int, new: Int) -> Int {
    max(1 << 20, 16 * (old + new))
  }

  /// Compares two sequences of element identifiers (equal identifiers mean equal elements),
  /// searching for the shortest script within `budget` steps of work.
  init(old: [Int], new: [Int], budget: Int? = nil) {
    self.old = old
    self.new = new
    self.budget = budget ?? Self.defaultBudget(old: old.count, new: new.count)
    deleted = Array(repeating: false, count: old.count)
    inserted = Array(repeating: false, count: new.count)
    // Diagonals run from -new.count to old.count, plus one sentinel on each side.
    diagonalOffset = new.count + 1
    forward = Array(repeating: 0, count: old.count + new.count + 3)
    backward = Array(repeating: 0, count: old.count + new.count + 3)
    compare(oldRange: 0..<old.count, newRange: 0..<new.count)
  }

  private mutating func compare(oldRange: Range<Int>, newRange: Range<Int>) {
    var oldLower = oldRange.lowerBound
    var oldUpper = oldRange.upperBound
    var newLower = newRange.lowerBound
    var newUpper = newRange.upperBound
    while oldLower < oldUpper, newLower < newUpper, old[oldLower] == new[newLower] {
      oldLower += 1
      newLower += 1
    }
    while oldLower < oldUpper, newLower < newUpper, old[oldUpper - 1] == new[newUpper - 1] {
      oldUpper -= 1
      newUpper -= 1
    }
    if oldLower == oldUpper {
      for index in newLower..<newUpper { inserted[index] = true }
    } else if newLower == newUpper {
      for index in oldLower..<oldUpper { deleted[index] = true }
    } else if let (oldSplit, newSplit) = middleSnake(
      oldRange: oldLower..<oldUpper, newRange: newLower..<newUpper)
    {
      // Both ranges are non-empty and differ at both ends, so at least two edits remain and
      // the split point leaves at least one edit on each side: the recursion always shrinks.
      compare(oldRange: oldLower..<oldSplit, newRange: newLower..<newSplit)
      compare(oldRange: oldSplit..<oldUpper, newRange: newSplit..<newUpper)
    } else {
      // The budget is spent: the rest of this range goes as a whole.
      for index in oldLower..<oldUpper { deleted[index] = true }
      for index in newLower..<newUpper { inserted[index] = true }
    }
  }

  /// A point on an optimal edit path, about half of the edits from each end; nil once the
  /// budget is spent.
  ///
  /// Follows GNU diff's `diag`: diagonal `k = x - y` in absolute coordinates, the forward
  /// search keeps the furthest x per diagonal from the top-left corner, the backward search the
  /// smallest x per diagonal from the bottom-right corner, and both stay inside the diagonals
  /// the box has, with a sentinel just outside the searched band.
  private mutating func middleSnake(oldRange: Range<Int>, newRange: Range<Int>) -> (Int, Int)? {
    // The search runs on the arrays' buffers: in a debug build, every subscript of an array
    // held by `self` is checked for uniqueness and exclusive access, which made the search
    // several times slower.
    var budget = self.budget
    defer { self.budget = budget }
    let offset = diagonalOffset
    return old.withUnsafeBufferPointer { old in
      new.withUnsafeBufferPointer { new in
        forward.withUnsafeMutableBufferPointer { forward in
          backward.withUnsafeMutableBufferPointer { backward in
            Self.middleSnake(
              oldRange: oldRange, newRange: newRange, old: old, new: new, forward: forward,
              backward: backward, offset: offset, budget: &budget)
          }
        }
      }
    }
  }

  /// ``middleSnake(oldRange:newRange:)`` on the sequences' and the diagonals' buffers.
  private static func middleSnake(
    oldRange: Range<Int>, newRange: Range<Int>, old: UnsafeBufferPointer<Int>,
    new: UnsafeBufferPointer<Int>, forward: UnsafeMutableBufferPointer<Int>,
    backward: UnsafeMutableBufferPointer<Int>, offset: Int, budget: inout Int
  ) -> (Int, Int)? {
    let xLower = oldRange.lowerBound
    let xUpper = oldRange.upperBound
    let yLower = newRange.lowerBound
    let yUpper = newRange.upperBound
    let diagonalMin = xLower - yUpper
    let diagonalMax = xUpper - yLower
    let forwardMid = xLower - yLower
    let backwardMid = xUpper - yUpper
    var forwardMin = forwardMid
    var forwardMax = forwardMid
    var backwardMin = backwardMid
    var backwardMax = backwardMid
    forward[offset + forwardMid] = xLower
    backward[offset + backwardMid] = xUpper
    let deltaIsOdd = (forwardMid - backwardMid) & 1 != 0
    while true {
      guard budget > 0 else { return nil }
      if forwardMin > diagonalMin {
        forwardMin -= 1
        forward[offset + forwardMin - 1] = -1
      } else {
        forwardMin += 1
      }
      if forwardMax < diagonalMax {
        forwardMax += 1
        forward[offset + forwardMax + 1] = -1
      } else {
        forwardMax -= 1
      }
      for k in stride(from: forwardMax, through: forwardMin, by: -2) {
        let low = forward[offset + k - 1]
        let high = forward[offset + k + 1]
        var x = low < high ? high : low + 1
        var y = x - k
        let start = x
        while x < xUpper, y < yUpper, old[x] == new[y] {
          x += 1
          y += 1
        }
        budget -= 1 + x - start
        forward[offset + k] = x
        if deltaIsOdd, backwardMin <= k, k <= backwardMax, backward[offset + k] <= x {
          return (x, y)
        }
      }
      if backwardMin > diagonalMin {
        backwardMin -= 1
        backward[offset + backwardMin - 1] = Int.max
      } else {
        backwardMin += 1
      }
      if backwardMax < diagonalMax {
        backwardMax += 1
        backward[offset + backwardMax + 1] = Int.max
      } else {
        backwardMax -= 1
      }
      for k in stride(from: backwardMax, through: backwardMin, by: -2) {
        let low = backward[offset + k - 1]
        let high = backward[offset + k + 1]
        var x = low < high ? low : high - 1
        var y = x - k
        let start = x
        while xLower < x, yLower < y, old[x - 1] == new[y - 1] {
          x -= 1
          y -= 1
        }
        budget -= 1 + start - x
        backward[offset + k] = x
        if !deltaIsOdd, forwardMin <= k, k <= forwardMax, x <= forward[offset + k] {
          return (x, y)
        }
      }
    }
  }
}
