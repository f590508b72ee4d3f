import Foundation
import ListKit

/// Applies batches to sections exactly as UIKit applies them to its rows.
///
/// The batch is validated by ``BatchUpdateValidator``, the same rules the table view enforces,
/// and the plan the validator returns decides where every row goes: deletes and move sources
/// are read in the coordinates before the batch, inserts and move destinations in the
/// coordinates after it, all at once; the rows that neither leave nor arrive keep their order
/// and fill the places left over; a moved section carries its rows. This is how the diff is
/// checked: replaying a changeset on the old sections must give the new ones.
///
/// ```swift
/// let after = try BatchReplay.apply(
///   BatchUpdate(movedRows: [RowMove(from: IndexPath(row: 1, section: 0),
///                                   to: IndexPath(row: 0, section: 1))]),
///   to: old, after: new)
/// ```
package enum BatchReplay {
  /// Applies `batch` to `before`; inserted sections and rows take their value from `after`
  /// (the data the data source answers once the batch ends).
  ///
  /// A reloaded row stays where the others' changes put it and takes its value from `after`
  /// there (UIKit's delete plus insert at the shifted path); a reloaded section likewise
  /// takes all of `after`'s section.
  ///
  /// - Throws: ``ReplayError/rejected(_:)`` with UIKit's reason when UIKit rejects the batch
  ///   for these counts; ``ReplayError/requiresFullReload(move:)`` when UIKit would give up
  ///   animating and reload the table (a row moving out of a deleted or reloaded section, or
  ///   into an inserted or reloaded one).
  /// - Complexity: O(*c* log *c* + *n*) for *c* changes and *n* rows.
  package static func apply<ID: Hashable, Item>(
    _ batch: BatchUpdate, to before: [ListSection<ID, Item>], after: [ListSection<ID, Item>]
  ) throws(ReplayError) -> [ListSection<ID, Item>] {
    let plan: BatchUpdatePlan
    do {
      plan = try BatchUpdateValidator.plan(
        batch, oldCounts: before.map(\.items.count), newCounts: after.map(\.items.count))
    } catch {
      throw .rejected(error)
    }
    if plan.requiresFullReload, let move = plan.rowMoves.first(where: { crossesAReload($0, plan) })
    {
      throw .requiresFullReload(move: move)
    }
    var fresh = Array(repeating: false, count: after.count)
    for section in plan.insertedSections { fresh[section] = true }
    for section in plan.reloadedSections {
      if let new = plan.newSection(forOld: section) { fresh[new] = true }
    }
    var sourceOfMoveTo: [IndexPath: IndexPath] = [:]
    for move in plan.rowMoves { sourceOfMoveTo[move.to] = move.from }
    var sourceOfSectionMovedTo: [Int: Int] = [:]
    for (from, to) in plan.sectionMoves { sourceOfSectionMovedTo[to] = from }
    var result: [ListSection<ID, Item>] = []
    result.reserveCapacity(after.count)
    for (index, section) in after.enumerated() {
      guard !fresh[index] else {
        result.append(section)
        continue
      }
      let old = sourceOfSectionMovedTo[index] ?? plan.sections.oldPosition(ofNew: index)
      var replayed = before[old]
      replayed.items = try rows(
        of: before[old].items, old: old, new: index, after: section.items, plan: plan,
        sourceOfMoveTo: sourceOfMoveTo, before: before)
      result.append(replayed)
    }
    return result
  }

  /// The rows of old section `old` once it is new section `new`: the rows that stay fill, in
  /// order, the places no inserted or moved-in row takes; a reloaded row takes its value from
  /// `after`.
  ///
  /// - Complexity: O(*r* + *c*) for *r* rows and *c* changes in the section.
  private static func rows<ID: Hashable, Item>(
    of items: [Item], old: Int, new: Int, after: [Item], plan: BatchUpdatePlan,
    sourceOfMoveTo: [IndexPath: IndexPath], before: [ListSection<ID, Item>]
  ) throws(ReplayError) -> [Item] {
    let removed = plan.removedRows.paths(inSection: old).map(\.row)
    let occupied = plan.occupiedRows.paths(inSection: new).map(\.row)
    let reloaded = plan.reloadedRows.paths(inSection: old).map(\.row)
    var rows: [Item] = []
    rows.reserveCapacity(after.count)
    var nextRemoved = 0
    var nextOccupied = 0
    var nextReloaded = 0
    var oldRow = 0
    for newRow in after.indices {
      if nextOccupied < occupied.count, occupied[nextOccupied] == newRow {
        nextOccupied += 1
        let path = IndexPath(row: newRow, section: new)
        if let source = sourceOfMoveTo[path] {
          rows.append(before[source.section].items[source.row])
        } else {
          rows.append(after[newRow])
        }
        continue
      }
      while nextRemoved < removed.count, removed[nextRemoved] == oldRow {
        nextRemoved += 1
        oldRow += 1
      }
      guard items.indices.contains(oldRow) else {
        throw .missingRow(IndexPath(row: newRow, section: new))
      }
      while nextReloaded < reloaded.count, reloaded[nextReloaded] < oldRow { nextReloaded += 1 }
      let isReloaded = nextReloaded < reloaded.count && reloaded[nextReloaded] == oldRow
      rows.append(isReloaded ? after[newRow] : items[oldRow])
      oldRow += 1
    }
    return rows
  }

  /// Whether `move` leaves a deleted or reloaded section or enters an inserted or reloaded one,
  /// which UIKit cannot animate.
  private static func crossesAReload(_ move: RowMove, _ plan: BatchUpdatePlan) -> Bool {
    let reloadedDestinations = plan.reloadedSections.compactMap(plan.newSection(forOld:))
    return plan.deletedSections.contains(move.from.section)
      || plan.reloadedSections.contains(move.from.section)
      || plan.insertedSections.contains(move.to.section)
      || reloadedDestinations.contains(move.to.section)
  }
}

extension Changeset {
  /// Applies every stage to `old` as UIKit would, then the reconfigured rows and headers:
  /// for a correct changeset the result equals ``sections``.
  ///
  /// - Throws: ``ReplayError`` when a stage would be rejected or reload the table, or a
  ///   reconfigured row does not exist.
  /// - Complexity: O(*c* log *c* + *n*) per stage.
  package func replay(on old: [ListSection<SectionID, Item>]) throws(ReplayError)
    -> [ListSection<SectionID, Item>]
  {
    var current = old
    for stage in stages {
      current = try BatchReplay.apply(stage.batch, to: current, after: stage.sections)
    }
    for path in reconfiguredRows {
      guard let item = sections.item(at: path), current.item(at: path) != nil else {
        throw .missingRow(path)
      }
      current[path.section].items[path.row] = item
    }
    for index in reconfiguredSectionHeaders where sections.indices.contains(index) {
      current[index].title = sections[index].title
    }
    return current
  }
}
