import Foundation
import ListKit

/// The collection view as ListKit's `BatchUpdatingView`, which a `SectionStore` drives: the
/// collection view's ``UICollectionView/batchUpdating``. UIKit's collection view has no
/// `performBatchUpdate(_:updatingData:)`, `reconfigureRows(at:)` or
/// `reconfigureSectionHeaders(at:)`, so it does not adopt the protocol itself: a file that
/// imports only HeadlessUIKit reaches nothing UIKit lacks.
package final class CollectionViewBatchUpdating: BatchUpdatingView {
  /// The collection view, which owns this object.
  private unowned let collectionView: UICollectionView

  init(collectionView: UICollectionView) {
    self.collectionView = collectionView
  }

  package func performBatchUpdate(_ update: BatchUpdate, updatingData updateData: () -> Void)
    throws
  {
    try collectionView.performBatchUpdate(update, updatingData: updateData)
  }

  package func reconfigureRows(at indexPaths: [IndexPath]) throws {
    try collectionView.reconfigureRows(at: indexPaths)
  }

  package func reloadData() {
    collectionView.reloadData()
  }
}

extension UICollectionView {
  /// Applies one changeset stage as one batch, as ``performBatchUpdates(_:completion:)``:
  /// `updateData` runs inside it, so the counts before come from the cache and the counts
  /// after from the data source. A batch UIKit rejects throws ``CollectionViewError``, worded
  /// for a collection view, and leaves the collection view as it was.
  package func performBatchUpdate(
    _ update: BatchUpdate, updatingData updateData: () -> Void
  ) throws {
    try tryPerformBatchUpdates {
      updateData()
      pendingUpdate.append(update)
    }
  }

  /// Configures the items at `indexPaths` again in their cells, as
  /// ``reconfigureItems(at:)``: what a store calls for items whose content changed.
  package func reconfigureRows(at indexPaths: [IndexPath]) throws {
    try tryReconfigureItems(at: indexPaths)
  }
}
