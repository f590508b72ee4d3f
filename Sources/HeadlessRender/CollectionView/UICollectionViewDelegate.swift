import Foundation
import ListKit

/// What a collection view tells about display and selection, as `UICollectionViewDelegate`.
/// Every method has a default.
@preconcurrency @MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
  /// The cell for `indexPath` is about to come on screen.
  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath)

  /// The cell that showed `indexPath` left the screen (or its item was deleted or reloaded).
  func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath)

  /// Whether the user may select the item at `indexPath`; true by default.
  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath)
    -> Bool

  /// The user selected the item at `indexPath` (never called for `selectItem(at:…)`).
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)

  /// The user deselected the item at `indexPath`.
  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)

  /// Where an item dragged from `originalIndexPath`, now at `currentIndexPath`, goes when the
  /// user would drop it at `proposedIndexPath`; the proposed place by default.
  func collectionView(
    _ collectionView: UICollectionView,
    targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
    atCurrentIndexPath currentIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath
}

extension UICollectionViewDelegate {
  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}

  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}

  /// Every item may be selected.
  public func collectionView(
    _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool { true }

  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {}

  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
  ) {}

  /// The proposed place.
  public func collectionView(
    _ collectionView: UICollectionView,
    targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
    atCurrentIndexPath currentIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath { proposedIndexPath }
}
