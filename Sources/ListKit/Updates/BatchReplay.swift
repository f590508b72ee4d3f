import Foundation

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
public enum BatchReplay {
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
  public static func apply<ID: Hashable, Item>(
    _ batch: BatchUpdate, to before: [Section<ID, Item>], after: [Section<ID, Item>]
  ) throws(ReplayError) -> [Section<ID, Item>] {
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
    // Every new slot, filled from the old rows that stay or move, then from `after`.
    var slots: [[Item?]] = after.map { Array(repeating: nil, count: $0.items.count) }
    var fresh = Array(repeating: false, count: after.count)
    for section in plan.insertedSections { fresh[section] = true }
    for section in plan.reloadedSections {
      if let new = plan.newSection(forOld: section) { fresh[new] = true }
    }
    for move in plan.rowMoves {
      slots[move.to.section][move.to.row] = before[move.from.section].items[move.from.row]
    }
    let staying = before.indices.flatMap { section in
      before[section].items.indices.lazy.map { IndexPath(row: $0, section: section) }
        .filter { plan.moveDestination(from: $0) == nil }
    }
    let reloaded = Set(plan.reloadedRows)
    for (old, new) in zip(staying, plan.positions(forOldUnmoved: staying)) {
      guard let new, !fresh[new.section], !plan.deletedRows.sortedContains(old) else { continue }
      slots[new.section][new.row] =
        reloaded.contains(old)
        ? after[new.section].items[new.row] : before[old.section].items[old.row]
    }
    var result: [Section<ID, Item>] = []
    result.reserveCapacity(after.count)
    for (index, section) in after.enumerated() {
      guard !fresh[index] else {
        result.append(section)
        continue
      }
      let old =
        plan.sectionMoves.first { $0.value == index }?.key
        ?? plan.sections.oldPosition(ofNew: index)
      var replayed = before[old]
      replayed.items = []
      replayed.items.reserveCapacity(slots[index].count)
      for (row, slot) in slots[index].enumerated() {
        // A slot no old row fills is an inserted row.
        replayed.items.append(slot ?? section.items[row])
      }
      result.append(replayed)
    }
    return result
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
  public func replay(on old: [Section<SectionID, Item>]) throws(ReplayError)
    -> [Section<SectionID, Item>]
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
