import Foundation
import ListKit
import UIKitBatchRules

extension UICollectionView {
  /// Groups the inserts, deletes, moves and reloads `updates` makes into one batch, checked
  /// and applied at the end of the outermost call (calls nest), then calls `completion` with
  /// whether it was applied.
  ///
  /// A batch UIKit would reject is kept as a failure with UIKit's message, worded for a
  /// collection view ("attempt to delete item 3 from section 0 which only contains 3 items
  /// before the update"), which the frame that draws the collection view reports; the
  /// collection view reloads its data instead.
  public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    var applied = false
    recovering {
      try tryPerformBatchUpdates { updates?() }
      applied = true
    }
    completion?(applied)
  }

  /// Inserts items (new index paths): a batch of its own, or part of the enclosing one.
  public func insertItems(at indexPaths: [IndexPath]) {
    recovering { try record { $0.insertedRows += indexPaths } }
  }

  /// Deletes items (old index paths).
  public func deleteItems(at indexPaths: [IndexPath]) {
    recovering { try record { $0.deletedRows += indexPaths } }
  }

  /// Reloads items (old index paths): each gets a new cell (a delete plus an insert).
  public func reloadItems(at indexPaths: [IndexPath]) {
    recovering { try record { $0.reloadedRows += indexPaths } }
  }

  /// Moves an item from an old index path to a new one; its cell goes with it.
  public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    recovering {
      try record { $0.movedRows.append(RowMove(from: indexPath, to: newIndexPath)) }
    }
  }

  /// Inserts sections (new indexes).
  public func insertSections(_ sections: IndexSet) {
    recovering { try record { $0.insertedSections += sections } }
  }

  /// Deletes sections (old indexes).
  public func deleteSections(_ sections: IndexSet) {
    recovering { try record { $0.deletedSections += sections } }
  }

  /// Reloads sections (old indexes): their items get new cells.
  public func reloadSections(_ sections: IndexSet) {
    recovering { try record { $0.reloadedSections += sections } }
  }

  /// Moves a section from an old index to a new index.
  public func moveSection(_ section: Int, toSection newSection: Int) {
    recovering {
      try record { $0.movedSections.append(SectionMove(from: section, to: newSection)) }
    }
  }

  /// Groups the changes `updates` makes into one batch, validated and applied at the end of
  /// the outermost call; throws what UIKit would raise and leaves the collection view as it
  /// was before the batch (its counts, cells and marks).
  package func tryPerformBatchUpdates(_ updates: () throws -> Void) throws(CollectionViewError) {
    do {
      try performNestedBatch(updates)
    } catch let error as CollectionViewError {
      throw error
    } catch {
      // Only what `updates` throws comes here; the batch was dropped.
    }
  }

  private func record(_ change: (inout BatchUpdate) -> Void) throws(CollectionViewError) {
    try tryPerformBatchUpdates { change(&pendingUpdate) }
  }

  /// Runs configuration again on the visible cells of the items at `indexPaths` (current
  /// coordinates): the data source's `cellForItemAt` gets the existing cell back from a
  /// dequeue of its identifier, without `prepareForReuse()`. A data source that returns
  /// another cell (one of another identifier) has it shown instead, the old one pooled. Marks
  /// each item `.reconfigured` unless an update since the marks were cleared marked it
  /// already, and counts it in the update summary, on screen or not.
  package func tryReconfigureItems(at indexPaths: [IndexPath]) throws(CollectionViewError) {
    prepareIfNeeded()
    for indexPath in indexPaths {
      guard let counts, counts.indices.contains(indexPath.section),
        (0..<counts[indexPath.section]).contains(indexPath.item)
      else { continue }
      markReconfigured(at: indexPath)
      guard let old = cellsByIndexPath[indexPath] else { continue }
      reconfiguring = (indexPath, old)
      defer { reconfiguring = nil }
      let cell = try requestCell(at: indexPath)
      if cell !== old {
        old.removeFromSuperview()
        cellsByIndexPath[indexPath] = cell
        addSubview(cell)
        if let identifier = old.reuseIdentifier { cellPool[identifier, default: []].append(old) }
      }
    }
    collectionViewLayout.invalidateLayout()
    try layoutVisibleItems()
  }

  /// Configures the visible cells of the items at `indexPaths` again in place, as UIKit's
  /// `reconfigureItems(at:)`: the data source's `cellForItemAt` runs for each.
  public func reconfigureItems(at indexPaths: [IndexPath]) {
    recovering { try tryReconfigureItems(at: indexPaths) }
  }
}

extension UICollectionView: BatchUpdateHost {
  var prefetchedIndexPaths: [IndexPath] {
    get { prefetchedItems }
    set { prefetchedItems = newValue }
  }

  func invalidUpdate(_ violation: BatchUpdateViolation) -> CollectionViewError {
    error(.invalidUpdate(violation))
  }

  func detachLeavingCell(_ cell: UICollectionViewCell) {
    cell.removeFromSuperview()
    if cell.revealedActions != nil { cell.revealedActions = nil }
  }

  /// Asks for the supplementary views again (their sections may have moved), and moves the
  /// selection, the measured heights and the sideways offsets with their items and sections;
  /// a deleted or reloaded item loses its selection, as in UIKit.
  func carryViewState(through plan: BatchUpdatePlan) {
    for (key, view) in supplementaryViews { enqueueSupplementary(view, kind: key.kind) }
    supplementaryViews = [:]
    selectedIndexPaths = Set(selectedIndexPaths.compactMap { plan.survivingPosition(forOld: $0) })
    collectionViewLayout.moveMeasuredHeights { plan.survivingPosition(forOld: $0) }
    moveOrthogonalOffsets(plan.newSection(forOld:), reloaded: plan.reloadedSections)
  }

  func layoutAfterBatch() throws(CollectionViewError) {
    try layoutVisibleItems()
  }

  /// The first text of the section's header while it is on screen; nil otherwise.
  func nameOfSection(_ section: Int) -> String? {
    let key = SupplementaryKey(
      kind: Self.elementKindSectionHeader, identifier: "",
      indexPath: IndexPath(item: 0, section: section))
    return supplementaryViews[key]?.firstShownText
  }
}
