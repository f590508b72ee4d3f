import ViewModels

/// UIKit's batch-update validation as a pure function of a batch and the counts around it.
///
/// The table view runs it at the outermost end of `performBatchUpdates`; the diff engine's
/// property test runs every changeset through it:
///
/// ```swift
/// let update = BatchUpdate(insertedRows: [IndexPath(section: 0, row: 3)])
/// try BatchUpdateValidator.validate(update, oldCounts: [3], newCounts: [3])
/// // throws: Invalid update: invalid number of rows in section 0. The number of rows contained
/// // in an existing section after the update (3) must be equal to ... (1 inserted, 0 deleted)
/// // and plus or minus the number of rows moved into or out of that section (0 moved in,
/// // 0 moved out).
/// ```
///
/// The steps follow UIKIT-SEMANTICS.md: reloads become a delete plus an insert; deletes are
/// checked (descending) against the old counts, inserts (ascending) against the new ones, then
/// moves, then the section count and each surviving section's row count in ascending new
/// index. A reload's insert lands where the row would have stayed: shifted by the removals
/// before it and the insertions at or before it (moves included), so it never collides with a
/// move; it is bounds-checked just before the count checks.
public enum BatchUpdateValidator {
  /// Throws the violation UIKit would raise for `update`, or returns when UIKit accepts it.
  ///
  /// `oldCounts` are the rows per section the table cached before the batch; `newCounts` what
  /// the data source answers after it.
  ///
  /// - Complexity: O(c log c + s) for c changes and s sections.
  public static func validate(
    _ update: BatchUpdate, oldCounts: [Int], newCounts: [Int]
  ) throws(BatchUpdateViolation) {
    _ = try plan(update, oldCounts: oldCounts, newCounts: newCounts)
  }

