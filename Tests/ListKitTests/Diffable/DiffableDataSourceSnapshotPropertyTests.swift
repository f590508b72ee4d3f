import ListKit
import TestSupport
import Testing

/// Random sequences of snapshot calls, half of them misuses, checked call by call against
/// ``SnapshotModel``: plain arrays searched from the start, written from UIKit's documentation
/// of `NSDiffableDataSourceSnapshot` (and its exceptions, as the snapshot words them).
@Suite(.tags(.stress)) struct DiffableDataSourceSnapshotPropertyTests {
  typealias Snapshot = DiffableDataSourceSnapshot<String, Int>

  /// 100 in `swift test`, 2,500 in `make stress` (500 before issue 23).
  static let caseCount = StressMode.cases(100)
  static let callsPerCase = 60
  static let firstSeed: UInt64 = 0x534E_4150_5348_4F54

  @Test func everyRandomCallSequenceBehavesLikeThePlainArrayModel() {
    var checked = 0
    var refused = 0
    var calls = 0
    var largest = (sections: 0, items: 0)
    for offset in 0..<UInt64(Self.caseCount) {
      let seed = Self.firstSeed &+ offset
      var generator = SeededGenerator(state: seed)
      var snapshot = Snapshot()
      var model = SnapshotModel()
      var log: [String] = []
      for _ in 0..<Self.callsPerCase {
        let call = SnapshotCall.random(using: &generator)
        log.append("\(call)")
        calls += 1
        let expected = model.perform(call)
        let actual = call.perform(on: &snapshot)
        if expected != actual {
          Issue.record(
            "seed \(seed): \(log) threw \(actual ?? "nothing"), not \(expected ?? "nothing")")
          return
        }
        if expected != nil { refused += 1 }
        largest.sections = max(largest.sections, snapshot.numberOfSections)
        largest.items = max(largest.items, snapshot.numberOfItems)
        if let problem = model.problem(comparingWith: snapshot) {
          Issue.record("seed \(seed): after \(log): \(problem)")
          return
        }
      }
      checked += 1
    }
    #expect(checked == Self.caseCount)
    // Both paths are exercised heavily: misuses and changes that go through.
    #expect(refused > calls / 5)
    #expect(refused < calls * 3 / 4)
    // The snapshots grow large enough for moves across several sections.
    #expect(largest.sections == SnapshotCall.sectionPool.count)
    #expect(largest.items >= 12)
  }
}

/// One snapshot call with its arguments, drawn from a small pool of identifiers so that calls
/// often name identifiers the snapshot has, does not have, or has already.
enum SnapshotCall: CustomStringConvertible {
  case appendSections([String])
  case insertSectionsBefore([String], String)
  case insertSectionsAfter([String], String)
  case deleteSections([String])
  case moveSectionBefore(String, String)
  case moveSectionAfter(String, String)
  case reloadSections([String])
  case appendItems([Int], String?)
  case insertItemsBefore([Int], Int)
  case insertItemsAfter([Int], Int)
  case deleteItems([Int])
  case deleteAllItems
  case moveItemBefore(Int, Int)
  case moveItemAfter(Int, Int)
  case reloadItems([Int])
  case reconfigureItems([Int])

  static let sectionPool = ["a", "b", "c", "d", "e"]
  static let itemPool = Array(0..<16)

  static func random(using generator: inout SeededGenerator) -> SnapshotCall {
    func section() -> String { sectionPool.randomElement(using: &generator) ?? "a" }
    func item() -> Int { itemPool.randomElement(using: &generator) ?? 0 }
    func sections() -> [String] {
      (0..<Int.random(in: 0...2, using: &generator)).map { _ in section() }
    }
    func items() -> [Int] { (0..<Int.random(in: 0...4, using: &generator)).map { _ in item() } }
    switch Int.random(in: 0..<19, using: &generator) {
    case 0: return .appendSections(sections())
    case 1: return .insertSectionsBefore(sections(), section())
    case 2: return .insertSectionsAfter(sections(), section())
    case 3: return .deleteSections(sections())
    case 4: return .moveSectionBefore(section(), section())
    case 5: return .moveSectionAfter(section(), section())
    case 6: return .reloadSections(sections())
    case 7, 8: return .appendItems(items(), Bool.random(using: &generator) ? nil : section())
    case 9, 10: return .insertItemsBefore(items(), item())
    case 11: return .insertItemsAfter(items(), item())
    case 12: return .deleteItems(items())
    case 13:
      return Int.random(in: 0..<4, using: &generator) == 0 ? .deleteAllItems : .deleteItems(items())
    case 14: return .moveItemBefore(item(), item())
    case 15: return .moveItemAfter(item(), item())
    case 16: return .reloadItems(items())
    case 17: return .reconfigureItems(items())
    default: return .appendSections([section()])
    }
  }

