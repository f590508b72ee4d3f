/// Maps positions in one ordered list across a change that removes some old positions and
/// fills some new ones, keeping every other element in its relative order.
///
/// The survivors of the old list fill the new positions that no newcomer took, in order: the
/// k-th survivor lands on the k-th free new position. Both collections are ascending, unique.
package struct SlotMap<Positions: RandomAccessCollection> where Positions.Element == Int {
  /// Old positions that leave their place (deleted or moved away).
  package var removed: Positions
  /// New positions filled by newcomers (inserted or moved in).
  package var occupied: Positions

  /// The new position of the survivor at `old`.
  ///
  /// - Complexity: O(log r + log o) for r removed and o occupied positions.
  package func newPosition(ofOld old: Int) -> Int {
    let rank = old - removed.count(lessThan: old)
    return rank + Self.countTaken(before: rank, in: occupied)
  }

  /// The old position of the survivor that lands on `new` (which no newcomer took).
  ///
  /// - Complexity: O(log r + log o).
  package func oldPosition(ofNew new: Int) -> Int {
    let rank = new - occupied.count(lessThan: new)
    return rank + Self.countTaken(before: rank, in: removed)
  }

  // `taken[i] - i` free positions lie before `taken[i]`, a non-decreasing sequence, so the
  // taken positions in front of the free position of rank `rank` are found by binary search.
  private static func countTaken(before rank: Int, in taken: Positions) -> Int {
    var low = 0
    var high = taken.count
    while low < high {
      let middle = (low + high) / 2
      if taken[taken.index(taken.startIndex, offsetBy: middle)] - middle <= rank {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low
  }
}

extension SlotMap: Sendable where Positions: Sendable {}
