/// Finds the section that holds a position of a flattened list, remembering the last one.
///
/// The diff looks positions up mostly in list order, forwards or backwards, so the section
/// found last and its neighbours are tried before a binary search over the section starts.
/// Empty sections share their start with the next one and never hold a position.
@usableFromInline
struct SectionLocator {
  /// Where each section starts; one more entry than sections.
  @usableFromInline let offsets: [Int]
  /// The section found last, and its positions `start..<end`.
  @usableFromInline var section = 0
  @usableFromInline var start = 0
  @usableFromInline var end: Int

  /// A locator over sections starting at `offsets`.
  @inlinable
  init(offsets: [Int]) {
    self.offsets = offsets
    end = offsets.count > 1 ? offsets[1] : 0
  }

  /// The section holding position `flat`, which must be below the last offset.
  ///
  /// - Complexity: O(1) in the section found last or a neighbour, O(log *s*) otherwise.
  @inlinable
  mutating func section(holding flat: Int) -> Int {
    if flat < start || flat >= end { move(toSectionHolding: flat) }
    return section
  }

  @inlinable
  mutating func move(toSectionHolding flat: Int) {
    if flat >= end, section + 2 < offsets.count, flat < offsets[section + 2] {
      section += 1
    } else if flat < start, section > 0, offsets[section - 1] <= flat {
      section -= 1
    } else {
      section = RowPosition(flat: flat, offsets: offsets).section
    }
    start = offsets[section]
    end = offsets[section + 1]
  }
}
