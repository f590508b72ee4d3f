import Foundation

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
  /// A reloaded row stays where the others' changes put it and takes its value from `after`
  /// there (UIKit's delete plus insert at the shifted path); a reloaded section likewise
  /// takes all of `after`'s section. A row moving out of a deleted or reloaded section, or
  /// into an inserted or reloaded one, is an error here: UIKit gives up on the animation
  /// and reloads the whole table. So is a delete or a move of a reloaded row or section.
  ///
  /// - Complexity: O(*n* log *n*) in the rows touched, plus O(*n*) in the rows of `before`.
  public static func apply<ID: Hashable, Item>(
    _ batch: BatchUpdate, to before: [Section<ID, Item>], after: [Section<ID, Item>]
  ) throws(ReplayError) -> [Section<ID, Item>] {
    let reloadedSections = Set(batch.reloadedSections)
    for section in reloadedSections {
      guard before.indices.contains(section) else {
        throw ReplayError("reload section \(section) does not exist before the batch")
      }
      if batch.deletedSections.contains(section)
        || batch.movedSections.contains(where: { $0.from == section })
      {
        throw ReplayError("section \(section) is reloaded and also deleted or moved")
      }
    }
    var reloadedRows: [Int: Set<Int>] = [:]
    for path in batch.reloadedRows where !reloadedSections.contains(path.section) {
      try check(path, in: before, "reload row")
      if batch.deletedRows.contains(path) || batch.movedRows.contains(where: { $0.from == path }) {
        throw ReplayError("attempt to delete and reload the same index path \(path)")
      }
      reloadedRows[path.section, default: []].insert(path.row)
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
      if deletedSections.contains(move.from.section) || reloadedSections.contains(move.from.section)
      {
        throw ReplayError(
          "row \(move.from) moves out of deleted or reloaded section \(move.from.section)")
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
      guard let source, !reloadedSections.contains(source) else {
        if let move = batch.movedRows.first(where: { $0.to.section == newIndex }) {
          let kind = source == nil ? "inserted" : "reloaded"
          throw ReplayError("row \(move.from) moves into \(kind) section \(newIndex)")
        }
        result.append(after[newIndex])
        continue
      }
      var section = before[source]
      let leaving = (deletedRows[source] ?? []).union(movedOut[source] ?? [])
      let reloaded = reloadedRows[source] ?? []
      let incoming = arriving[newIndex] ?? [:]
      var staying = section.items.indices.lazy.filter { !leaving.contains($0) }.makeIterator()
      let count = section.items.count - leaving.count + incoming.count
      var items: [Item] = []
      items.reserveCapacity(count)
      for row in 0..<count {
        if let item = incoming[row] {
          items.append(item)
        } else if let oldRow = staying.next() {
          guard reloaded.contains(oldRow) else {
            items.append(section.items[oldRow])
            continue
          }
          guard after[newIndex].items.indices.contains(row) else {
            throw ReplayError(
              "reloaded row (\(source) - \(oldRow)) is outside the data after the batch")
          }
          items.append(after[newIndex].items[row])
        } else {
          throw ReplayError(
            "section \(newIndex) has no row for \(IndexPath(row: row, section: newIndex))")
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