  /// Makes the call on `snapshot`; the description of what it threw, or nil.
  func perform(on snapshot: inout DiffableDataSourceSnapshot<String, Int>) -> String? {
    do {
      switch self {
      case .appendSections(let sections): try snapshot.appendSections(sections)
      case .insertSectionsBefore(let sections, let anchor):
        try snapshot.insertSections(sections, beforeSection: anchor)
      case .insertSectionsAfter(let sections, let anchor):
        try snapshot.insertSections(sections, afterSection: anchor)
      case .deleteSections(let sections): snapshot.deleteSections(sections)
      case .moveSectionBefore(let section, let anchor):
        try snapshot.moveSection(section, beforeSection: anchor)
      case .moveSectionAfter(let section, let anchor):
        try snapshot.moveSection(section, afterSection: anchor)
      case .reloadSections(let sections): try snapshot.reloadSections(sections)
      case .appendItems(let items, let section): try snapshot.appendItems(items, toSection: section)
      case .insertItemsBefore(let items, let anchor):
        try snapshot.insertItems(items, beforeItem: anchor)
      case .insertItemsAfter(let items, let anchor):
        try snapshot.insertItems(items, afterItem: anchor)
      case .deleteItems(let items): snapshot.deleteItems(items)
      case .deleteAllItems: snapshot.deleteAllItems()
      case .moveItemBefore(let item, let anchor): try snapshot.moveItem(item, beforeItem: anchor)
      case .moveItemAfter(let item, let anchor): try snapshot.moveItem(item, afterItem: anchor)
      case .reloadItems(let items): try snapshot.reloadItems(items)
      case .reconfigureItems(let items): try snapshot.reconfigureItems(items)
      }
    } catch {
      return error.description
    }
    return nil
  }

  var description: String {
    switch self {
    case .appendSections(let s): "appendSections(\(s))"
    case .insertSectionsBefore(let s, let a): "insertSections(\(s), before: \(a))"
    case .insertSectionsAfter(let s, let a): "insertSections(\(s), after: \(a))"
    case .deleteSections(let s): "deleteSections(\(s))"
    case .moveSectionBefore(let s, let a): "moveSection(\(s), before: \(a))"
    case .moveSectionAfter(let s, let a): "moveSection(\(s), after: \(a))"
    case .reloadSections(let s): "reloadSections(\(s))"
    case .appendItems(let i, let s): "appendItems(\(i), to: \(s ?? "nil"))"
    case .insertItemsBefore(let i, let a): "insertItems(\(i), before: \(a))"
    case .insertItemsAfter(let i, let a): "insertItems(\(i), after: \(a))"
    case .deleteItems(let i): "deleteItems(\(i))"
    case .deleteAllItems: "deleteAllItems()"
    case .moveItemBefore(let i, let a): "moveItem(\(i), before: \(a))"
    case .moveItemAfter(let i, let a): "moveItem(\(i), after: \(a))"
    case .reloadItems(let i): "reloadItems(\(i))"
    case .reconfigureItems(let i): "reconfigureItems(\(i))"
    }
  }
}

/// UIKit's snapshot as plain arrays, written from its documentation:
///
/// - append adds at the end (items: of the given section, else of the last one); insert puts
///   new identifiers immediately before or after the given one (items: in its section);
/// - move takes the identifier out and puts it immediately before or after the given one
///   (items: into the given item's section); before or after itself it stays;
/// - delete removes what is there and ignores the rest; deleting a section deletes its items;
///   `deleteAllItems` empties the snapshot;
/// - reload and reconfigure list identifiers once each, first marked first; deleted ones are
///   no longer listed;
/// - what UIKit raises an exception for is refused, the snapshot unchanged, with the first
///   problem in this order: no section to append to, the moved identifier missing, the anchor
///   missing, then the duplicates (repeated in the call or already present, each once in call
///   order); for reloads, the first identifier missing.
struct SnapshotModel {
  var sections: [(id: String, items: [Int])] = []
  var reloadedItems: [Int] = []
  var reconfiguredItems: [Int] = []
  var reloadedSections: [String] = []

