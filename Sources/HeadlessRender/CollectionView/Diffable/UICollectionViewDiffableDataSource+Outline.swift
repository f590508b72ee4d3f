import Foundation

extension UICollectionViewDiffableDataSource: CollectionOutlineDataSource {
  /// Expands or collapses the item at `indexPath` in its section's section snapshot (the one
  /// last applied to it, as the snapshots applied since left it) and applies it, as UIKit's
  /// outline disclosure does: its children come on screen or leave, animated (marked `+`
  /// when they come), and the item itself is configured again (marked `~`), as UIKit updates
  /// a cell's configuration when its expanded state changes, so that a cell showing a
  /// disclosure shows the new state.
  ///
  /// - Returns: Whether the item has children in its section's section snapshot; a section
  ///   that has no section snapshot has none.
  package func setOutlineItem(at indexPath: IndexPath, expanded: Bool) -> Bool {
    guard let item = itemIdentifier(for: indexPath),
      let section = sectionIdentifier(for: indexPath.section),
      var outline = appliedSectionSnapshot(for: section),
      !outline.snapshot(of: item).items.isEmpty
    else { return false }
    if expanded {
      outline.expand([item])
    } else {
      outline.collapse([item])
    }
    var whole = snapshot(applying: outline, to: section)
    whole.reconfigureItems([item])
    apply(whole, style: .animated, outline: (section, outline), completion: nil)
    return true
  }

  /// Whether the item at `indexPath` is expanded in its section's last applied section
  /// snapshot.
  package func isOutlineItemExpanded(at indexPath: IndexPath) -> Bool {
    guard let item = itemIdentifier(for: indexPath),
      let section = sectionIdentifier(for: indexPath.section),
      let outline = appliedSectionSnapshot(for: section)
    else { return false }
    return outline.isExpanded(item)
  }
}
