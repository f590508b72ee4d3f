import Foundation

/// A collection view's data source whose sections can be outlines: what a tap on an outline
/// item's disclosure acts on, so that a scenario expands and collapses items as the user
/// does. ``UICollectionViewDiffableDataSource`` is one.
@MainActor
package protocol CollectionOutlineDataSource: AnyObject {
  /// Expands (`expanded` true) or collapses the outline item at `indexPath` and shows the
  /// result, as a tap on its disclosure does.
  ///
  /// - Returns: Whether the item is a parent in an outline (it has children); nothing changes
  ///   when not.
  func setOutlineItem(at indexPath: IndexPath, expanded: Bool) -> Bool

  /// Whether the item at `indexPath` is expanded in its section's outline: false for an item
  /// of a section without a section snapshot, or one that is collapsed.
  func isOutlineItemExpanded(at indexPath: IndexPath) -> Bool
}
