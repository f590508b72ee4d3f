/// Reads the items of a list of sections by their position in the flattened list, holding
/// the items of the section it read last.
///
/// Reading `sections[s].items[r]` afresh for every item copies the section (retaining its
/// title and its items) before reading one row; the diff reads items by flat position several
/// times per row, mostly in the order of the list or close to it. The reader keeps the last
/// section's items and finds a new section among its neighbours first (a list read forwards
/// or backwards), by binary search otherwise.
@usableFromInline
struct FlatItemReader<SectionID: Hashable, Item> {
  @usableFromInline let sections: [Section<SectionID, Item>]
  /// Where each section starts in the flattened list; one more entry than sections.
  @usableFromInline let offsets: [Int]
  /// The items of section ``section``.
  @usableFromInline var items: [Item]
  @usableFromInline var section: Int
  /// The flat positions of ``items``: `start..<end`.
  @usableFromInline var start: Int
  @usableFromInline var end: Int

  /// A reader over `sections`, whose section starts are `offsets`.
  @inlinable
  init(_ sections: [Section<SectionID, Item>], offsets: [Int]) {
    self.sections = sections
    self.offsets = offsets
    items = sections.first?.items ?? []
    section = 0
    start = 0
    end = items.count
  }

  /// The item at position `flat` of the flattened list.
  ///
  /// - Complexity: O(1) in the section read last or a neighbour, O(log *s*) otherwise.
  @inlinable
  mutating func item(atFlat flat: Int) -> Item {
    if flat < start || flat >= end { moveToSection(holding: flat) }
    return items[flat &- start]
  }

  @inlinable
  mutating func moveToSection(holding flat: Int) {
    var found: Int
    if flat >= end, section + 2 < offsets.count, flat < offsets[section + 2] {
      found = section + 1
    } else if flat < start, section > 0, offsets[section - 1] <= flat {
      found = section - 1
    } else {
      found = RowPosition(flat: flat, offsets: offsets).section
    }
    section = found
    start = offsets[found]
    end = offsets[found + 1]
    items = sections[found].items
  }
}
