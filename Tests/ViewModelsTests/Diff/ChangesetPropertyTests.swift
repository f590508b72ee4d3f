import Testing

@testable import ViewModels

@Suite struct ChangesetPropertyTests {
  static let caseCount = 20_000
  static let firstSeed: UInt64 = 0x4845_4144_4C45_5353

  @Test func everyRandomChangesetReplaysToTheNewSectionsThroughBatchesUIKitAccepts() throws {
    var checked = 0
    for offset in 0..<UInt64(Self.caseCount) {
      let seed = Self.firstSeed &+ offset
      var generator = SeededGenerator(state: seed)
      let (old, new) = Self.randomPair(using: &generator)
      var work = DiffWork()
      let changeset: Changeset<String, TestItem>
      do {
        changeset = try Changeset.diff(from: old, to: new, work: &work)
      } catch {
        Issue.record("seed \(seed): unexpected \(error)")
        return
      }
      if let problem = problemReplaying(changeset, on: old, to: new) {
        Issue.record("seed \(seed): \(problem)")
        return
      }
      let itemCount = old.rowCounts.reduce(0, +) + new.rowCounts.reduce(0, +)
      let sectionCount = old.count + new.count
      if work.hashLookups > itemCount + sectionCount
        || work.equalityChecks > 2 * itemCount + sectionCount
      {
        Issue.record("seed \(seed): \(work) for \(itemCount) items, \(sectionCount) sections")
        return
      }
      if let problem = Self.extraMoves(changeset, old: old, new: new) {
        Issue.record("seed \(seed): \(problem)")
        return
      }
      if changeset.stages.count > 3 {
        Issue.record("seed \(seed): \(changeset.stages.count) stages\n\(changeset)")
        return
      }
      checked += 1
    }
    #expect(checked == Self.caseCount)
  }

  /// Every surviving section off a longest increasing run moves and no other does; in a
  /// one-section list that keeps its section, the same holds for rows.
  static func extraMoves(
    _ changeset: Changeset<String, TestItem>, old: [TestSection], new: [TestSection]
  ) -> String? {
    let oldSections = Dictionary(uniqueKeysWithValues: old.enumerated().map { ($1.id, $0) })
    let survivingSections = new.compactMap { oldSections[$0.id] }
    let neededSectionMoves = survivingSections.count - longestIncreasingLength(survivingSections)
    let sectionMoves = changeset.stages.reduce(0) { $0 + $1.batch.movedSections.count }
    if sectionMoves != neededSectionMoves {
      return "\(sectionMoves) section moves, \(neededSectionMoves) needed\n\(changeset)"
    }
    guard old.count == 1, new.count == 1, old[0].id == new[0].id else { return nil }
    let oldRows = Dictionary(uniqueKeysWithValues: old[0].items.enumerated().map { ($1.id, $0) })
    let survivors = new[0].items.compactMap { oldRows[$0.id] }
    let expected = survivors.count - longestIncreasingLength(survivors)
    let moves = changeset.stages.reduce(0) { $0 + $1.batch.movedRows.count }
    return moves == expected ? nil : "\(moves) row moves, \(expected) needed\n\(changeset)"
  }

  /// Old sections, and new ones made from them by moves across sections, section moves,
  /// deletes, inserts, content and title changes; one case in eight is unrelated lists.
  static func randomPair(using generator: inout SeededGenerator) -> ([TestSection], [TestSection]) {
    let old = randomSections(using: &generator)
    if Int.random(in: 0..<8, using: &generator) == 0 {
      return (old, randomSections(using: &generator))
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
    let insertCount = Swift.min(Int.random(in: 0...10, using: &generator), 60 - items.count)
    for id in 100..<(100 + Swift.max(0, insertCount)) {
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

  /// 0 to 8 sections named from `a` to `l`, holding 0 to 60 items with IDs below 100.
  static func randomSections(using generator: inout SeededGenerator) -> [TestSection] {
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

extension Array {
  /// The array with a few random elements moved elsewhere: mostly in order, as real updates are.
  func shuffledPartly(using generator: inout SeededGenerator) -> [Element] {
    var result = self
    guard result.count > 1 else { return result }
    let moves = Int.random(in: 0...Swift.max(1, result.count / 4), using: &generator)
    for _ in 0..<moves {
      let element = result.remove(at: Int.random(in: 0..<result.count, using: &generator))
      result.insert(element, at: Int.random(in: 0...result.count, using: &generator))
    }
    return result
  }
}
