/// Applies batches to sections exactly as UIKit applies them to its rows.
///
/// Deletes and move sources are read in the coordinates before the batch, inserts and move
/// destinations in the coordinates after it, all at once: the rows that neither leave nor
/// arrive keep their order and fill the places left over. A moved section carries its rows.
/// This is how the diff is checked: replaying a changeset on the old sections must give the
/// new ones.
public enum BatchReplay {
  /// Applies `batch` to `before`; inserted sections and rows take their value from `after`
  /// (the data the data source answers once the batch ends).
  ///
  /// A row moving out of a deleted section or into an inserted one is an error here: UIKit
  /// gives up on the animation and reloads the whole table. Reloads are not modelled (the
  /// diff never emits them) and are an error too.
  ///
  /// - Complexity: O(*n* log *n*) in the rows touched, plus O(*n*) in the rows of `before`.
  public static func apply<ID: Hashable, Item>(
    _ batch: BatchUpdate, to before: [Section<ID, Item>], after: [Section<ID, Item>]
  ) throws(ReplayError) -> [Section<ID, Item>] {
    guard batch.reloadedSections.isEmpty, batch.reloadedRows.isEmpty else {
      throw ReplayError("reloads are not replayed")
    }
    let sourceOfSection = try sectionSources(batch, before: before)
    guard sourceOfSection.count == after.count else {
      throw ReplayError(
        "the batch leaves \(sourceOfSection.count) sections, the data has \(after.count)")
    }
    let deletedSections = Set(batch.deletedSections)
    var deletedRows: [Int: Set<Int>] = [:]
    for path in batch.deletedRows where !deletedSections.contains(path.section) {
      try check(path, in: before, "delete row")
      deletedRows[path.section, default: []].insert(path.row)
    }
    var movedOut: [Int: Set<Int>] = [:]
    var arriving: [Int: [Int: Item]] = [:]
    for move in batch.movedRows {
      try check(move.from, in: before, "move row")
      if deletedSections.contains(move.from.section) {
        throw ReplayError("row \(move.from) moves out of deleted section \(move.from.section)")
      }
      movedOut[move.from.section, default: []].insert(move.from.row)
      arriving[move.to.section, default: [:]][move.to.row] =
        before[move.from.section]
        .items[move.from.row]
    }
    for path in batch.insertedRows {
      guard after.indices.contains(path.section),
        after[path.section].items.indices.contains(path.row)
      else { throw ReplayError("insert row \(path) is outside the data after the batch") }
      arriving[path.section, default: [:]][path.row] = after[path.section].items[path.row]
    }

    var result: [Section<ID, Item>] = []
    result.reserveCapacity(after.count)
    for (newIndex, source) in sourceOfSection.enumerated() {
      guard let source else {
        if let move = batch.movedRows.first(where: { $0.to.section == newIndex }) {
          throw ReplayError("row \(move.from) moves into inserted section \(newIndex)")
        }
        result.append(after[newIndex])
        continue
      }
      var section = before[source]
      let leaving = (deletedRows[source] ?? []).union(movedOut[source] ?? [])
      let incoming = arriving[newIndex] ?? [:]
      var staying = section.items.indices.lazy.filter { !leaving.contains($0) }
        .map { section.items[$0] }.makeIterator()
      let count = section.items.count - leaving.count + incoming.count
      var items: [Item] = []
      items.reserveCapacity(count)
      for row in 0..<count {
        if let item = incoming[row] {
          items.append(item)
        } else if let item = staying.next() {
          items.append(item)
        } else {
          throw ReplayError(
            "section \(newIndex) has no row for \(IndexPath(section: newIndex, row: row))")
        }
      }
      if staying.next() != nil || incoming.keys.contains(where: { $0 >= count }) {
        throw ReplayError("rows arriving in section \(newIndex) leave gaps")
      }
      section.items = items
      result.append(section)
    }
    return result
  }

  /// For each section after the batch, the index of the section it was before, or nil when
  /// it is inserted.
  private static func sectionSources<ID: Hashable, Item>(
    _ batch: BatchUpdate, before: [Section<ID, Item>]
  ) throws(ReplayError) -> [Int?] {
    let deleted = Set(batch.deletedSections)
    let movedFrom = Set(batch.movedSections.map(\.from))
    for section in deleted.union(movedFrom) where !before.indices.contains(section) {
      throw ReplayError("section \(section) does not exist before the batch")
    }
    let count = before.count - deleted.count + batch.insertedSections.count
    var sources: [Int??] = Array(repeating: nil, count: count)
    for section in batch.insertedSections {
      guard sources.indices.contains(section), sources[section] == nil else {
        throw ReplayError("insert section \(section) is outside or taken")
      }
      sources[section] = .some(nil)
    }
    for move in batch.movedSections {
      guard sources.indices.contains(move.to), sources[move.to] == nil else {
        throw ReplayError("move section \(move.from) to \(move.to): outside or taken")
      }
      sources[move.to] = .some(move.from)
    }
    var staying = before.indices.lazy.filter { !deleted.contains($0) && !movedFrom.contains($0) }
      .makeIterator()
    for index in sources.indices where sources[index] == nil {
      guard let source = staying.next() else {
        throw ReplayError("section \(index) has no source")
      }
      sources[index] = .some(source)
    }
    return sources.map { $0 ?? nil }
  }

  private static func check<ID: Hashable, Item>(
    _ path: IndexPath, in sections: [Section<ID, Item>], _ action: String
  ) throws(ReplayError) {
    guard sections.indices.contains(path.section),
      sections[path.section].items.indices.contains(path.row)
    else { throw ReplayError("\(action) \(path) does not exist before the batch") }
  }
}

extension Changeset {
  /// Applies every stage to `old` as UIKit would, then the reconfigured rows and headers:
  /// for a correct changeset the result equals ``sections``.
  ///
  /// - Complexity: O(*n* log *n*) per stage in the rows touched.
  public func replay(on old: [Section<SectionID, Item>]) throws(ReplayError)
    -> [Section<SectionID, Item>]
  {
    var current = old
    for stage in stages {
      current = try BatchReplay.apply(stage.batch, to: current, after: stage.sections)
    }
    guard current.count == sections.count else {
      throw ReplayError("the stages end with \(current.count) sections, not \(sections.count)")
    }
    for path in reconfiguredRows {
      guard let item = sections.item(at: path), current.item(at: path) != nil else {
        throw ReplayError("reconfigured row \(path) does not exist")
      }
      current[path.section].items[path.row] = item
    }
    for index in reconfiguredSectionHeaders {
      guard sections.indices.contains(index) else {
        throw ReplayError("reconfigured header \(index) does not exist")
      }
      current[index].title = sections[index].title
    }
    return current
  }
}
