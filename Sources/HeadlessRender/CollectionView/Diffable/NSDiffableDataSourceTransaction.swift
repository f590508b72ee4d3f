import Foundation

/// What a reorder changed, as `NSDiffableDataSourceTransaction`: the snapshots before and
/// after, the difference between their items, and each changed section's transaction.
///
/// ```swift
/// dataSource.reorderingHandlers.didReorder = { transaction in
///   albums = transaction.finalSnapshot.itemIdentifiers
/// }
/// ```
public struct NSDiffableDataSourceTransaction<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable {
  /// The data source's snapshot before the reorder.
  public private(set) var initialSnapshot:
    NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  /// The data source's snapshot after it.
  public private(set) var finalSnapshot:
    NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  /// The difference from the initial items to the final ones, all sections in order.
  public private(set) var difference: CollectionDifference<ItemIdentifierType>
  /// A transaction for each section whose items changed, in the final snapshot's order.
  public private(set) var sectionTransactions:
    [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]
}

/// What a reorder changed in one section, as `NSDiffableDataSourceSectionTransaction`.
public struct NSDiffableDataSourceSectionTransaction<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable {
  /// The section.
  public private(set) var sectionIdentifier: SectionIdentifierType
  /// The section's items before the reorder (its section snapshot, or its items flat).
  public private(set) var initialSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
  /// The section's items after it.
  public private(set) var finalSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
  /// The difference from the initial items to the final ones.
  public private(set) var difference: CollectionDifference<ItemIdentifierType>
}