  var allItems: [Int] { sections.flatMap(\.items) }

  func sectionIndex(_ id: String) -> Int? {
    sections.firstIndex { $0.id == id }
  }

  func location(of item: Int) -> (section: Int, row: Int)? {
    for (index, section) in sections.enumerated() {
      if let row = section.items.firstIndex(of: item) { return (index, row) }
    }
    return nil
  }

  /// Makes `call`; the message the snapshot must throw, or nil.
  mutating func perform(_ call: SnapshotCall) -> String? {
    switch call {
    case .appendSections(let new):
      if let problem = duplicates(new, present: sections.map(\.id), kind: "section") {
        return "appendSections(_:): " + problem
      }
      sections += new.map { (id: $0, items: []) }
    case .insertSectionsBefore(let new, let anchor), .insertSectionsAfter(let new, let anchor):
      let isAfter = if case .insertSectionsAfter = call { true } else { false }
      let name =
        isAfter ? "insertSections(_:afterSection:): " : "insertSections(_:beforeSection:): "
      guard let index = sectionIndex(anchor) else {
        return name + missing("insertIndex", "section", anchor)
      }
      if let problem = duplicates(new, present: sections.map(\.id), kind: "section") {
        return name + problem
      }
      sections.insert(contentsOf: new.map { (id: $0, items: []) }, at: isAfter ? index + 1 : index)
    case .deleteSections(let gone):
      sections.removeAll { gone.contains($0.id) }
      reloadedSections.removeAll { gone.contains($0) }
      forgetDeletedItems()
    case .moveSectionBefore(let moved, let anchor), .moveSectionAfter(let moved, let anchor):
      let isAfter = if case .moveSectionAfter = call { true } else { false }
      let name = isAfter ? "moveSection(_:afterSection:): " : "moveSection(_:beforeSection:): "
      guard let from = sectionIndex(moved) else {
        return name + missing("fromSection", "section", moved)
      }
      guard sectionIndex(anchor) != nil else {
        return name + missing("toSection", "section", anchor)
      }
      if moved != anchor {
        let section = sections.remove(at: from)
        let to = sectionIndex(anchor) ?? 0
        sections.insert(section, at: isAfter ? to + 1 : to)
      }
    case .reloadSections(let marked):
      if let absent = marked.first(where: { sectionIndex($0) == nil }) {
        return "reloadSections(_:): Attempted to reload section identifier that does not exist "
          + "in the snapshot: \(absent)"
      }
      for section in marked where !reloadedSections.contains(section) {
        reloadedSections.append(section)
      }
    case .appendItems(let new, let target):
      let name = "appendItems(_:toSection:): "
      guard let last = sections.last?.id else {
        return name
          + "There are currently no sections in the data source. Please add a section first."
      }
      guard let index = sectionIndex(target ?? last) else {
        return name + missing("section", "section", target ?? last)
      }
      if let problem = duplicates(new, present: allItems, kind: "item") { return name + problem }
      sections[index].items += new
    case .insertItemsBefore(let new, let anchor), .insertItemsAfter(let new, let anchor):
      let isAfter = if case .insertItemsAfter = call { true } else { false }
      let name = isAfter ? "insertItems(_:afterItem:): " : "insertItems(_:beforeItem:): "
      guard let place = location(of: anchor) else {
        return name + missing("section", "item", anchor)
      }
      if let problem = duplicates(new, present: allItems, kind: "item") { return name + problem }
      sections[place.section].items.insert(contentsOf: new, at: isAfter ? place.row + 1 : place.row)
    case .deleteItems(let gone):
      for index in sections.indices { sections[index].items.removeAll { gone.contains($0) } }
      forgetDeletedItems()
    case .deleteAllItems:
      self = SnapshotModel()
    case .moveItemBefore(let moved, let anchor), .moveItemAfter(let moved, let anchor):
      let isAfter = if case .moveItemAfter = call { true } else { false }
      let name = isAfter ? "moveItem(_:afterItem:): " : "moveItem(_:beforeItem:): "
      guard let from = location(of: moved) else {
        return name + missing("fromIndex", "item", moved)
      }
      guard location(of: anchor) != nil else { return name + missing("toIndex", "item", anchor) }
      if moved != anchor {
        sections[from.section].items.remove(at: from.row)
        let to = location(of: anchor) ?? (0, 0)
        sections[to.section].items.insert(moved, at: isAfter ? to.row + 1 : to.row)
      }
    case .reloadItems(let marked):
      if let absent = marked.first(where: { location(of: $0) == nil }) {
        return "reloadItems(_:): Attempted to reload item identifier that does not exist in the "
          + "snapshot: \(absent)"
      }
      for item in marked where !reloadedItems.contains(item) { reloadedItems.append(item) }
    case .reconfigureItems(let marked):
      if let absent = marked.first(where: { location(of: $0) == nil }) {
        return "reconfigureItems(_:): Attempted to reconfigure item identifier that does not "
          + "exist in the snapshot: \(absent)"
      }
      for item in marked where !reconfiguredItems.contains(item) { reconfiguredItems.append(item) }
    }
    return nil
  }

