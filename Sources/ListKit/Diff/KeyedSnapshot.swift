/// A list of sections reduced to integer keys: what the stage planner reasons about.
///
/// Section keys and item keys are dense (`0..<sectionKeyCount`, `0..<itemKeyCount`), so
/// positions are found in arrays rather than hash tables once the front end has mapped the
/// identifiers.
@usableFromInline
struct KeyedSnapshot: Equatable, Sendable {
  /// One key per section, in display order.
  @usableFromInline var sectionKeys: [Int] = []
  /// Where each section's items start in ``itemKeys``; one more entry than sections.
  @usableFromInline var offsets: [Int] = [0]
  /// Every item's key, section after section.
  @usableFromInline var itemKeys: [Int] = []

  @usableFromInline init() {}

  /// Appends a section holding `items`.
  mutating func append<Items: Sequence<Int>>(section key: Int, items: Items) {
    sectionKeys.append(key)
    itemKeys.append(contentsOf: items)
    offsets.append(itemKeys.count)
  }

  /// The keys of the items in the section at `index`.
  func items(inSection index: Int) -> ArraySlice<Int> {
    itemKeys[offsets[index]..<offsets[index + 1]]
  }
}
