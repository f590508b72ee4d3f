import Foundation

/// Splits a diff into the fewest batches UIKit accepts, working on integer keys only.
///
/// UIKit rejects, in one batch, a row moving out of a deleted section, a row moving into an
/// inserted section, and rows changing in a section that moves. So the planner tries one
/// batch first and, only when it is illegal, goes through up to three snapshots:
///
/// 1. **Sections**: sections are inserted (holding only their new rows), moved to their final
///    order, and deleted, except deleted sections that still hold rows that survive
///    elsewhere. No row changes.
/// 2. **Rows**: every row delete, insert and move, including moves into the sections inserted
///    in stage 1 and out of the deleted sections kept alive for this. No section changes.
/// 3. **Cleanup**: the sections kept alive for stage 2, now holding only dying rows, are
///    deleted. Exists only when stage 2 moved rows out of them.
///
/// Stages 1 and 2 merge when no row of stage 2 touches a section that stage 1 moves or
/// inserts; empty stages are dropped. Among equally few section moves, sections whose rows
/// change stay in place, so that a reorder of sections rarely forces a second stage.
///
/// Three stages are sometimes unavoidable: a row that leaves a deleted section for an
/// inserted one can only move once its new section exists and before its old one goes.
@usableFromInline
struct StagePlanner {
  /// One planned batch and the snapshot the data source must answer when it ends.
  @usableFromInline
  struct PlannedStage: Sendable {
    @usableFromInline var batch: BatchUpdate
    /// Nil for the last stage, whose snapshot is the new sections themselves.
    @usableFromInline var snapshot: KeyedSnapshot?
  }

  /// The section index in the old list of each new section, or -1 when inserted.
  @usableFromInline var oldSectionOfNew: [Int]
  /// Where each old section's items start in the flattened old items; count + 1 entries.
  @usableFromInline var oldOffsets: [Int]
  /// Where each new section's items start in the flattened new items; count + 1 entries.
  @usableFromInline var newOffsets: [Int]
  /// For each flattened new item, its flattened old position, or -1 when inserted. `Int32`
  /// halves these item-sized maps: lists hold fewer than 2^31 rows.
  @usableFromInline var oldItemOfNew: [Int32]
  /// For each flattened old item, its flattened new position, or -1 when deleted.
  @usableFromInline var newItemOfOld: [Int32]

  @usableFromInline
  init(
    oldSectionOfNew: [Int], oldOffsets: [Int], newOffsets: [Int],
    oldItemOfNew: [Int32], newItemOfOld: [Int32]
  ) {
    self.oldSectionOfNew = oldSectionOfNew
    self.oldOffsets = oldOffsets
    self.newOffsets = newOffsets
    self.oldItemOfNew = oldItemOfNew
    self.newItemOfOld = newItemOfOld
  }

  private var oldSectionCount: Int { oldOffsets.count - 1 }
  private var newSectionCount: Int { newOffsets.count - 1 }
  private var oldItemCount: Int { oldOffsets.last ?? 0 }
  private var newItemCount: Int { newOffsets.last ?? 0 }

  /// The stages, in the order they must be applied.
  ///
  /// - Complexity: O(*n* + *m*) plus the longest-increasing-subsequence steps (see
  ///   ``BatchBuilder``); at most four batch computations over the rows, one in the common
  ///   case where a single batch is legal.
  /// Its row buffers are borrowed from `scratch` and given back.
  @usableFromInline
  func plan(scratch: DiffScratch) -> [PlannedStage] {
    var builder = BatchBuilder(
      sectionKeyCount: oldSectionCount + newSectionCount,
      itemKeyCount: oldItemCount + newItemCount, scratch: scratch)
    defer { builder.giveBuffers(to: scratch) }
    let rowsChange = sectionsWhoseRowsChange()
    builder.sectionPreference = rowsChange
    if let stationarySections = stationarySectionsIfOneBatchIsLegal(rowsChange: rowsChange) {
      // The direct batch reads items through the front end's maps: the snapshots need only
      // their sections.
      let direct = builder.directBatch(
        from: oldSnapshot(withItemKeys: false), to: newSnapshot(withItemKeys: false),
        oldItemOfNew: oldItemOfNew, newItemOfOld: newItemOfOld,
        stationarySections: stationarySections)
      return direct.isEmpty ? [] : [PlannedStage(batch: direct, snapshot: nil)]
    }
    let old = oldSnapshot(withItemKeys: true)
    let new = newSnapshot(withItemKeys: true)

    let holding = deletedSectionsHoldingSurvivors()
    let needsCleanup = holding.contains(true)
    let sectionsStage = sectionsSnapshot(holding: holding, rowsChange: rowsChange)
    let rowsStage = rowsSnapshot(after: sectionsStage, holding: holding)
    var stages: [PlannedStage] = []
    let sectionsBatch = builder.batch(from: old, to: sectionsStage)
    let rowsBatch = builder.batch(from: sectionsStage, to: rowsStage)
    // Without a cleanup stage the merged batch is the direct one, already found illegal.
    if needsCleanup
      && (sectionsBatch.isEmpty || rowsBatch.isEmpty
        || canMerge(
          sections: sectionsBatch, rows: rowsBatch, sectionCount: rowsStage.sectionKeys.count))
    {
      let merged = builder.batch(from: old, to: rowsStage)
      if !merged.isEmpty { stages.append(PlannedStage(batch: merged, snapshot: rowsStage)) }
    } else {
      if !sectionsBatch.isEmpty {
        stages.append(PlannedStage(batch: sectionsBatch, snapshot: sectionsStage))
      }
      if !rowsBatch.isEmpty {
        stages.append(PlannedStage(batch: rowsBatch, snapshot: rowsStage))
      }
    }
    if needsCleanup {
      stages.append(PlannedStage(batch: builder.batch(from: rowsStage, to: new), snapshot: nil))
    } else if !stages.isEmpty {
      stages[stages.count - 1].snapshot = nil
    }
    return stages
  }

