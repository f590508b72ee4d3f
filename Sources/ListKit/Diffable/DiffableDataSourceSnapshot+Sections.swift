extension DiffableDataSourceSnapshot {
  /// Adds empty sections after the last one.
  ///
  /// ```swift
  /// var snapshot = DiffableDataSourceSnapshot<String, Int>()
  /// try snapshot.appendSections(["To do", "Done"])
  /// print(snapshot.sectionIdentifiers)  // ["To do", "Done"]
  /// ```
  ///
  /// - Throws: ``DiffableDataSourceSnapshotError/Reason/notUnique(_:_:)`` when a section is
  ///   already in the snapshot or given twice.
  /// - Complexity: O(*k*) for *k* sections.
  public mutating func appendSections(
    _ identifiers: [SectionID]
  ) throws(DiffableDataSourceSnapshotError) {
    try insertSections(identifiers, at: sectionOrder.count, operation: .appendSections)
  }

  /// Adds empty sections just before `section`.
  ///
  /// ```swift
  /// try snapshot.insertSections(["Doing"], beforeSection: "Done")
  /// print(snapshot.sectionIdentifiers)  // ["To do", "Doing", "Done"]
  /// ```
  ///
  /// - Throws: ``DiffableDataSourceSnapshotError`` when `section` is not in the snapshot, or
  ///   a new section is already in it or given twice.
  /// - Complexity: O(*s* + *k*) for *s* sections and *k* new ones.
  public mutating func insertSections(
    _ identifiers: [SectionID], beforeSection section: SectionID
  ) throws(DiffableDataSourceSnapshotError) {
    guard let index = sectionOrder.firstIndex(of: section) else {
      throw DiffableDataSourceSnapshotError(
        .insertSectionsBefore, .unknownDestination(.section, "\(section)"))
    }
    try insertSections(identifiers, at: index, operation: .insertSectionsBefore)
  }

  /// Adds empty sections just after `section`.
  ///
  /// ```swift
  /// try snapshot.insertSections(["Doing"], afterSection: "To do")
  /// print(snapshot.sectionIdentifiers)  // ["To do", "Doing", "Done"]
  /// ```
  ///
  /// - Throws: ``DiffableDataSourceSnapshotError`` when `section` is not in the snapshot, or
  ///   a new section is already in it or given twice.
  /// - Complexity: O(*s* + *k*) for *s* sections and *k* new ones.
  public mutating func insertSections(
    _ identifiers: [SectionID], afterSection section: SectionID
  ) throws(DiffableDataSourceSnapshotError) {
    guard let index = sectionOrder.firstIndex(of: section) else {
      throw DiffableDataSourceSnapshotError(
        .insertSectionsAfter, .unknownDestination(.section, "\(section)"))
    }
    try insertSections(identifiers, at: index + 1, operation: .insertSectionsAfter)
  }

  /// Removes sections and every item in them; sections the snapshot does not have are
  /// ignored, as in UIKit.
  ///
  /// ```swift
  /// try snapshot.appendItems([1], toSection: "Done")
  /// snapshot.deleteSections(["Done", "Someday"])
  /// print(snapshot.sectionIdentifiers, snapshot.numberOfItems)  // ["To do"] 0
  /// ```
  ///
  /// - Complexity: O(*s* + *k* + *m*) for *s* sections, *k* identifiers and *m* items
  ///   removed, plus the marked items when any item is removed.
  public mutating func deleteSections(_ identifiers: [SectionID]) {
    let removed = Set(identifiers.filter { itemsBySection[$0] != nil })
    guard !removed.isEmpty else { return }
    var anyItemRemoved = false
    for section in removed {
      for item in itemsBySection.removeValue(forKey: section) ?? [] {
        sectionOfItem[item] = nil
        anyItemRemoved = true
      }
    }
    sectionOrder.removeAll { removed.contains($0) }
    reloadedSections.removeAll { removed.contains($0) }
    let remaining = sectionOfItem
    if anyItemRemoved { unmarkItems { remaining[$0] == nil } }
  }

  /// Moves `identifier` with its items to just before `section`; before itself, nothing
  /// happens.
  ///
  /// ```swift
  /// try snapshot.moveSection("Done", beforeSection: "To do")
  /// print(snapshot.sectionIdentifiers)  // ["Done", "To do"]
  /// ```
  ///
  /// - Throws: ``DiffableDataSourceSnapshotError`` when either section is not in the snapshot.
  /// - Complexity: O(*s*) in the number of sections.
  public mutating func moveSection(
    _ identifier: SectionID, beforeSection section: SectionID
  ) throws(DiffableDataSourceSnapshotError) {
    try moveSection(identifier, nextTo: section, after: false, operation: .moveSectionBefore)
  }

  /// Moves `identifier` with its items to just after `section`; after itself, nothing
  /// happens.
  ///
  /// ```swift
  /// try snapshot.moveSection("To do", afterSection: "Done")
  /// print(snapshot.sectionIdentifiers)  // ["Done", "To do"]
  /// ```
  ///
  /// - Throws: ``DiffableDataSourceSnapshotError`` when either section is not in the snapshot.
  /// - Complexity: O(*s*) in the number of sections.
  public mutating func moveSection(
    _ identifier: SectionID, afterSection section: SectionID
  ) throws(DiffableDataSourceSnapshotError) {
    try moveSection(identifier, nextTo: section, after: true, operation: .moveSectionAfter)
  }

  /// Marks sections to reload when the snapshot is applied: each of their rows gets a new
  /// cell, and their headers are asked again.
  ///
  /// ```swift
  /// try snapshot.reloadSections(["Done"])
  /// print(snapshot.reloadedSectionIdentifiers)  // ["Done"]
  /// ```
  ///
  /// - Throws: ``DiffableDataSourceSnapshotError/Reason/unknownTarget(_:_:)`` naming the first
  ///   section the snapshot does not have; then nothing is marked.
  /// - Complexity: O(*k*) for *k* sections.
  public mutating func reloadSections(
    _ identifiers: [SectionID]
  ) throws(DiffableDataSourceSnapshotError) {
    if let missing = identifiers.first(where: { itemsBySection[$0] == nil }) {
      throw DiffableDataSourceSnapshotError(.reloadSections, .unknownTarget(.section, "\(missing)"))
    }
    reloadedSections.append(contentsOf: identifiers)
  }

  private mutating func insertSections(
    _ identifiers: [SectionID], at index: Int,
    operation: DiffableDataSourceSnapshotError.Operation
  ) throws(DiffableDataSourceSnapshotError) {
    let duplicates = Self.duplicates(in: identifiers) { itemsBySection[$0] != nil }
    guard duplicates.isEmpty else {
      throw DiffableDataSourceSnapshotError(operation, .notUnique(.section, duplicates))
    }
    sectionOrder.insert(contentsOf: identifiers, at: index)
    for identifier in identifiers { itemsBySection[identifier] = [] }
  }

  private mutating func moveSection(
    _ identifier: SectionID, nextTo section: SectionID, after: Bool,
    operation: DiffableDataSourceSnapshotError.Operation
  ) throws(DiffableDataSourceSnapshotError) {
    guard let from = sectionOrder.firstIndex(of: identifier) else {
      throw DiffableDataSourceSnapshotError(operation, .unknownSource(.section, "\(identifier)"))
    }
    guard sectionOrder.contains(section) else {
      throw DiffableDataSourceSnapshotError(operation, .unknownDestination(.section, "\(section)"))
    }
    guard identifier != section else { return }
    sectionOrder.remove(at: from)
    // The destination is looked up again: removing the moved section may have shifted it.
    let anchor = sectionOrder.firstIndex(of: section) ?? sectionOrder.count
    sectionOrder.insert(identifier, at: after ? anchor + 1 : anchor)
  }
}
