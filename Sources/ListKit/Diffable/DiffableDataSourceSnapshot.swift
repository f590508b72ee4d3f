/// The sections and items a diffable data source shows, by identifier: UIKit's
/// `NSDiffableDataSourceSnapshot`, as a value.
///
/// Build one with the calls UIKit's snapshot has, then hand it to a diffable data source (the
/// headless `UITableViewDiffableDataSource` in HeadlessRender), which diffs it against what the
/// table shows:
///
/// ```swift
/// var snapshot = DiffableDataSourceSnapshot<String, Int>()
/// try snapshot.appendSections(["To do", "Done"])
/// try snapshot.appendItems([2, 3], toSection: "To do")
/// try snapshot.appendItems([1], toSection: "Done")
/// try snapshot.moveItem(1, beforeItem: 2)
/// print(snapshot.itemIdentifiers(inSection: "To do"))  // [1, 2, 3]
/// print(snapshot.indexOfItem(3) as Any)  // Optional(2)
/// ```
///
/// Identifiers decide identity: an item is the same item across snapshots as long as its
/// identifier is. The snapshot holds no content, so a content change shows only when the
/// snapshot marks the item with ``reloadItems(_:)`` (a new cell) or ``reconfigureItems(_:)``
/// (its cell configured again in place).
///
/// UIKit's rules, with the exceptions UIKit raises turned into a thrown
/// ``DiffableDataSourceSnapshotError`` that leaves the snapshot as it was:
///
/// - Every section identifier and every item identifier appears once. Appending or inserting
///   one that is already in the snapshot, or twice in one call, throws (modern UIKit logs and
///   moves an existing item instead; here the duplicate is reported).
/// - Items need a section: appending to a snapshot without sections, or to a section it does
///   not have, throws; so do inserting or moving relative to an identifier it does not have,
///   moving one it does not have, and reloading or reconfiguring one it does not have.
/// - Deleting identifiers the snapshot does not have does nothing, as in UIKit.
/// - Moving a section or an item before or after itself does nothing.
///
/// Two snapshots are equal when they hold the same sections and items in the same order and
/// mark the same sections and items for reload and reconfigure.
public struct DiffableDataSourceSnapshot<
  SectionID: Hashable & Sendable, ItemID: Hashable & Sendable
>: Hashable, Sendable {
  /// The sections, in order.
  var sectionOrder: [SectionID] = []
  /// Each section's items, in order; every section of `sectionOrder` has an entry.
  var itemsBySection: [SectionID: [ItemID]] = [:]
  /// The section holding each item.
  var sectionOfItem: [ItemID: SectionID] = [:]
  var reloadedItems = OrderedIdentifiers<ItemID>()
  var reconfiguredItems = OrderedIdentifiers<ItemID>()
  var reloadedSections = OrderedIdentifiers<SectionID>()

  /// Creates an empty snapshot: no sections, no items.
  public init() {}

  /// The number of items in all sections.
  ///
  /// - Complexity: O(1).
  public var numberOfItems: Int { sectionOfItem.count }

  /// The number of sections.
  ///
  /// - Complexity: O(1).
  public var numberOfSections: Int { sectionOrder.count }

  /// The section identifiers, in order.
  ///
  /// - Complexity: O(1).
  public var sectionIdentifiers: [SectionID] { sectionOrder }

  /// Every item identifier, section after section.
  ///
  /// - Complexity: O(*n*) in the number of items.
  public var itemIdentifiers: [ItemID] {
    sectionOrder.flatMap { itemsBySection[$0] ?? [] }
  }

  /// The items of `section`, in order; empty when the snapshot has no such section (iOS 13's
  /// answer; later UIKit raises an exception).
  ///
  /// - Complexity: O(1).
  public func itemIdentifiers(inSection section: SectionID) -> [ItemID] {
    itemsBySection[section] ?? []
  }

  /// The number of items in `section`; 0 when the snapshot has no such section.
  ///
  /// - Complexity: O(1).
  public func numberOfItems(inSection section: SectionID) -> Int {
    itemsBySection[section]?.count ?? 0
  }

  /// The section holding `item`, or nil when the snapshot does not have it.
  ///
  /// - Complexity: O(1).
  public func sectionIdentifier(containingItem item: ItemID) -> SectionID? {
    sectionOfItem[item]
  }

  /// The position of `item` among ``itemIdentifiers`` (all sections, from 0), or nil when the
  /// snapshot does not have it.
  ///
  /// - Complexity: O(*s* + *k*): the sections before the item's and the items before it in
  ///   its own.
  public func indexOfItem(_ item: ItemID) -> Int? {
    guard let section = sectionOfItem[item], let items = itemsBySection[section],
      let row = items.firstIndex(of: item)
    else { return nil }
    var index = row
    for earlier in sectionOrder {
      if earlier == section { break }
      index += itemsBySection[earlier]?.count ?? 0
    }
    return index
  }

  /// The position of `section` among ``sectionIdentifiers``, or nil when the snapshot does not
  /// have it.
  ///
  /// - Complexity: O(*s*) in the number of sections.
  public func indexOfSection(_ section: SectionID) -> Int? {
    sectionOrder.firstIndex(of: section)
  }

  /// The items marked by ``reloadItems(_:)``, in the order first marked: applying the snapshot
  /// gives each a new cell. An item deleted since it was marked is no longer listed.
  public var reloadedItemIdentifiers: [ItemID] { reloadedItems.elements }

  /// The items marked by ``reconfigureItems(_:)``, in the order first marked: applying the
  /// snapshot configures each existing cell again. An item deleted since it was marked is no
  /// longer listed.
  public var reconfiguredItemIdentifiers: [ItemID] { reconfiguredItems.elements }

  /// The sections marked by ``reloadSections(_:)``, in the order first marked: applying the
  /// snapshot gives every row of each a new cell and asks its header again. A section deleted
  /// since it was marked is no longer listed.
  public var reloadedSectionIdentifiers: [SectionID] { reloadedSections.elements }
}

extension DiffableDataSourceSnapshot {
  /// The identifiers of `identifiers` that `isPresent` accepts or that repeat, each once, in
  /// the order they first appear.
  ///
  /// - Complexity: O(*k*) for *k* identifiers.
  static func duplicates<Identifier: Hashable>(
    in identifiers: [Identifier], isPresent: (Identifier) -> Bool
  ) -> [String] {
    var counts: [Identifier: Int] = [:]
    for identifier in identifiers { counts[identifier, default: 0] += 1 }
    var reported = Set<Identifier>()
    var duplicates: [String] = []
    for identifier in identifiers where counts[identifier, default: 0] > 1 || isPresent(identifier)
    {
      if reported.insert(identifier).inserted { duplicates.append("\(identifier)") }
    }
    return duplicates
  }

  /// Forgets the reload and reconfigure marks of items `isRemoved` accepts.
  mutating func unmarkItems(where isRemoved: (ItemID) -> Bool) {
    reloadedItems.removeAll(where: isRemoved)
    reconfiguredItems.removeAll(where: isRemoved)
  }
}

extension DiffableDataSourceSnapshot {
  /// The same sections and items with no reload or reconfigure marks: what a data source's
  /// `snapshot()` returns once it has applied the marks.
  package func removingMarks() -> Self {
    var unmarked = self
    unmarked.reloadedItems.removeAll()
    unmarked.reconfiguredItems.removeAll()
    unmarked.reloadedSections.removeAll()
    return unmarked
  }
}