  // MARK: Snapshots

  private func sectionKey(ofNew index: Int) -> Int {
    let old = oldSectionOfNew[index]
    return old >= 0 ? old : oldSectionCount + index
  }

  private func itemKey(ofNew flat: Int) -> Int {
    let old = Int(oldItemOfNew[flat])
    return old >= 0 ? old : oldItemCount + flat
  }

  private func oldSnapshot(withItemKeys: Bool) -> KeyedSnapshot {
    var snapshot = KeyedSnapshot()
    snapshot.sectionKeys = Array(0..<oldSectionCount)
    snapshot.offsets = oldOffsets
    if withItemKeys { snapshot.itemKeys = Array(0..<oldItemCount) }
    return snapshot
  }

  private func newSnapshot(withItemKeys: Bool) -> KeyedSnapshot {
    var snapshot = KeyedSnapshot()
    snapshot.sectionKeys = (0..<newSectionCount).map(sectionKey(ofNew:))
    snapshot.offsets = newOffsets
    if withItemKeys { snapshot.itemKeys = (0..<newItemCount).map(itemKey(ofNew:)) }
    return snapshot
  }

  private func deletedSectionsHoldingSurvivors() -> [Bool] {
    var survives = Array(repeating: false, count: oldSectionCount)
    for old in oldSectionOfNew where old >= 0 { survives[old] = true }
    return (0..<oldSectionCount).map { section in
      !survives[section]
        && (oldOffsets[section]..<oldOffsets[section + 1]).contains { newItemOfOld[$0] >= 0 }
    }
  }

  /// After stage 1: the new section order, surviving sections with their old rows, inserted
  /// sections with only their inserted rows, and the deleted sections in `holding` still there.
  private func sectionsSnapshot(holding: [Bool], rowsChange: [Bool]) -> KeyedSnapshot {
    // Survivors that keep their place, so that each kept-alive section can sit between the
    // same stationary neighbours as before and never needs a move of its own.
    var survivingOld: [Int32] = []
    for old in oldSectionOfNew where old >= 0 {
      survivingOld.append(Int32(truncatingIfNeeded: old))
    }
    var lis = LongestIncreasingSubsequence()
    var isStationary: [Bool] = []
    lis.mark(
      survivingOld, preferring: survivingOld.map { rowsChange[Int($0)] }, into: &isStationary)
    var stationaryOld = Array(repeating: false, count: oldSectionCount)
    for (offset, old) in survivingOld.enumerated() where isStationary[offset] {
      stationaryOld[Int(old)] = true
    }
    // Kept-alive sections, grouped by the stationary section before them (-1: none).
    var keptAfter: [Int: [Int]] = [:]
    var anchor = -1
    for old in 0..<oldSectionCount {
      if stationaryOld[old] { anchor = old }
      if holding[old] { keptAfter[anchor, default: []].append(old) }
    }

    var snapshot = KeyedSnapshot()
    func appendOld(_ old: Int) {
      snapshot.append(section: old, items: oldOffsets[old]..<oldOffsets[old + 1])
    }
    for old in keptAfter[-1] ?? [] { appendOld(old) }
    for new in 0..<newSectionCount {
      let old = oldSectionOfNew[new]
      if old >= 0 {
        appendOld(old)
        if stationaryOld[old] {
          for kept in keptAfter[old] ?? [] { appendOld(kept) }
        }
      } else {
        let inserted = (newOffsets[new]..<newOffsets[new + 1]).lazy
          .filter { self.oldItemOfNew[$0] < 0 }.map { self.oldItemCount + $0 }
        snapshot.append(section: sectionKey(ofNew: new), items: inserted)
      }
    }
    return snapshot
  }

