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
  @usableFromInline let sections: [ListSection<SectionID, Item>]
  @usableFromInline var locator: SectionLocator
  /// The items of the section the locator found last.
  @usableFromInline var items: [Item]

  /// A reader over `sections`, whose section starts are `offsets`.
  @inlinable
  init(_ sections: [ListSection<SectionID, Item>], offsets: [Int]) {
    self.sections = sections
    locator = SectionLocator(offsets: offsets)
    items = sections.first?.items ?? []
  }

  /// The item at position `flat` of the flattened list.
  ///
  /// - Complexity: O(1) in the section read last or a neighbour, O(log *s*) otherwise.
  @inlinable
  mutating func item(atFlat flat: Int) -> Item {
    if flat < locator.start || flat >= locator.end {
      locator.move(toSectionHolding: flat)
      items = sections[locator.section].items
    }
    return items[flat &- locator.start]
  }
}
