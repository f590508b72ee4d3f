import Foundation

extension UICollectionView {
  /// Simulates the user dragging the item at `sourceIndexPath` by its reorder control and
  /// dropping it at `proposedIndexPath`, as UIKit runs an interactive move: the delegate's
  /// `targetIndexPathForMoveOfItemFromOriginalIndexPath` may move the drop elsewhere, the
  /// collection view shows the item there at once (its cell and selection go with it), then
  /// the data source's `moveItemAt` moves its data. No batch update runs. A drop on the
  /// item's own place tells the data source nothing.
  ///
  /// Returns whether the item could be dragged and was dropped: its list cell must show a
  /// reorder accessory, and the data source must say it can move (`canMoveItemAt`); a drop
  /// where no item can go (past the end of its section, or more than one past the end of
  /// another, or a section the collection view does not have), proposed or answered by the
  /// delegate, moves nothing.
  @discardableResult
  package func dragItem(at sourceIndexPath: IndexPath, to proposedIndexPath: IndexPath) -> Bool {
    guard isDropTarget(proposedIndexPath, forItemAt: sourceIndexPath),
      let cell = cellsByIndexPath[sourceIndexPath] as? UICollectionViewListCell,
      cell.shownAccessories.contains(where: { if case .reorder = $0.kind { true } else { false } }),
      let dataSource, dataSource.collectionView(self, canMoveItemAt: sourceIndexPath)
    else { return false }
    let destination =
      delegate?.collectionView(
        self, targetIndexPathForMoveOfItemFromOriginalIndexPath: sourceIndexPath,
        atCurrentIndexPath: sourceIndexPath, toProposedIndexPath: proposedIndexPath)
      ?? proposedIndexPath
    guard isDropTarget(destination, forItemAt: sourceIndexPath) else { return false }
    guard destination != sourceIndexPath else { return true }
    moveShownItem(from: sourceIndexPath, to: destination)
    dataSource.collectionView(self, moveItemAt: sourceIndexPath, to: destination)
    recovering { try layoutVisibleItems() }
    return true
  }

  /// Whether the item at `source` can be dropped at `destination`: an item of its own
  /// section (which keeps its count), or an item of another section up to just past its
  /// last one.
  package func isDropTarget(_ destination: IndexPath, forItemAt source: IndexPath) -> Bool {
    prepareIfNeeded()
    guard let counts, counts.indices.contains(source.section), source.item >= 0,
      source.item < counts[source.section]
    else { return false }
    return ListMove(source: source, destination: destination).lands(in: counts)
  }

  /// Moves the item at `source` to `destination` in what the collection view shows, as a
  /// drag does: the cached counts, cells, selection and marks follow, and the layout is
  /// prepared again.
  private func moveShownItem(from source: IndexPath, to destination: IndexPath) {
    guard let counts else { return }
    let move = ListMove(source: source, destination: destination)
    let newCounts = move.counts(after: counts)
    let moved = move.moved
    cellsByIndexPath = Dictionary(
      uniqueKeysWithValues: cellsByIndexPath.map { (moved($0.key), $0.value) })
    selectedIndexPaths = Set(selectedIndexPaths.map(moved))
    lastUpdateMarks = Dictionary(
      lastUpdateMarks.map { (moved($0.key), $0.value) }, uniquingKeysWith: { first, _ in first })
    self.counts = newCounts
    collectionViewLayout.forgetMeasuredHeights()
    collectionViewLayout.invalidateLayout()
  }
}
