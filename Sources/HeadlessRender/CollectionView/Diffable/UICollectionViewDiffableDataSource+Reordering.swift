import Foundation

extension UICollectionViewDiffableDataSource {
  /// What the user may reorder and what a reorder tells, as
  /// `UICollectionViewDiffableDataSource.ReorderingHandlers`.
  ///
  /// ```swift
  /// dataSource.reorderingHandlers.canReorderItem = { _ in true }
  /// dataSource.reorderingHandlers.didReorder = { transaction in
  ///   albums = transaction.finalSnapshot.itemIdentifiers
  /// }
  /// ```
  public struct ReorderingHandlers {
    /// Whether the user may drag an item; nil (the default) lets no item move.
    public var canReorderItem: ((ItemIdentifierType) -> Bool)?
    /// Called before the data source takes the reorder.
    public var willReorder:
      ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
    /// Called after the data source took the reorder: its snapshot is the final one.
    public var didReorder:
      ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?

    /// Handlers that let no item move.
    public init() {}
  }

  /// Whether `canReorderItem` lets the item at `indexPath` move; false without it.
  public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
  {
    guard let item = itemIdentifier(for: indexPath),
      let canReorder = reorderingHandlers.canReorderItem
    else { return false }
    return canReorder(item)
  }

  /// Takes the user's move of the item at `sourceIndexPath` to `destinationIndexPath`: the
  /// snapshot becomes the final one without a new apply (the collection view shows it
  /// already), between `willReorder` and `didReorder`, each given the transaction.
  public func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    let initial = snapshot()
    guard let item = itemIdentifier(for: sourceIndexPath),
      let targetSection = sectionIdentifier(for: destinationIndexPath.section),
      let sourceSection = initial.sectionIdentifier(containingItem: item)
    else { return }
    var final = initial
    final.deleteItems([item])
    let remaining = final.itemIdentifiers(inSection: targetSection)
    if destinationIndexPath.item < remaining.count {
      final.insertItems([item], beforeItem: remaining[destinationIndexPath.item])
    } else {
      final.appendItems([item], toSection: targetSection)
    }
    let sections =
      sourceSection == targetSection ? [targetSection] : [sourceSection, targetSection]
    let transaction = NSDiffableDataSourceTransaction(
      initialSnapshot: initial, finalSnapshot: final,
      difference: final.itemIdentifiers.difference(from: initial.itemIdentifiers),
      sectionTransactions: sections.sorted {
        (final.indexOfSection($0) ?? 0) < (final.indexOfSection($1) ?? 0)
      }.map { section in
        let before =
          sectionSnapshots[section] ?? Self.flat(initial.itemIdentifiers(inSection: section))
        let after = Self.flat(final.itemIdentifiers(inSection: section))
        return NSDiffableDataSourceSectionTransaction(
          sectionIdentifier: section, initialSnapshot: before, finalSnapshot: after,
          difference: after.items.difference(from: before.items))
      })
    reorderingHandlers.willReorder?(transaction)
    // The moved section's outline is flat from now on, as one given a reordered snapshot.
    for section in sections { sectionSnapshots[section] = nil }
    applier.adopt(final.base)
    reorderingHandlers.didReorder?(transaction)
  }

  /// A section snapshot of `items`, none of them a child.
  private static func flat(_ items: [ItemIdentifierType])
    -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
  {
    var snapshot = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
    snapshot.append(items)
    return snapshot
  }
}