  private mutating func forgetDeletedItems() {
    let remaining = allItems
    reloadedItems.removeAll { !remaining.contains($0) }
    reconfiguredItems.removeAll { !remaining.contains($0) }
  }

  private func missing(_ index: String, _ kind: String, _ identifier: some Any) -> String {
    "Invalid parameter not satisfying: \(index) != NSNotFound - \(kind) identifier \(identifier) "
      + "is not in the snapshot"
  }

  private func duplicates<T: Equatable>(_ new: [T], present: [T], kind: String) -> String? {
    var reported: [T] = []
    for identifier in new where !reported.contains(identifier) {
      if present.contains(identifier) || new.filter({ $0 == identifier }).count > 1 {
        reported.append(identifier)
      }
    }
    guard !reported.isEmpty else { return nil }
    return "supplied \(kind) identifiers are not unique. Duplicate identifiers: "
      + reported.map { "\($0)" }.joined(separator: ", ")
  }

  /// The first way `snapshot` disagrees with the model, or nil; it also checks that the
  /// snapshot equals one built from the model's arrays by appending.
  func problem(comparingWith snapshot: DiffableDataSourceSnapshot<String, Int>) -> String? {
    if snapshot.sectionIdentifiers != sections.map(\.id) {
      return "sections \(snapshot.sectionIdentifiers), not \(sections.map(\.id))"
    }
    for section in sections where snapshot.itemIdentifiers(inSection: section.id) != section.items {
      return
        "\(section.id) holds \(snapshot.itemIdentifiers(inSection: section.id)), not \(section.items)"
    }
    if snapshot.itemIdentifiers != allItems {
      return "items \(snapshot.itemIdentifiers), not \(allItems)"
    }
    if snapshot.numberOfItems != allItems.count || snapshot.numberOfSections != sections.count {
      return "counts \(snapshot.numberOfSections), \(snapshot.numberOfItems)"
    }
    for id in SnapshotCall.sectionPool {
      if snapshot.indexOfSection(id) != sectionIndex(id) { return "index of section \(id)" }
      if snapshot.numberOfItems(inSection: id)
        != (sectionIndex(id).map { sections[$0].items.count } ?? 0)
      {
        return "number of items in \(id)"
      }
    }
    for item in SnapshotCall.itemPool {
      if snapshot.indexOfItem(item) != allItems.firstIndex(of: item) {
        return "index of item \(item)"
      }
      if snapshot.sectionIdentifier(containingItem: item)
        != location(of: item).map({ sections[$0.section].id })
      {
        return "section of item \(item)"
      }
    }
    if snapshot.reloadedItemIdentifiers != reloadedItems {
      return "reloaded \(snapshot.reloadedItemIdentifiers), not \(reloadedItems)"
    }
    if snapshot.reconfiguredItemIdentifiers != reconfiguredItems {
      return "reconfigured \(snapshot.reconfiguredItemIdentifiers), not \(reconfiguredItems)"
    }
    if snapshot.reloadedSectionIdentifiers != reloadedSections {
      return "reloaded sections \(snapshot.reloadedSectionIdentifiers), not \(reloadedSections)"
    }
    var rebuilt = DiffableDataSourceSnapshot<String, Int>()
    do {
      try rebuilt.appendSections(sections.map(\.id))
      for section in sections { try rebuilt.appendItems(section.items, toSection: section.id) }
      try rebuilt.reloadItems(reloadedItems)
      try rebuilt.reconfigureItems(reconfiguredItems)
      try rebuilt.reloadSections(reloadedSections)
    } catch {
      return "rebuilding it threw \(error)"
    }
    return rebuilt == snapshot ? nil : "it differs from the same arrays appended to a new snapshot"
  }
}
