import Foundation
import ListKit

/// A batch that passed validation: how every old row and section maps into the new layout.
///
/// Reloaded rows and sections keep their place in the order (they are deleted and inserted at
/// the position where they would have stayed), so they count as survivors for the mapping.
/// Row lists are ascending arrays searched by bisection: cheaper than hashing at 100k changes.
package struct BatchUpdatePlan: Sendable {
  /// Rows per section before the batch (the cached counts).
  package var oldCounts: [Int]
  /// Rows per section after the batch (the data source's answer).
  package var newCounts: [Int]
  /// Whether UIKit gives up animating and reloads everything (a row moved out of a deleted or
  /// into an inserted section; UIKit documents no message for it).
  package var requiresFullReload = false
  /// Sections across the batch: removed are true deletes and move sources.
  package var sections = SlotMap<[Int]>(removed: [], occupied: [])
  /// Deleted sections, old indexes.
  package var deletedSections: Set<Int> = []
  /// Reloaded sections, old indexes.
  package var reloadedSections: Set<Int> = []
  /// Inserted sections, new indexes.
  package var insertedSections: Set<Int> = []
  /// Section moves, old index to new index.
  package var sectionMoves: [Int: Int] = [:]
  /// Rows deleted or moved away, old index paths, ascending.
  package var removedRows: [IndexPath] = []
  /// Rows inserted or moved in, new index paths, ascending.
  package var occupiedRows: [IndexPath] = []
  /// Rows truly deleted (not reloaded), old index paths, ascending.
  package var deletedRows: [IndexPath] = []
  /// Rows reloaded, old index paths, ascending (those not swallowed by a section change).
  package var reloadedRows: [IndexPath] = []
  /// Rows inserted, new index paths, ascending.
  package var insertedRows: [IndexPath] = []
  /// Row moves, ascending by source.
  package var rowMoves: [RowMove] = []

  /// The new index of old section `section`, or nil when it is deleted.
  package func newSection(forOld section: Int) -> Int? {
    if deletedSections.contains(section) { return nil }
    if let destination = sectionMoves[section] { return destination }
    return sections.newPosition(ofOld: section)
  }

  /// The destination of the row moved from old `indexPath`, if it moves.
  package func moveDestination(from indexPath: IndexPath) -> IndexPath? {
    let position = rowMoves.lazy.map(\.from).count(lessThan: indexPath)
    guard position < rowMoves.count, rowMoves[position].from == indexPath else { return nil }
    return rowMoves[position].to
  }

  /// Where the row at old `indexPath` is after the batch, as if it were neither deleted nor
  /// reloaded; nil when its section is deleted.
  ///
  /// - Complexity: O(log c) for c changes.
  package func position(forOld indexPath: IndexPath) -> IndexPath? {
    if let destination = moveDestination(from: indexPath) { return destination }
    guard let section = newSection(forOld: indexPath.section) else { return nil }
    let rows = SlotMap(
      removed: removedRows.paths(inSection: indexPath.section).lazy.map(\.row),
      occupied: occupiedRows.paths(inSection: section).lazy.map(\.row))
    return IndexPath(row: rows.newPosition(ofOld: indexPath.row), section: section)
  }

  /// ``position(forOld:)`` for many rows that are not moved, ascending, in one sweep.
  ///
  /// - Complexity: O(p + c + s log c) for p paths, c changes and s sections touched, where
  ///   asking one path at a time costs O(p log c).
  package func positions(forOldUnmoved paths: [IndexPath]) -> [IndexPath?] {
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
        result.append(IndexPath(row: rank + occupiedBefore, section: newSection))
      }
      start = end
    }
    return result
  }

  /// Where the row at old `indexPath` keeps its cell after the batch: nil when the row is
  /// deleted or reloaded, or its section is deleted or reloaded.
  package func survivingPosition(forOld indexPath: IndexPath) -> IndexPath? {
    if deletedRows.sortedContains(indexPath) || reloadedRows.sortedContains(indexPath)
      || reloadedSections.contains(indexPath.section)
    {
      return nil
    }
    return position(forOld: indexPath)
  }
}
