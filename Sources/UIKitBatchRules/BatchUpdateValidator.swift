import Foundation
import ListKit

/// UIKit's batch-update validation as a pure function of a batch and the counts around it.
///
/// The table view runs it at the outermost end of `performBatchUpdates`; the diff engine's
/// property test runs every changeset through it:
///
/// ```swift
/// let update = BatchUpdate(insertedRows: [IndexPath(row: 3, section: 0)])
/// try BatchUpdateValidator.validate(update, oldCounts: [3], newCounts: [3])
/// // throws: Invalid update: invalid number of rows in section 0. The number of rows contained
/// // in an existing section after the update (3) must be equal to ... (1 inserted, 0 deleted)
/// // and plus or minus the number of rows moved into or out of that section (0 moved in,
/// // 0 moved out).
/// ```
///
/// The steps are UIKit's (see the package documentation's "UIKit's batch-update rules"):
/// reloads become a delete plus an insert; deletes are
/// checked (descending) against the old counts, inserts (ascending) against the new ones, then
/// moves, then the section count and each surviving section's row count in ascending new
/// index. A reload's insert lands where the row would have stayed: shifted by the removals
/// before it and the insertions at or before it (moves included), so it never collides with a
/// move; it is bounds-checked just before the count checks. A moved section carries its rows
/// unchanged: a row deleted from, inserted into or moved out of or into a moved section is
/// UIKit's "delete and move from the same section" or "insert and move to the same section".
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
  package static func plan(
    _ update: BatchUpdate, oldCounts: [Int], newCounts: [Int]
  ) throws(BatchUpdateViolation) -> BatchUpdatePlan {
    var plan = BatchUpdatePlan(oldCounts: oldCounts, newCounts: newCounts)
    let oldSections = 0..<oldCounts.count
    let newSections = 0..<newCounts.count

    let trueDeletedRows = update.deletedRows.sortedUnique()
    let reloadedRows = update.reloadedRows.sortedUnique()
    if let path = SortedMerge.firstCommon(reloadedRows, trueDeletedRows) {
      throw .deleteAndReloadSameIndexPath(path)
    }
    let movedSectionSources = Set(update.movedSections.map(\.from))
    let movedSectionDestinations = Set(update.movedSections.map(\.to))
    let movedRowSources = update.movedRows.map(\.from).sortedAscending()
    let movedRowDestinations = update.movedRows.map(\.to).sortedAscending()

    // Deletes, descending, against the cached old counts. A reload is a delete here too.
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
    var deletedPerSection = [Int](repeating: 0, count: oldCounts.count)
    plan.deletedRows.reserveCapacity(trueDeletedRows.count)
    plan.reloadedRows.reserveCapacity(reloadedRows.count)
    var movedSourcesAbove = movedRowSources.count
    try SortedMerge.forEachDescending(trueDeletedRows, reloadedRows) {
      (path, isReload) throws(BatchUpdateViolation) in
      if sectionDeletes.contains(path.section) { return }
      guard oldSections.contains(path.section) else {
        throw .deleteRowFromMissingSection(
          row: path.row, section: path.section, sectionCount: oldCounts.count)
      }
      guard (0..<oldCounts[path.section]).contains(path.row) else {
        throw .deleteRowOutOfRange(
          row: path.row, section: path.section, rowCount: oldCounts[path.section])
      }
      while movedSourcesAbove > 0, movedRowSources[movedSourcesAbove - 1] > path {
        movedSourcesAbove -= 1
      }
      if movedSourcesAbove > 0, movedRowSources[movedSourcesAbove - 1] == path {
        throw .deleteAndMoveSameIndexPath(path)
      }
      // A moved section carries its rows as they are: its rows cannot change in the same batch.
      if !isReload, movedSectionSources.contains(path.section) {
        throw .deleteAndMoveSameSection(path.section)
      }
      deletedPerSection[path.section] += 1
      if isReload {
        plan.reloadedRows.append(path)
      } else {
        plan.deletedRows.append(path)
      }
    }
    plan.reloadedRows.reverse()
    plan.deletedRows.reverse()

    // Inserts, ascending, against the data source's new counts.
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
    var insertedPerSection = [Int](repeating: 0, count: newCounts.count)
    var movedDestinationsBelow = 0
    let insertedRows = update.insertedRows.sortedUnique()
    plan.insertedRows.reserveCapacity(insertedRows.count)
    for path in insertedRows {
      if newSectionsWithoutOldRows.contains(path.section) { continue }
      guard newSections.contains(path.section) else {
        throw .insertRowIntoMissingSection(
          row: path.row, section: path.section, sectionCount: newCounts.count)
      }
      guard (0..<newCounts[path.section]).contains(path.row) else {
        throw .insertRowOutOfRange(
          row: path.row, section: path.section, rowCount: newCounts[path.section])
      }
      while movedDestinationsBelow < movedRowDestinations.count,
        movedRowDestinations[movedDestinationsBelow] < path
      {
        movedDestinationsBelow += 1
      }
      if movedDestinationsBelow < movedRowDestinations.count,
        movedRowDestinations[movedDestinationsBelow] == path
      {
        throw .insertAndMoveSameIndexPath(path)
      }
      if movedSectionDestinations.contains(path.section) {
        throw .insertAndMoveSameSection(path.section)
      }
      insertedPerSection[path.section] += 1
      plan.insertedRows.append(path)
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
    for move in update.movedRows {
      try checkBounds(of: move, oldCounts: oldCounts, newCounts: newCounts)
      if movedSectionSources.contains(move.from.section) {
        throw .deleteAndMoveSameSection(move.from.section)
      }
      if movedSectionDestinations.contains(move.to.section) {
        throw .insertAndMoveSameSection(move.to.section)
      }
    }
    plan.rowMoves = try uniqueMoves(update.movedRows)
    for move in plan.rowMoves
    where sectionDeletes.contains(move.from.section)
      || newSectionsWithoutOldRows.contains(move.to.section)
    {
      plan.requiresFullReload = true
    }
    // Both sides are ascending, so a merge replaces a sort; once identical duplicate moves are
    // dropped, the sorted move ends are exactly those of `plan.rowMoves`.
    plan.removedRows = SortedMerge.merged(plan.deletedRows, movedRowSources.sortedUnique())
    plan.occupiedRows = SortedMerge.merged(
      plan.insertedRows, movedRowDestinations.sortedUnique())
    if plan.requiresFullReload { return plan }

    // Counts: sections first, then every section that has old rows, by ascending new index.
    let insertedSectionCount = trueInsertedSections.count + plan.reloadedSections.count
    guard newCounts.count == oldCounts.count + insertedSectionCount - sectionDeletes.count else {
      throw .invalidSectionCount(
        after: newCounts.count, before: oldCounts.count, inserted: insertedSectionCount,
        deleted: sectionDeletes.count)
    }
    for case let target? in plan.positions(forOldUnmoved: plan.reloadedRows) {
      guard newSections.contains(target.section) else {
        throw .insertRowIntoMissingSection(
          row: target.row, section: target.section, sectionCount: newCounts.count)
      }
      guard (0..<newCounts[target.section]).contains(target.row) else {
        throw .insertRowOutOfRange(
          row: target.row, section: target.section, rowCount: newCounts[target.section])
      }
      insertedPerSection[target.section] += 1
    }
    var movedIn = [Int](repeating: 0, count: newCounts.count)
    var movedOut = [Int](repeating: 0, count: oldCounts.count)
    for move in plan.rowMoves where plan.newSection(forOld: move.from.section) != move.to.section {
      movedOut[move.from.section] += 1
      movedIn[move.to.section] += 1
    }
    for section in newSections where !newSectionsWithoutOldRows.contains(section) {
      let old = sourceBySectionDestination[section] ?? plan.sections.oldPosition(ofNew: section)
      guard oldSections.contains(old) else { continue }
      let expected =
        oldCounts[old] + insertedPerSection[section] - deletedPerSection[old] + movedIn[section]
        - movedOut[old]
      guard newCounts[section] == expected else {
        throw .invalidRowCount(
          section: section, after: newCounts[section], before: oldCounts[old],
          inserted: insertedPerSection[section], deleted: deletedPerSection[old],
          movedIn: movedIn[section], movedOut: movedOut[old])
      }
    }
    return plan
  }

  /// The moves without identical duplicates, ascending by source; one source with two
  /// destinations, or two sources with one destination, throws (naming the earlier call
  /// first).
  ///
  /// - Complexity: O(m) for m moves listed by ascending source and destination, else
  ///   O(m log m).
  private static func uniqueMoves(_ moves: [RowMove]) throws(BatchUpdateViolation) -> [RowMove] {
    // Moves listed by ascending source and destination, as generated batches are, are
    // already unique and in order: no sorting, no copy.
    if zip(moves, moves.dropFirst()).allSatisfy({ $0.from < $1.from && $0.to < $1.to }) {
      return moves
    }
    let bySource = moves.indices.sorted { (moves[$0].from, $0) < (moves[$1].from, $1) }
    var unique: [(move: RowMove, order: Int)] = []
    for index in bySource {
      let move = moves[index]
      if let last = unique.last, last.move.from == move.from {
        guard last.move.to == move.to else {
          throw .rowMovedTwice(move.from, to: last.move.to, and: move.to)
        }
        continue
      }
      unique.append((move, index))
    }
    let byDestination = unique.sorted { ($0.move.to, $0.order) < ($1.move.to, $1.order) }
    for (earlier, later) in zip(byDestination, byDestination.dropFirst())
    where earlier.move.to == later.move.to {
      throw .rowsMovedToSamePlace(
        first: earlier.move.from, second: later.move.from, to: later.move.to)
    }
    return unique.map(\.move)
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
