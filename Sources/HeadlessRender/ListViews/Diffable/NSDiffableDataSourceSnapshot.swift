import ListKit

/// The sections and items a diffable data source shows, as UIKit's
/// `NSDiffableDataSourceSnapshot`: ListKit's `DiffableDataSourceSnapshot` under UIKit's name
/// and signatures, which throw nothing.
///
/// ```swift
/// var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
/// snapshot.appendSections(["To do", "Done"])
/// snapshot.appendItems([1, 2], toSection: "To do")
/// dataSource.apply(snapshot)
/// ```
///
/// Where UIKit raises an exception (items appended before any section, an identifier twice, a
/// move next to an item the snapshot does not have), the snapshot keeps the call's error with
/// UIKit's message and ignores every later change, as the app would have stopped there; the
/// data source that is given it keeps the error as its table's failure, which the frame that
/// draws the table reports, and applies nothing.
public struct NSDiffableDataSourceSnapshot<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable, Equatable {
  /// ListKit's snapshot, which the data source applies.
  package private(set) var base:
    DiffableDataSourceSnapshot<
      SectionIdentifierType, ItemIdentifierType
    >
  /// The first change UIKit would have raised an exception for, if any.
  package private(set) var failure: DiffableDataSourceSnapshotError?

  /// An empty snapshot.
  public init() {
    base = DiffableDataSourceSnapshot()
  }

  /// The snapshot `base` is.
  package init(_ base: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) {
    self.base = base
  }

  private mutating func change(
    _ body: (inout DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>)
      throws(DiffableDataSourceSnapshotError) -> Void
  ) {
    guard failure == nil else { return }
    do {
      try body(&base)
    } catch {
      failure = error
    }
  }

  // MARK: Reading

  /// The number of items in every section.
  public var numberOfItems: Int { base.numberOfItems }
  /// The number of sections.
  public var numberOfSections: Int { base.numberOfSections }
  /// The sections, in order.
  public var sectionIdentifiers: [SectionIdentifierType] { base.sectionIdentifiers }
  /// Every item, section by section.
  public var itemIdentifiers: [ItemIdentifierType] { base.itemIdentifiers }
  /// The items marked for reload.
  public var reloadedItemIdentifiers: [ItemIdentifierType] { base.reloadedItemIdentifiers }
  /// The items marked for reconfigure.
  public var reconfiguredItemIdentifiers: [ItemIdentifierType] {
    base.reconfiguredItemIdentifiers
  }
  /// The sections marked for reload.
  public var reloadedSectionIdentifiers: [SectionIdentifierType] {
    base.reloadedSectionIdentifiers
  }

  /// The items of `identifier`, in order.
  public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
    base.itemIdentifiers(inSection: identifier)
  }

  /// The number of items in `identifier`.
  public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
    base.numberOfItems(inSection: identifier)
  }

  /// The section that holds `identifier`, if any.
  public func sectionIdentifier(containingItem identifier: ItemIdentifierType)
    -> SectionIdentifierType?
  {
    base.sectionIdentifier(containingItem: identifier)
  }

  /// The position of `identifier` among all items, if it is there.
  public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
    base.indexOfItem(identifier)
  }

  /// The position of `identifier` among the sections, if it is there.
  public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
    base.indexOfSection(identifier)
  }

  // MARK: Sections

  /// Adds sections at the end.
  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
    change { (snapshot) throws(DiffableDataSourceSnapshotError) in
      try snapshot.appendSections(identifiers)
    }
  }

  /// Inserts sections before `toIdentifier`.
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
  ) {
    change { (snapshot) throws(DiffableDataSourceSnapshotError) in
      try snapshot.insertSections(identifiers, beforeSection: toIdentifier)
    }
  }

  /// Inserts sections after `toIdentifier`.
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
  ) {
    change { (snapshot) throws(DiffableDataSourceSnapshotError) in
      try snapshot.insertSections(identifiers, afterSection: toIdentifier)
    }
  }

  /// Deletes sections and their items; sections the snapshot does not have are ignored.
  public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
    change { snapshot in snapshot.deleteSections(identifiers) }
  }

  /// Moves a section before `toIdentifier`.
  public mutating func moveSection(
    _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
  ) {
    change { (snapshot) throws(DiffableDataSourceSnapshotError) in
      try snapshot.moveSection(identifier, beforeSection: toIdentifier)
    }
  }

  /// Moves a section after `toIdentifier`.
  public mutating func moveSection(
    _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
  ) {
    change { (snapshot) throws(DiffableDataSourceSnapshotError) in
      try snapshot.moveSection(identifier, afterSection: toIdentifier)
    }
  }

  /// Marks sections for reload: their rows get new cells.
  public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
    change { (snapshot) throws(DiffableDataSourceSnapshotError) in
      try snapshot.reloadSections(identifiers)
    }
  }

  // MARK: Items

  /// Adds items at the end of `sectionIdentifier`, or of the last section when nil.
  public mutating func appendItems(
    _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
  ) {
    change { (snapshot) throws(DiffableDataSourceSnapshotError) in
      try snapshot.appendItems(identifiers, toSection: sectionIdentifier)
    }
  }

  /// Inserts items before `beforeIdentifier`.
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
  ) {
    change { (snapshot) throws(DiffableDataSourceSnapshotError) in
      try snapshot.insertItems(identifiers, beforeItem: beforeIdentifier)
    }
  }

  /// Inserts items after `afterIdentifier`.
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType
  ) {
    change { (snapshot) throws(DiffableDataSourceSnapshotError) in
      try snapshot.insertItems(identifiers, afterItem: afterIdentifier)
    }
  }

  /// Deletes items; items the snapshot does not have are ignored.
  public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
    change { snapshot in snapshot.deleteItems(identifiers) }
  }

  /// Deletes every item, keeping the sections.
  public mutating func deleteAllItems() {
    change { snapshot in snapshot.deleteAllItems() }
  }

  /// Moves an item before `toIdentifier`.
  public mutating func moveItem(
    _ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType
  ) {
    change { (snapshot) throws(DiffableDataSourceSnapshotError) in
      try snapshot.moveItem(identifier, beforeItem: toIdentifier)
    }
  }

  /// Moves an item after `toIdentifier`.
  public mutating func moveItem(
    _ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType
  ) {
    change { (snapshot) throws(DiffableDataSourceSnapshotError) in
      try snapshot.moveItem(identifier, afterItem: toIdentifier)
    }
  }

  /// Marks items for reload: they get new cells.
  public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
    change { (snapshot) throws(DiffableDataSourceSnapshotError) in
      try snapshot.reloadItems(identifiers)
    }
  }

  /// Marks items for reconfigure: their cells are configured again, in place.
  public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
    change { (snapshot) throws(DiffableDataSourceSnapshotError) in
      try snapshot.reconfigureItems(identifiers)
    }
  }
}
