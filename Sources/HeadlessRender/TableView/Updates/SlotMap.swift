/// Maps positions in one ordered list across a change that removes some old positions and
/// fills some new ones, keeping every other element in its relative order.
///
/// The survivors of the old list fill the new positions that no newcomer took, in order: the
/// k-th survivor lands on the k-th free new position. Both lists are sorted ascending.
struct SlotMap: Sendable {
  /// Old positions that leave their place (deleted or moved away), ascending, unique.
  var removed: [Int]
  /// New positions filled by newcomers (inserted or moved in), ascending, unique.
  var occupied: [Int]

  /// The new position of the survivor at `old`.
  ///
  /// - Complexity: O(log r + log o) for r removed and o occupied positions.
  func newPosition(ofOld old: Int) -> Int {
    let rank = old - Self.count(in: removed, lessThan: old)
    return rank + Self.countSlotsBefore(rank: rank, in: occupied)
  }

  /// The old position of the survivor that lands on `new` (which no newcomer took).
  ///
  /// - Complexity: O(log r + log o).
  func oldPosition(ofNew new: Int) -> Int {
    let rank = new - Self.count(in: occupied, lessThan: new)
    return rank + Self.countSlotsBefore(rank: rank, in: removed)
  }

  /// How many sorted `values` are below `limit`.
  static func count(in values: [Int], lessThan limit: Int) -> Int {
    var low = 0
    var high = values.count
    while low < high {
      let middle = (low + high) / 2
      if values[middle] < limit { low = middle + 1 } else { high = middle }
    }
    return low
  }

  // `taken[i] - i` free positions lie before `taken[i]`, a non-decreasing sequence, so the
  // taken positions in front of the free position of rank `rank` are found by binary search.
  private static func countSlotsBefore(rank: Int, in taken: [Int]) -> Int {
    var low = 0
    var high = taken.count
    while low < high {
      let middle = (low + high) / 2
      if taken[middle] - middle <= rank { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
