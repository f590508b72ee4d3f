import ViewModels

/// A batch that passed validation: how every old row and section maps into the new layout.
///
/// Reloaded rows and sections keep their place in the order (they are deleted and inserted at
/// the position where they would have stayed), so they count as survivors for the mapping.
/// Row lists are ascending arrays searched by bisection: cheaper than hashing at 100k changes.
struct BatchUpdatePlan: Sendable {
  /// Rows per section before the batch (the cached counts).
  var oldCounts: [Int]
  /// Rows per section after the batch (the data source's answer).
  var newCounts: [Int]
  /// Whether UIKit gives up animating and reloads everything (a row moved out of a deleted or
  /// into an inserted section; inferred, see UIKIT-SEMANTICS.md).
  var requiresFullReload = false
  /// Sections across the batch: removed are true deletes and move sources.
  var sections = SlotMap<[Int]>(removed: [], occupied: [])
  /// Deleted sections, old indexes.
  var deletedSections: Set<Int> = []
  /// Reloaded sections, old indexes.
  var reloadedSections: Set<Int> = []
  /// Inserted sections, new indexes.
  var insertedSections: Set<Int> = []
  /// Section moves, old index to new index.
  var sectionMoves: [Int: Int] = [:]
  /// Rows deleted or moved away, old index paths, ascending.
  var removedRows: [IndexPath] = []
  /// Rows inserted or moved in, new index paths, ascending.
  var occupiedRows: [IndexPath] = []
  /// Rows truly deleted (not reloaded), old index paths, ascending.
  var deletedRows: [IndexPath] = []
  /// Rows reloaded, old index paths, ascending (those not swallowed by a section change).
  var reloadedRows: [IndexPath] = []
  /// Rows inserted, new index paths, ascending.
  var insertedRows: [IndexPath] = []
  /// Row moves, ascending by source.
  var rowMoves: [RowMove] = []

  /// The new index of old section `section`, or nil when it is deleted.
  func newSection(forOld section: Int) -> Int? {
    if deletedSections.contains(section) { return nil }
    if let destination = sectionMoves[section] { return destination }
    return sections.newPosition(ofOld: section)
  }

  /// The destination of the row moved from old `indexPath`, if it moves.
  func moveDestination(from indexPath: IndexPath) -> IndexPath? {
    let position = rowMoves.lazy.map(\.from).count(lessThan: indexPath)
    guard position < rowMoves.count, rowMoves[position].from == indexPath else { return nil }
    return rowMoves[position].to
  }

  /// Where the row at old `indexPath` is after the batch, as if it were neither deleted nor
  /// reloaded; nil when its section is deleted.
  ///
  /// - Complexity: O(log c) for c changes.
  func position(forOld indexPath: IndexPath) -> IndexPath? {
    if let destination = moveDestination(from: indexPath) { return destination }
    guard let section = newSection(forOld: indexPath.section) else { return nil }
    let rows = SlotMap(
      removed: removedRows.paths(inSection: indexPath.section).lazy.map(\.row),
      occupied: occupiedRows.paths(inSection: section).lazy.map(\.row))
    return IndexPath(section: section, row: rows.newPosition(ofOld: indexPath.row))
  }

  /// ``position(forOld:)`` for many rows that are not moved, ascending, in one sweep.
  ///
  /// - Complexity: O(p + c + s log c) for p paths, c changes and s sections touched, where
  ///   asking one path at a time costs O(p log c).
  func positions(forOldUnmoved paths: [IndexPath]) -> [IndexPath?] {
    var result: [IndexPath?] = []
    result.reserveCapacity(paths.count)
    var start = 0
    while start < paths.count {
      let section = paths[start].section
      var end = start
      while end < paths.count, paths[end].section == section { end += 1 }
      guard let newSection = newSection(forOld: section) else {
        result += repeatElement(nil, count: end - start)
        start = end
        continue
      }
      let removed = removedRows.paths(inSection: section)
      let occupied = occupiedRows.paths(inSection: newSection)
      var removedBefore = 0
      var occupiedBefore = 0
      for path in paths[start..<end] {
        while removedBefore < removed.count,
          removed[removed.startIndex + removedBefore].row < path.row
        {
          removedBefore += 1
        }
        let rank = path.row - removedBefore
        while occupiedBefore < occupied.count,
          occupied[occupied.startIndex + occupiedBefore].row - occupiedBefore <= rank
        {
          occupiedBefore += 1
        }
        result.append(IndexPath(section: newSection, row: rank + occupiedBefore))
      }
      start = end
    }
    return result
  }

  /// Where the row at old `indexPath` keeps its cell after the batch: nil when the row is
  /// deleted or reloaded, or its section is deleted or reloaded.
  func survivingPosition(forOld indexPath: IndexPath) -> IndexPath? {
    if deletedRows.sortedContains(indexPath) || reloadedRows.sortedContains(indexPath)
      || reloadedSections.contains(indexPath.section)
    {
      return nil
    }
    return position(forOld: indexPath)
  }
}
