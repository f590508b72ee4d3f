import Foundation

extension Array {
  /// The item at a position in the flattened list whose section starts are `offsets`.
  ///
  /// - Complexity: O(log *s*) for *s* sections.
  @inlinable
  func item<ID: Hashable, Item>(atFlat flat: Int, offsets: [Int]) -> Item
  where Element == Section<ID, Item> {
    let position = RowPosition(flat: flat, offsets: offsets)
    return self[position.section].items[position.row]
  }

  /// Like ``item(atFlat:offsets:)``, trying the section `guess` first and leaving the
  /// section found in it.
  ///
  /// - Complexity: O(1) when the item is in section `guess`, O(log *s*) otherwise.
  @inlinable
  func item<ID: Hashable, Item>(atFlat flat: Int, offsets: [Int], guess: inout Int) -> Item
  where Element == Section<ID, Item> {
    let position = RowPosition(flat: flat, offsets: offsets, guess: &guess)
    return self[position.section].items[position.row]
  }
}

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

  /// Like ``init(flat:offsets:)``, trying the section `guess` first and leaving the found
  /// section in it.
  ///
  /// - Complexity: O(1) when `flat` is in section `guess`, O(log *s*) otherwise.
  @inlinable
  init(flat: Int, offsets: [Int], guess: inout Int) {
    if offsets[guess] <= flat, flat < offsets[guess + 1] {
      self.init(row: flat - offsets[guess], section: guess)
    } else {
      self.init(flat: flat, offsets: offsets)
      guess = section
    }
  }
}
