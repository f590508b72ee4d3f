import ViewModels

/// A batch that passed validation: how every old row and section maps into the new layout.
///
/// Reloaded rows and sections keep their place in the order (they are deleted and inserted at
/// the position where they would have stayed), so they count as survivors for the mapping.
struct BatchUpdatePlan: Sendable {
  /// Rows per section before the batch (the cached counts).
  var oldCounts: [Int]
  /// Rows per section after the batch (the data source's answer).
  var newCounts: [Int]
  /// Whether UIKit gives up animating and reloads everything (a row moved out of a deleted or
  /// into an inserted section; inferred, see UIKIT-SEMANTICS.md).
  var requiresFullReload = false
  /// Sections across the batch: removed are true deletes and move sources.
  var sections = SlotMap(removed: [], occupied: [])
  /// Deleted sections, old indexes.
  var deletedSections: Set<Int> = []
  /// Reloaded sections, old indexes.
  var reloadedSections: Set<Int> = []
  /// Inserted sections, new indexes.
  var insertedSections: Set<Int> = []
  /// Section moves, old index to new index.
  var sectionMoves: [Int: Int] = [:]
  /// Per old section: rows deleted or moved away, ascending.
  var removedRows: [Int: [Int]] = [:]
  /// Per new section: rows inserted or moved in, ascending.
  var occupiedRows: [Int: [Int]] = [:]
  /// Rows truly deleted (not reloaded), old index paths.
  var deletedRows: Set<IndexPath> = []
  /// Rows reloaded, old index paths (those not swallowed by a section change).
  var reloadedRows: Set<IndexPath> = []
  /// Rows inserted, new index paths.
  var insertedRows: Set<IndexPath> = []
  /// Row moves, old index path to new index path.
  var rowMoves: [IndexPath: IndexPath] = [:]

  /// The new index of old section `section`, or nil when it is deleted.
  func newSection(forOld section: Int) -> Int? {
    if deletedSections.contains(section) { return nil }
    if let destination = sectionMoves[section] { return destination }
    return sections.newPosition(ofOld: section)
  }

  /// Where the row at old `indexPath` is after the batch, as if it were neither deleted nor
  /// reloaded; nil when its section is deleted.
  func position(forOld indexPath: IndexPath) -> IndexPath? {
    if let destination = rowMoves[indexPath] { return destination }
    guard let section = newSection(forOld: indexPath.section) else { return nil }
    let rows = SlotMap(
      removed: removedRows[indexPath.section] ?? [], occupied: occupiedRows[section] ?? [])
    return IndexPath(section: section, row: rows.newPosition(ofOld: indexPath.row))
  }

  /// Where the row at old `indexPath` keeps its cell after the batch: nil when the row is
  /// deleted or reloaded, or its section is deleted or reloaded.
  func survivingPosition(forOld indexPath: IndexPath) -> IndexPath? {
    if deletedRows.contains(indexPath) || reloadedRows.contains(indexPath)
      || reloadedSections.contains(indexPath.section)
    {
      return nil
    }
    return position(forOld: indexPath)
  }

  /// What happened to each row that the batch touched, in new coordinates.
  ///
  /// - Complexity: O(changed rows + rows of inserted, reloaded or moved sections).
  func marks() -> [IndexPath: RowUpdateKind] {
    var marks: [IndexPath: RowUpdateKind] = [:]
    func markSection(_ section: Int, as kind: RowUpdateKind) {
      guard section >= 0, section < newCounts.count else { return }
      for row in 0..<newCounts[section] { marks[IndexPath(section: section, row: row)] = kind }
    }
    for section in insertedSections { markSection(section, as: .inserted) }
    for section in reloadedSections {
      if let new = newSection(forOld: section) { markSection(new, as: .reloaded) }
    }
    for (_, destination) in sectionMoves { markSection(destination, as: .moved) }
    for path in insertedRows { marks[path] = .inserted }
    for (_, destination) in rowMoves { marks[destination] = .moved }
    for path in reloadedRows {
      if let new = position(forOld: path) { marks[new] = .reloaded }
    }
    return marks
  }
}