  /// After stage 2: the same sections as `sections`, every row where it ends up; kept-alive
  /// sections hold only their dying rows.
  private func rowsSnapshot(after sections: KeyedSnapshot, holding: [Bool]) -> KeyedSnapshot {
    var newIndexOfKey = Array(repeating: -1, count: oldSectionCount + newSectionCount)
    for new in 0..<newSectionCount { newIndexOfKey[sectionKey(ofNew: new)] = new }
    var snapshot = KeyedSnapshot()
    for key in sections.sectionKeys {
      let new = newIndexOfKey[key]
      if new >= 0 {
        snapshot.append(
          section: key, items: (newOffsets[new]..<newOffsets[new + 1]).lazy.map(itemKey(ofNew:)))
      } else {
        let dying = (oldOffsets[key]..<oldOffsets[key + 1]).lazy.filter {
          self.newItemOfOld[$0] < 0
        }
        snapshot.append(section: key, items: dying)
      }
    }
    return snapshot
  }

  // MARK: Legality

  /// By section key: the old sections whose rows change (a surviving section that does not
  /// keep exactly its rows in order, or a deleted one holding rows that survive elsewhere).
  /// Among equally few section moves, these stay in place, since their rows cannot change
  /// in the batch that moves them.
  ///
  /// - Complexity: O(*n* + *m*).
  private func sectionsWhoseRowsChange() -> [Bool] {
    var changes = Array(repeating: false, count: oldSectionCount + newSectionCount)
    var survives = Array(repeating: false, count: oldSectionCount)
    for new in 0..<newSectionCount {
      let old = oldSectionOfNew[new]
      guard old >= 0 else { continue }
      survives[old] = true
      let rows = newOffsets[new]..<newOffsets[new + 1]
      let start = oldOffsets[old]
      changes[old] =
        oldOffsets[old + 1] - start != rows.count
        || rows.contains { Int(oldItemOfNew[$0]) != start + ($0 - rows.lowerBound) }
    }
    for old in 0..<oldSectionCount where !survives[old] {
      changes[old] = (oldOffsets[old]..<oldOffsets[old + 1]).contains { newItemOfOld[$0] >= 0 }
    }
    return changes
  }

  /// Whether the direct batch from old to new is legal, decided without building it: no
  /// surviving row leaves a deleted section or enters an inserted one, and every section
  /// that moves keeps exactly its rows, in order.
  ///
  /// The moved sections are those off the longest increasing run, computed as
  /// ``BatchBuilder`` computes it, so both agree on which sections move.
  ///
  /// - Returns: that run (for the surviving sections in new order) when the batch is
  ///   legal, for ``BatchBuilder`` to reuse; nil otherwise.
  /// - Complexity: O(*n* + *m*), plus the longest increasing subsequence over sections.
  private func stationarySectionsIfOneBatchIsLegal(rowsChange: [Bool]) -> [Bool]? {
    var survives = Array(repeating: false, count: oldSectionCount)
    var survivingOld: [Int32] = []
    for old in oldSectionOfNew where old >= 0 {
      survives[old] = true
      survivingOld.append(Int32(truncatingIfNeeded: old))
    }
    for old in 0..<oldSectionCount where !survives[old] {
      if (oldOffsets[old]..<oldOffsets[old + 1]).contains(where: { newItemOfOld[$0] >= 0 }) {
        return nil
      }
    }
    var lis = LongestIncreasingSubsequence()
    var isStationary: [Bool] = []
    lis.mark(
      survivingOld, preferring: survivingOld.map { rowsChange[Int($0)] }, into: &isStationary)
    var survivorOffset = 0
    for new in 0..<newSectionCount {
      let old = oldSectionOfNew[new]
      let rows = newOffsets[new]..<newOffsets[new + 1]
      if old < 0 {
        if rows.contains(where: { oldItemOfNew[$0] >= 0 }) { return nil }
        continue
      }
      defer { survivorOffset += 1 }
      if !isStationary[survivorOffset] && rowsChange[old] { return nil }
    }
    return isStationary
  }

  /// Whether `rows` (a batch with no section changes) can join `sections` (a batch with no
  /// row changes): none of its rows may touch a section that `sections` moves or inserts.
  private func canMerge(sections: BatchUpdate, rows: BatchUpdate, sectionCount: Int) -> Bool {
    var touchedSections = Array(repeating: false, count: sectionCount)
    for move in sections.movedSections { touchedSections[move.to] = true }
    for inserted in sections.insertedSections { touchedSections[inserted] = true }
    return !rows.deletedRows.contains { touchedSections[$0.section] }
      && !rows.insertedRows.contains { touchedSections[$0.section] }
      && !rows.movedRows.contains {
        touchedSections[$0.from.section] || touchedSections[$0.to.section]
      }
  }
}
