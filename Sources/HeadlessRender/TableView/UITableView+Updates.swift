import Foundation
import ListKit
import UIKitBatchRules

extension UITableView {
  /// Groups the inserts, deletes, moves and reloads that `updates` makes into one batch,
  /// validated and applied at the end of the outermost call (calls nest).
  ///
  /// If the table never asked for its counts, it asks at the start of the outermost batch:
  /// when the data already changed before the call, the next insert then fails, as in UIKit.
  ///
  /// A batch that UIKit rejects throws ``TableViewError`` (``TableViewError/Reason/invalidUpdate(_:)``)
  /// and leaves the table as it was before the batch: the same cached counts (none, for a
  /// table that had never asked), heights, cells and marks. The data source is not rolled
  /// back, so the counts no longer describe it: call `reloadData()` to recover.
  package func tryPerformBatchUpdates(_ updates: () throws -> Void) throws {
    try performNestedBatch(updates)
  }

  /// Inserts sections (new indexes): a batch of its own, or part of the enclosing one.
  package func tryInsertSections(_ sections: [Int]) throws {
    try record { $0.insertedSections += sections }
  }

  /// Deletes sections (old indexes).
  package func tryDeleteSections(_ sections: [Int]) throws {
    try record { $0.deletedSections += sections }
  }

  /// Reloads sections (old indexes): their rows get new cells.
  package func tryReloadSections(_ sections: [Int]) throws {
    try record { $0.reloadedSections += sections }
  }

  /// Moves a section from an old index to a new index.
  package func tryMoveSection(_ section: Int, toSection newSection: Int) throws {
    try record { $0.movedSections.append(SectionMove(from: section, to: newSection)) }
  }

  /// Inserts rows (new index paths).
  package func tryInsertRows(at indexPaths: [IndexPath]) throws {
    try record { $0.insertedRows += indexPaths }
  }

  /// Deletes rows (old index paths).
  package func tryDeleteRows(at indexPaths: [IndexPath]) throws {
    try record { $0.deletedRows += indexPaths }
  }

  /// Reloads rows (old index paths): each gets a new cell (a delete plus an insert).
  package func tryReloadRows(at indexPaths: [IndexPath]) throws {
    try record { $0.reloadedRows += indexPaths }
  }

  /// Moves a row from an old index path to a new one; its cell goes with it.
  package func tryMoveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) throws {
    try record { $0.movedRows.append(RowMove(from: indexPath, to: newIndexPath)) }
  }

  /// Runs configuration again on the visible cells of the rows at `indexPaths` (current
  /// coordinates): the data source's `cellForRow` gets the existing cell back from
  /// `dequeueReusableCell(withIdentifier:for:)`, without `prepareForReuse()`, and must return
  /// it. Rows off screen only forget their measured height. Marks each row `.reconfigured`
  /// unless an update since the marks were cleared marked it already, and counts it in the
  /// update summary, on screen or not.
  package func tryReconfigureRows(at indexPaths: [IndexPath]) throws(TableViewError) {
    if counts == nil { loadCounts() }
    for indexPath in indexPaths where flatIndex(of: indexPath) != nil {
      markReconfigured(at: indexPath)
      guard let cell = cellsByIndexPath[indexPath] else {
        if measuredHeights.removeValue(forKey: indexPath) != nil,
          let item = flatIndex(of: indexPath)
        {
          heights.setHeight(itemHeight(ofRowAt: indexPath), at: item)
        }
        continue
      }
      let answer = try requestCell(at: indexPath, reconfiguring: cell)
      guard answer === cell else {
        throw error(
          .reconfigureWithDifferentIdentifier(
            indexPath, dequeued: answer.reuseIdentifier ?? "nil",
            original: cell.reuseIdentifier ?? "nil"))
      }
      if rowHeightRule == .automatic { _ = updateMeasuredHeight(of: cell, at: indexPath) }
    }
    try layoutVisibleRows()
  }

  private func record(_ change: (inout BatchUpdate) -> Void) throws {
    try tryPerformBatchUpdates { change(&pendingUpdate) }
  }

  /// Applies the batch the outermost `endUpdates()` ended, through the shared pipeline.
  func applyEndedBatch(_ update: BatchUpdate) throws(TableViewError) {
    try applyBatch(update)
  }
}

extension UITableView: BatchUpdateHost {
  var prefetchedIndexPaths: [IndexPath] {
    get { prefetchedRows }
    set { prefetchedRows = newValue }
  }

  func invalidUpdate(_ violation: BatchUpdateViolation) -> TableViewError {
    error(.invalidUpdate(violation))
  }

  func detachLeavingCell(_ cell: UITableViewCell) {
    cell.removeFromSuperview()
  }

  /// Moves the measured heights and the selection with their rows; a deleted or reloaded row
  /// loses its selection, as in UIKit.
  func carryViewState(through plan: BatchUpdatePlan) {
    measuredHeights = plan.carry(measuredHeights).surviving
    selectedRows = Set(selectedRows.compactMap { plan.survivingPosition(forOld: $0) })
  }

  func layoutAfterBatch() throws(TableViewError) {
    try layoutVisibleRows()
  }

  /// The section's header title as the table last asked for it; nil for none or an empty one.
  func nameOfSection(_ section: Int) -> String? {
    guard headerTitles.indices.contains(section), let title = headerTitles[section]?.oneLine,
      !title.isEmpty
    else { return nil }
    return title
  }
}
