import Foundation
import ListKit

/// What a collection view asks about its content, as `UICollectionViewDataSource`.
///
/// The collection view caches the counts it gets and asks again only on `reloadData()`, at its
/// first layout, or at the end of a batch update.
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: NSObjectProtocol {
  /// The number of sections; 1 by default.
  func numberOfSections(in collectionView: UICollectionView) -> Int

  /// The number of items in `section`.
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int

  /// The cell for the item at `indexPath`, dequeued from `collectionView` with
  /// `dequeueReusableCell(withReuseIdentifier:for:)` and configured.
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell

  /// The supplementary view of `kind` (a section header or footer) at `indexPath`, dequeued
  /// with `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`; asked only when
  /// the layout places one.
  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView

  /// Whether the item at `indexPath` can be dragged to another place by its reorder control;
  /// false by default.
  func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool

  /// The user dragged the item at `sourceIndexPath` to `destinationIndexPath`: the collection
  /// view shows it there already; the data source moves its data. Does nothing by default.
  func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath)
}

extension UICollectionViewDataSource {
  /// One section, as UIKit assumes when the method is not implemented.
  public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

  /// A view the collection view did not dequeue: a data source that does not implement the
  /// method while its layout places headers is what UIKit raises an exception for, kept as
  /// the collection view's failure.
  public func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    UICollectionReusableView(frame: .zero)
  }

  /// No item can move, as UIKit assumes when the method is not implemented.
  public func collectionView(
    _ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath
  ) -> Bool { false }

  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}
}
