import Foundation

extension UICollectionViewDiffableDataSource {
  /// What the data source asks and tells when the user expands or collapses an outline item,
  /// as `UICollectionViewDiffableDataSource.SectionSnapshotHandlers`.
  ///
  /// ```swift
  /// dataSource.sectionSnapshotHandlers.shouldCollapseItem = { $0 != "Favourites" }
  /// dataSource.sectionSnapshotHandlers.willExpandItem = { opened.append($0) }
  /// ```
  public struct SectionSnapshotHandlers<Item: Hashable & Sendable> {
    /// Whether the user may expand an item; nil lets every parent expand.
    public var shouldExpandItem: ((Item) -> Bool)?
    /// Called before an item expands.
    public var willExpandItem: ((Item) -> Void)?
    /// Whether the user may collapse an item; nil lets every parent collapse.
    public var shouldCollapseItem: ((Item) -> Bool)?
    /// Called before an item collapses.
    public var willCollapseItem: ((Item) -> Void)?

    /// Handlers that ask and tell nothing.
    public init() {}
  }
}

extension UICollectionViewDiffableDataSource: CollectionOutlineDataSource {
  /// Expands or collapses the item at `indexPath` in its section's section snapshot (the one
  /// last applied to it, as the snapshots applied since left it) and applies it, as UIKit's
  /// outline disclosure does: its children come on screen or leave, animated (marked `+`
  /// when they come), and the item itself is configured again (marked `~`), as UIKit updates
  /// a cell's configuration when its expanded state changes, so that a cell showing a
  /// disclosure shows the new state.
  ///
  /// The ``sectionSnapshotHandlers`` are asked first (`shouldExpandItem`,
  /// `shouldCollapseItem`: a refusal changes nothing) and told (`willExpandItem`,
  /// `willCollapseItem`) before the change, as UIKit's.
  ///
  /// - Returns: Whether the item has children in its section's section snapshot; a section
  ///   that has no section snapshot has none.
  package func setOutlineItem(at indexPath: IndexPath, expanded: Bool) -> Bool {
    guard let item = itemIdentifier(for: indexPath),
      let section = sectionIdentifier(for: indexPath.section),
      var outline = appliedSectionSnapshot(for: section),
      !outline.snapshot(of: item).items.isEmpty
    else { return false }
    let handlers = sectionSnapshotHandlers
    if expanded {
      guard handlers.shouldExpandItem?(item) ?? true else { return true }
      handlers.willExpandItem?(item)
    } else {
      guard handlers.shouldCollapseItem?(item) ?? true else { return true }
      handlers.willCollapseItem?(item)
    }
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