  /// Validates `update` and returns how old positions map to new ones.
  static func plan(
    _ update: BatchUpdate, oldCounts: [Int], newCounts: [Int]
  ) throws(BatchUpdateViolation) -> BatchUpdatePlan {
    var plan = BatchUpdatePlan(oldCounts: oldCounts, newCounts: newCounts)
    let oldSections = 0..<oldCounts.count
    let newSections = 0..<newCounts.count

    let trueDeletedRows = Set(update.deletedRows)
    for path in update.reloadedRows.sorted() where trueDeletedRows.contains(path) {
      throw .deleteAndReloadSameIndexPath(path)
    }
    let movedSectionSources = Set(update.movedSections.map(\.from))
    let movedSectionDestinations = Set(update.movedSections.map(\.to))
    let movedRowSources = Set(update.movedRows.map(\.from))
    let movedRowDestinations = Set(update.movedRows.map(\.to))

    // Deletes, against the cached old counts. A reload is a delete here too.
    let trueDeletedSections = Set(update.deletedSections)
    let sectionDeletes = trueDeletedSections.union(update.reloadedSections)
    for section in sectionDeletes.sorted(by: >) {
      guard oldSections.contains(section) else {
        throw .deleteSectionOutOfRange(section: section, sectionCount: oldCounts.count)
      }
      if movedSectionSources.contains(section) { throw .deleteAndMoveSameSection(section) }
    }
    plan.deletedSections = trueDeletedSections
    plan.reloadedSections = Set(update.reloadedSections).subtracting(trueDeletedSections)
    let reloadedRows = Set(update.reloadedRows)
    var deletedPerSection: [Int: Int] = [:]
    var removedRows: [Int: [Int]] = [:]
    for path in trueDeletedRows.union(reloadedRows).sorted(by: >) {
      if sectionDeletes.contains(path.section) { continue }
      guard oldSections.contains(path.section) else {
        throw .deleteRowFromMissingSection(
          row: path.row, section: path.section, sectionCount: oldCounts.count)
      }
      guard (0..<oldCounts[path.section]).contains(path.row) else {
        throw .deleteRowOutOfRange(
          row: path.row, section: path.section, rowCount: oldCounts[path.section])
      }
      if movedRowSources.contains(path) { throw .deleteAndMoveSameIndexPath(path) }
      deletedPerSection[path.section, default: 0] += 1
      if reloadedRows.contains(path) {
        plan.reloadedRows.insert(path)
      } else {
        plan.deletedRows.insert(path)
        removedRows[path.section, default: []].append(path.row)
      }
    }

    // Inserts, against the data source's new counts.
    let trueInsertedSections = Set(update.insertedSections)
    for section in trueInsertedSections.sorted() {
      guard newSections.contains(section) else {
        throw .insertSectionOutOfRange(section: section, sectionCount: newCounts.count)
      }
      if movedSectionDestinations.contains(section) { throw .insertAndMoveSameSection(section) }
    }
    plan.insertedSections = trueInsertedSections
    plan.sections = SlotMap(
      removed: trueDeletedSections.union(movedSectionSources).sorted(),
      occupied: trueInsertedSections.union(movedSectionDestinations).sorted())
    let newSectionsWithoutOldRows = trueInsertedSections.union(
      plan.reloadedSections.map { plan.sections.newPosition(ofOld: $0) })
    var insertedPerSection: [Int: Int] = [:]
    var occupiedRows: [Int: [Int]] = [:]
    for path in Set(update.insertedRows).sorted() {
      if newSectionsWithoutOldRows.contains(path.section) { continue }
      guard newSections.contains(path.section) else {
        throw .insertRowIntoMissingSection(
          row: path.row, section: path.section, sectionCount: newCounts.count)
      }
      guard (0..<newCounts[path.section]).contains(path.row) else {
        throw .insertRowOutOfRange(
          row: path.row, section: path.section, rowCount: newCounts[path.section])
      }
      if movedRowDestinations.contains(path) { throw .insertAndMoveSameIndexPath(path) }
      insertedPerSection[path.section, default: 0] += 1
      plan.insertedRows.insert(path)
      occupiedRows[path.section, default: []].append(path.row)
    }

    // Moves: sources against the old counts, destinations against the new ones.
    var sourceBySectionDestination: [Int: Int] = [:]
    for move in update.movedSections {
      guard oldSections.contains(move.from) else {
        throw .moveSectionFromMissingSection(section: move.from, sectionCount: oldCounts.count)
      }
      guard newSections.contains(move.to) else {
        throw .moveSectionToMissingSection(
          from: move.from, to: move.to, sectionCount: newCounts.count)
      }
      if let earlier = plan.sectionMoves[move.from], earlier != move.to {
        throw .sectionMovedTwice(section: move.from, to: earlier, and: move.to)
      }
      if let earlier = sourceBySectionDestination[move.to], earlier != move.from {
        throw .sectionsMovedToSamePlace(first: earlier, second: move.from, to: move.to)
      }
      plan.sectionMoves[move.from] = move.to
      sourceBySectionDestination[move.to] = move.from
    }
    var sourceByRowDestination: [IndexPath: IndexPath] = [:]
    for move in update.movedRows {
      try checkBounds(of: move, oldCounts: oldCounts, newCounts: newCounts)
      if let earlier = plan.rowMoves[move.from] {
        guard earlier == move.to else {
          throw .rowMovedTwice(move.from, to: earlier, and: move.to)
        }
        continue
      }
      if let earlier = sourceByRowDestination[move.to] {
        throw .rowsMovedToSamePlace(first: earlier, second: move.from, to: move.to)
      }
      plan.rowMoves[move.from] = move.to
      sourceByRowDestination[move.to] = move.from
      removedRows[move.from.section, default: []].append(move.from.row)
      occupiedRows[move.to.section, default: []].append(move.to.row)
      if sectionDeletes.contains(move.from.section)
        || newSectionsWithoutOldRows.contains(move.to.section)
      {
        plan.requiresFullReload = true
      }
    }
    plan.removedRows = removedRows.mapValues { $0.sorted() }
    plan.occupiedRows = occupiedRows.mapValues { $0.sorted() }
    if plan.requiresFullReload { return plan }

    // Counts: sections first, then every section that has old rows, by ascending new index.
    let insertedSectionCount = trueInsertedSections.count + plan.reloadedSections.count
    guard newCounts.count == oldCounts.count + insertedSectionCount - sectionDeletes.count else {
      throw .invalidSectionCount(
        after: newCounts.count, before: oldCounts.count, inserted: insertedSectionCount,
        deleted: sectionDeletes.count)
    }
    for path in plan.reloadedRows.sorted() {
      guard let target = plan.position(forOld: path) else { continue }
      guard newSections.contains(target.section) else {
        throw .insertRowIntoMissingSection(
          row: target.row, section: target.section, sectionCount: newCounts.count)
      }
      guard (0..<newCounts[target.section]).contains(target.row) else {
        throw .insertRowOutOfRange(
          row: target.row, section: target.section, rowCount: newCounts[target.section])
      }
      insertedPerSection[target.section, default: 0] += 1
    }
    var movedIn: [Int: Int] = [:]
    var movedOut: [Int: Int] = [:]
    for (from, to) in plan.rowMoves where plan.newSection(forOld: from.section) != to.section {
      movedOut[from.section, default: 0] += 1
      movedIn[to.section, default: 0] += 1
    }
    for section in newSections where !newSectionsWithoutOldRows.contains(section) {
      let old = sourceBySectionDestination[section] ?? plan.sections.oldPosition(ofNew: section)
      guard oldSections.contains(old) else { continue }
      let inserted = insertedPerSection[section, default: 0]
      let deleted = deletedPerSection[old, default: 0]
      let arrived = movedIn[section, default: 0]
      let left = movedOut[old, default: 0]
      guard newCounts[section] == oldCounts[old] + inserted - deleted + arrived - left else {
        throw .invalidRowCount(
          section: section, after: newCounts[section], before: oldCounts[old],
          inserted: inserted, deleted: deleted, movedIn: arrived, movedOut: left)
      }
    }
    return plan
  }

  private static func checkBounds(
    of move: RowMove, oldCounts: [Int], newCounts: [Int]
  ) throws(BatchUpdateViolation) {
    guard oldCounts.indices.contains(move.from.section) else {
      throw .moveRowFromMissingSection(move.from, sectionCount: oldCounts.count)
    }
    guard (0..<oldCounts[move.from.section]).contains(move.from.row) else {
      throw .moveRowFromMissingRow(move.from, rowCount: oldCounts[move.from.section])
    }
    guard newCounts.indices.contains(move.to.section) else {
      throw .moveRowToMissingSection(from: move.from, to: move.to, sectionCount: newCounts.count)
    }
    guard (0..<newCounts[move.to.section]).contains(move.to.row) else {
      throw .moveRowToMissingRow(
        from: move.from, to: move.to, rowCount: newCounts[move.to.section])
    }
  }
}
