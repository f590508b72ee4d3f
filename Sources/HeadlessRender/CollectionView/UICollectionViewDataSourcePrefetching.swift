import Foundation
import ListKit

/// Hints about items just below the viewport, as `UICollectionViewDataSourcePrefetching`.
///
/// Only items that exist are ever named, in layout order.
@preconcurrency @MainActor
public protocol UICollectionViewDataSourcePrefetching: NSObjectProtocol {
  /// Items about to come on screen: start loading what their cells need.
  func collectionView(
    _ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])

  /// Items prefetched earlier that are no longer about to come on screen.
  func collectionView(
    _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
  ) {}
}
