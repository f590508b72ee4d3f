import Foundation

extension RowPosition {
  /// The position of a place in a flattened list whose section starts are `offsets`.
  ///
  /// Empty sections share their start with the next one; the last section whose start is at
  /// or before `flat` is the one that holds it.
  ///
  /// - Complexity: O(log *s*) for *s* sections.
  @inlinable
  init(flat: Int, offsets: [Int]) {
    var low = 0
    var high = offsets.count - 1
    while high - low > 1 {
      let middle = (low + high) / 2
      if offsets[middle] <= flat { low = middle } else { high = middle }
    }
    self.init(row: flat - offsets[low], section: low)
  }
}
