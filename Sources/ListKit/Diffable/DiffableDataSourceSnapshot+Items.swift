extension DiffableDataSourceSnapshot {
  /// Adds items at the end of `section`, or of the last section when `section` is nil.
  ///
  /// ```swift
  /// var snapshot = DiffableDataSourceSnapshot<String, Int>()
  /// try snapshot.appendSections(["To do", "Done"])
  /// try snapshot.appendItems([1, 2])  // to "Done", the last section
  /// try snapshot.appendItems([3], toSection: "To do")
  /// print(snapshot.itemIdentifiers)  // [3, 1, 2]
  /// ```
  ///
  /// - Throws: ``DiffableDataSourceSnapshotError`` when the snapshot has no section at all,
  ///   does not have `section`, or already has an item or is given one twice.
  /// - Complexity: O(*k*) for *k* items.
  public mutating func appendItems(
    _ identifiers: [ItemID], toSection section: SectionID? = nil
  ) throws(DiffableDataSourceSnapshotError) {
    guard let last = sectionOrder.last else {
      throw DiffableDataSourceSnapshotError(.appendItems, .noSections)
    }
    let target = section ?? last
    guard let count = itemsBySection[target]?.count else {
      throw DiffableDataSourceSnapshotError(
        .appendItems, .unknownDestination(.section, "\(target)"))
    }
    try insertItems(identifiers, into: target, at: count, operation: .appendItems)
  }

  /// Adds items just before `item`, in its section.
  ///
  /// ```swift
  /// try snapshot.insertItems([4, 5], beforeItem: 1)
  /// print(snapshot.itemIdentifiers)  // [3, 4, 5, 1, 2]
  /// ```
  ///
  /// - Throws: ``DiffableDataSourceSnapshotError`` when `item` is not in the snapshot, or a new
  ///   item already is or is given twice.
  /// - Complexity: O(*k* + *m*) for *k* new items and *m* items in the section.
  public mutating func insertItems(
    _ identifiers: [ItemID], beforeItem item: ItemID
  ) throws(DiffableDataSourceSnapshotError) {
    guard case (let section, let row)? = position(of: item) else {
      throw DiffableDataSourceSnapshotError(
        .insertItemsBefore, .unknownDestination(.item, "\(item)"))
    }
    try insertItems(identifiers, into: section, at: row, operation: .insertItemsBefore)
  }

  /// Adds items just after `item`, in its section.
  ///
  /// ```swift
  /// try snapshot.insertItems([4, 5], afterItem: 1)
  /// print(snapshot.itemIdentifiers)  // [3, 1, 4, 5, 2]
  /// ```
  ///
  /// - Throws: ``DiffableDataSourceSnapshotError`` when `item` is not in the snapshot, or a new
  ///   item already is or is given twice.
  /// - Complexity: O(*k* + *m*) for *k* new items and *m* items in the section.
  public mutating func insertItems(
    _ identifiers: [ItemID], afterItem item: ItemID
  ) throws(DiffableDataSourceSnapshotError) {
    guard case (let section, let row)? = position(of: item) else {
      throw DiffableDataSourceSnapshotError(
        .insertItemsAfter, .unknownDestination(.item, "\(item)"))
    }
    try insertItems(identifiers, into: section, at: row + 1, operation: .insertItemsAfter)
  }

  /// Removes items; items the snapshot does not have are ignored, as in UIKit. Their sections
  /// stay, empty or not.
  ///
  /// ```swift
  /// snapshot.deleteItems([1, 99])
  /// print(snapshot.itemIdentifiers)  // [3, 2]
  /// ```
  ///
  /// - Complexity: O(*k*) for *k* identifiers, plus the items of each section that loses one
  ///   and the marked items when any is removed.
  public mutating func deleteItems(_ identifiers: [ItemID]) {
    var removedBySection: [SectionID: Set<ItemID>] = [:]
    for item in identifiers {
      guard let section = sectionOfItem.removeValue(forKey: item) else { continue }
      removedBySection[section, default: []].insert(item)
    }
    guard !removedBySection.isEmpty else { return }
    for (section, removed) in removedBySection {
      itemsBySection[section]?.removeAll { removed.contains($0) }
    }
    let remaining = sectionOfItem
    unmarkItems { remaining[$0] == nil }
  }

  /// Removes every item and every section, as UIKit's `deleteAllItems()` does, with every
  /// reload and reconfigure mark.
  ///
  /// ```swift
  /// snapshot.deleteAllItems()
  /// print(snapshot.numberOfSections, snapshot.numberOfItems)  // 0 0
  /// ```
  ///
  /// - Complexity: O(*n*) for *n* sections and items.
  public mutating func deleteAllItems() {
    self = Self()
  }

  /// Moves `identifier` to just before `item`, into `item`'s section; before itself, nothing
  /// happens.
  ///
  /// ```swift
  /// try snapshot.moveItem(2, beforeItem: 3)
  /// print(snapshot.itemIdentifiers)  // [2, 3, 1]
  /// ```
  ///
  /// - Throws: ``DiffableDataSourceSnapshotError`` when either item is not in the snapshot.
  /// - Complexity: O(*m*) for the items of the two sections involved.
  public mutating func moveItem(
    _ identifier: ItemID, beforeItem item: ItemID
  ) throws(DiffableDataSourceSnapshotError) {
    try moveItem(identifier, nextTo: item, after: false, operation: .moveItemBefore)
  }

  /// Moves `identifier` to just after `item`, into `item`'s section; after itself, nothing
  /// happens.
  ///
  /// ```swift
  /// try snapshot.moveItem(3, afterItem: 1)
  /// print(snapshot.itemIdentifiers)  // [1, 3, 2]
  /// ```
  ///
  /// - Throws: ``DiffableDataSourceSnapshotError`` when either item is not in the snapshot.
  /// - Complexity: O(*m*) for the items of the two sections involved.
  public mutating func moveItem(
    _ identifier: ItemID, afterItem item: ItemID
  ) throws(DiffableDataSourceSnapshotError) {
    try moveItem(identifier, nextTo: item, after: true, operation: .moveItemAfter)
  }

  /// Marks items to reload when the snapshot is applied: each gets a new cell from the cell
  /// provider, as `reloadRows(at:with:)` gives one.
  ///
  /// ```swift
  /// try snapshot.reloadItems([2])
  /// print(snapshot.reloadedItemIdentifiers)  // [2]
  /// ```
  ///
  /// - Throws: ``DiffableDataSourceSnapshotError/Reason/unknownTarget(_:_:)`` naming the first
  ///   item the snapshot does not have; then nothing is marked.
  /// - Complexity: O(*k*) for *k* items.
  public mutating func reloadItems(
    _ identifiers: [ItemID]
  ) throws(DiffableDataSourceSnapshotError) {
    try requireItems(identifiers, operation: .reloadItems)
    reloadedItems.append(contentsOf: identifiers)
  }

  /// Marks items to reconfigure when the snapshot is applied: each keeps its cell, which the
  /// cell provider configures again, as `reconfigureRows(at:)` does.
  ///
  /// ```swift
  /// try snapshot.reconfigureItems([2])
  /// print(snapshot.reconfiguredItemIdentifiers)  // [2]
  /// ```
  ///
  /// - Throws: ``DiffableDataSourceSnapshotError/Reason/unknownTarget(_:_:)`` naming the first
  ///   item the snapshot does not have; then nothing is marked.
  /// - Complexity: O(*k*) for *k* items.
  public mutating func reconfigureItems(
    _ identifiers: [ItemID]
  ) throws(DiffableDataSourceSnapshotError) {
    try requireItems(identifiers, operation: .reconfigureItems)
    reconfiguredItems.append(contentsOf: identifiers)
  }

  /// The section of `item` and its row there, or nil when the snapshot does not have it.
  private func position(of item: ItemID) -> (SectionID, Int)? {
    guard let section = sectionOfItem[item],
      let row = itemsBySection[section]?.firstIndex(of: item)
    else { return nil }
    return (section, row)
  }

  private mutating func insertItems(
    _ identifiers: [ItemID], into section: SectionID, at row: Int,
    operation: DiffableDataSourceSnapshotError.Operation
  ) throws(DiffableDataSourceSnapshotError) {
    // One hash operation per item when all are new, the usual case: each is entered as it
    // comes, and the first one already there stops the loop.
    sectionOfItem.reserveCapacity(sectionOfItem.count + identifiers.count)
    for (index, identifier) in identifiers.enumerated() {
      guard let previous = sectionOfItem.updateValue(section, forKey: identifier) else {
        continue
      }
      // Back out this call's entries (a repeat of one of them goes with it), then name every
      // duplicate of the call.
      sectionOfItem[identifier] = previous
      for added in identifiers[..<index] { sectionOfItem[added] = nil }
      let present = sectionOfItem
      let duplicates = Self.duplicates(in: identifiers) { present[$0] != nil }
      throw DiffableDataSourceSnapshotError(operation, .notUnique(.item, duplicates))
    }
    itemsBySection[section]?.insert(contentsOf: identifiers, at: row)
  }

  private mutating func moveItem(
    _ identifier: ItemID, nextTo item: ItemID, after: Bool,
    operation: DiffableDataSourceSnapshotError.Operation
  ) throws(DiffableDataSourceSnapshotError) {
    guard case (let from, let row)? = position(of: identifier) else {
      throw DiffableDataSourceSnapshotError(operation, .unknownSource(.item, "\(identifier)"))
    }
    guard let to = sectionOfItem[item] else {
      throw DiffableDataSourceSnapshotError(operation, .unknownDestination(.item, "\(item)"))
    }
    guard identifier != item else { return }
    itemsBySection[from]?.remove(at: row)
    // The destination is looked up after the removal, which may have shifted it.
    let anchor = itemsBySection[to]?.firstIndex(of: item) ?? 0
    itemsBySection[to]?.insert(identifier, at: after ? anchor + 1 : anchor)
    sectionOfItem[identifier] = to
  }

  private func requireItems(
    _ identifiers: [ItemID], operation: DiffableDataSourceSnapshotError.Operation
  ) throws(DiffableDataSourceSnapshotError) {
    if let missing = identifiers.first(where: { sectionOfItem[$0] == nil }) {
      throw DiffableDataSourceSnapshotError(operation, .unknownTarget(.item, "\(missing)"))
    }
  }
}
