import Foundation
import ListKit

extension UICollectionView: BatchUpdatingView {
  /// Applies one changeset stage as one batch, as ``performBatchUpdates(_:completion:)``:
  /// `updateData` runs inside it, so the counts before come from the cache and the counts
  /// after from the data source. A batch UIKit rejects throws ``CollectionViewError``, worded
  /// for a collection view, and leaves the collection view as it was.
  public func performBatchUpdate(
    _ update: BatchUpdate, updatingData updateData: () -> Void
  ) throws {
    try tryPerformBatchUpdates {
      updateData()
      pendingUpdate.append(update)
    }
  }

  /// Configures the items at `indexPaths` again in their cells, as
  /// ``reconfigureItems(at:)``: what a store calls for items whose content changed.
  public func reconfigureRows(at indexPaths: [IndexPath]) throws {
    try tryReconfigureItems(at: indexPaths)
  }
}
