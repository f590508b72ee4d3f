/// Seeded old and new section lists for the diff property test and the diff-to-table
/// cross-check: moves across sections, section moves, deletes, inserts, content and title
/// changes.
public enum RandomSectionPairs {
  /// Old sections, and new ones made from them; one case in eight is unrelated lists.
  public static func pair(using generator: inout SeededGenerator) -> ([TestSection], [TestSection])
  {
    let old = sections(using: &generator)
    if Int.random(in: 0..<8, using: &generator) == 0 {
      return (old, sections(using: &generator))
    }
    var sections = old.shuffledPartly(using: &generator)
    sections.removeAll { _ in Int.random(in: 0..<6, using: &generator) == 0 }
    for name in ["x", "y"] where Int.random(in: 0..<4, using: &generator) == 0 {
      sections.insert(
        TestSection(id: name, title: name, items: []),
        at: Int.random(in: 0...sections.count, using: &generator))
    }
    guard !sections.isEmpty else { return (old, sections) }
    var items = old.flatMap(\.items).shuffledPartly(using: &generator)
    items.removeAll { _ in Int.random(in: 0..<5, using: &generator) == 0 }
    let insertCount = min(Int.random(in: 0...10, using: &generator), 60 - items.count)
    for id in 100..<(100 + max(0, insertCount)) {
      items.insert(TestItem(id: id), at: Int.random(in: 0...items.count, using: &generator))
    }
    for index in items.indices where Int.random(in: 0..<6, using: &generator) == 0 {
      items[index].content += 1
    }
    for index in sections.indices {
      sections[index].items = []
      if Int.random(in: 0..<8, using: &generator) == 0 { sections[index].title = "renamed" }
    }
    // Rows mostly stay in their old section, else go anywhere.
    let oldSectionOfItem = Dictionary(
      uniqueKeysWithValues: old.flatMap { section in section.items.map { ($0.id, section.id) } })
    for item in items {
      var target = Int.random(in: 0..<sections.count, using: &generator)
      if Int.random(in: 0..<4, using: &generator) != 0, let home = oldSectionOfItem[item.id],
        let index = sections.firstIndex(where: { $0.id == home })
      {
        target = index
      }
      sections[target].items.append(item)
    }
    return (old, sections)
  }

  /// 0 to 8 sections named from `a` to `l`, each titled like its ID, holding 0 to 60 items
  /// with IDs below 100.
  public static func sections(using generator: inout SeededGenerator) -> [TestSection] {
    let names = ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l"]
    let sectionCount = Int.random(in: 0...8, using: &generator)
    var sections = names.shuffled(using: &generator).prefix(sectionCount).map {
      TestSection(id: $0, title: $0, items: [])
    }
    guard !sections.isEmpty else { return [] }
    let itemCount = Int.random(in: 0...60, using: &generator)
    for id in (0..<100).shuffled(using: &generator).prefix(itemCount) {
      let target = Int.random(in: 0..<sections.count, using: &generator)
      sections[target].items.append(
        TestItem(id: id, content: Int.random(in: 0...1, using: &generator)))
    }
    return sections
  }
}
