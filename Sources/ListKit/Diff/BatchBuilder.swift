import Foundation

/// Computes the one batch that turns one keyed snapshot into another, in UIKit's coordinates.
///
/// It does not decide whether UIKit accepts the batch: ``StagePlanner`` only hands it pairs
/// of snapshots that differ in ways one batch may express.
struct BatchBuilder {
  // Positions by key, -1 when absent. `Int32` halves the memory of these item-sized buffers;
  // lists hold fewer than 2^31 rows.
  private var sectionPositionBefore: [Int32]
  private var sectionPositionAfter: [Int32]
  private var itemPositionBefore: [Int32] = []
  private var itemPositionAfter: [Int32] = []
  private var sectionOfFlatBefore: [Int32] = []
  private var lis = LongestIncreasingSubsequence()
  private var candidates: [Int32] = []
  private var candidateRows: [Int32] = []
  private var isStationary: [Bool] = []
  private var preferred: [Bool] = []
  /// By section key: sections to keep in place when a choice of equally few section moves
  /// exists (see ``StagePlanner``). Empty: no preference.
  var sectionPreference: [Bool] = []

  private let itemKeyCount: Int

  init(sectionKeyCount: Int, itemKeyCount: Int) {
    sectionPositionBefore = Array(repeating: -1, count: sectionKeyCount)
    sectionPositionAfter = Array(repeating: -1, count: sectionKeyCount)
    self.itemKeyCount = itemKeyCount
  }

  /// The batch from `before` to `after`: deletes and move sources in `before`'s positions,
  /// inserts and move destinations in `after`'s, the longest increasing run of surviving
  /// sections (and of surviving rows within each section) left in place.
  ///
  /// - Complexity: O(*n* + *m*) array reads and writes, plus the O(*k* log *k*) longest
  ///   increasing subsequence over any run of survivors that is out of order.
  mutating func batch(from before: KeyedSnapshot, to after: KeyedSnapshot) -> BatchUpdate {
    if itemPositionBefore.isEmpty {
      itemPositionBefore = Array(repeating: -1, count: itemKeyCount)
      itemPositionAfter = Array(repeating: -1, count: itemKeyCount)
    }
    index(before, after)
    let update = makeBatch(
      from: before, to: after,
      positions: SnapshotPositions(before: itemPositionBefore, after: itemPositionAfter))
    clear(before, after)
    return update
  }

  /// The batch from the old sections to the new ones, read from the front end's maps instead
  /// of indexing both snapshots: the common single-batch case allocates no item-sized
  /// position buffers.
  ///
  /// `old` must have item keys `0..<oldItemCount` (old flat positions) and `new` the keys
  /// that ``StagePlanner`` gives new items.
  mutating func directBatch(
    from old: KeyedSnapshot, to new: KeyedSnapshot, newItemOfOld: [Int32]
  ) -> BatchUpdate {
    index(sectionsOf: old, new)
    let update = makeBatch(
      from: old, to: new,
      positions: DirectPositions(newItemOfOld: newItemOfOld, oldItemCount: old.itemKeys.count))
    for key in old.sectionKeys { sectionPositionBefore[key] = -1 }
    for key in new.sectionKeys { sectionPositionAfter[key] = -1 }
    return update
  }

  private mutating func makeBatch(
    from before: KeyedSnapshot, to after: KeyedSnapshot, positions: some ItemPositions
  ) -> BatchUpdate {
    var update = BatchUpdate()

    // Sections.
    candidates.removeAll(keepingCapacity: true)
    candidateRows.removeAll(keepingCapacity: true)
    preferred.removeAll(keepingCapacity: true)
    for (oldIndex, key) in before.sectionKeys.enumerated() where sectionPositionAfter[key] < 0 {
      update.deletedSections.append(oldIndex)
    }
    for (newIndex, key) in after.sectionKeys.enumerated() {
      let oldIndex = Int(sectionPositionBefore[key])
      if oldIndex < 0 {
        update.insertedSections.append(newIndex)
      } else {
        candidates.append(Int32(truncatingIfNeeded: oldIndex))
        candidateRows.append(Int32(truncatingIfNeeded: newIndex))
        if !sectionPreference.isEmpty { preferred.append(sectionPreference[key]) }
      }
    }
    if sectionPreference.isEmpty {
      lis.mark(candidates, into: &isStationary)
    } else {
      lis.mark(candidates, preferring: preferred, into: &isStationary)
    }
    for (offset, stays) in isStationary.enumerated() where !stays {
      update.movedSections.append(
        SectionMove(from: Int(candidates[offset]), to: Int(candidateRows[offset])))
    }

    // Row deletes, in old coordinates; rows of deleted sections go with their section.
    for (oldSection, key) in before.sectionKeys.enumerated() where sectionPositionAfter[key] >= 0 {
      let start = before.offsets[oldSection]
      for flat in start..<before.offsets[oldSection + 1]
      where positions.after(before.itemKeys[flat]) < 0 {
        update.deletedRows.append(IndexPath(row: flat - start, section: oldSection))
      }
    }

    // Row inserts and moves, in new coordinates.
    for (newSection, key) in after.sectionKeys.enumerated() {
      let oldSection = Int(sectionPositionBefore[key])
      let start = after.offsets[newSection]
      candidates.removeAll(keepingCapacity: true)
      candidateRows.removeAll(keepingCapacity: true)
      for flat in start..<after.offsets[newSection + 1] {
        let row = flat - start
        let oldFlat = positions.before(after.itemKeys[flat])
        if oldFlat < 0 {
          // Rows of an inserted section come with it.
          if oldSection >= 0 {
            update.insertedRows.append(IndexPath(row: row, section: newSection))
          }
          continue
        }
        let sourceSection = Int(sectionOfFlatBefore[oldFlat])
        let sourceRow = oldFlat - before.offsets[sourceSection]
        if sourceSection == oldSection {
          candidates.append(Int32(truncatingIfNeeded: sourceRow))
          candidateRows.append(Int32(truncatingIfNeeded: row))
        } else {
          update.movedRows.append(
            RowMove(
              from: IndexPath(row: sourceRow, section: sourceSection),
              to: IndexPath(row: row, section: newSection)))
        }
      }
      lis.mark(candidates, into: &isStationary)
      for (offset, stays) in isStationary.enumerated() where !stays {
        update.movedRows.append(
          RowMove(
            from: IndexPath(row: Int(candidates[offset]), section: oldSection),
            to: IndexPath(row: Int(candidateRows[offset]), section: newSection)))
      }
    }
    return update
  }

  private mutating func index(_ before: KeyedSnapshot, _ after: KeyedSnapshot) {
    index(sectionsOf: before, after)
    for (flat, key) in before.itemKeys.enumerated() {
      itemPositionBefore[key] = Int32(truncatingIfNeeded: flat)
    }
    for (flat, key) in after.itemKeys.enumerated() {
      itemPositionAfter[key] = Int32(truncatingIfNeeded: flat)
    }
  }

  private mutating func index(sectionsOf before: KeyedSnapshot, _ after: KeyedSnapshot) {
    sectionOfFlatBefore.removeAll(keepingCapacity: true)
    sectionOfFlatBefore.reserveCapacity(before.itemKeys.count)
    for (position, key) in before.sectionKeys.enumerated() {
      sectionPositionBefore[key] = Int32(truncatingIfNeeded: position)
      let count = before.offsets[position + 1] - before.offsets[position]
      sectionOfFlatBefore.append(
        contentsOf: repeatElement(Int32(truncatingIfNeeded: position), count: count))
    }
    for (position, key) in after.sectionKeys.enumerated() {
      sectionPositionAfter[key] = Int32(truncatingIfNeeded: position)
    }
  }

  // Resets only the entries this pair wrote, so the next stage reuses the buffers without
  // paying for the whole key space again.
  private mutating func clear(_ before: KeyedSnapshot, _ after: KeyedSnapshot) {
    for key in before.sectionKeys { sectionPositionBefore[key] = -1 }
    for key in after.sectionKeys { sectionPositionAfter[key] = -1 }
    for key in before.itemKeys { itemPositionBefore[key] = -1 }
    for key in after.itemKeys { itemPositionAfter[key] = -1 }
  }
}

/// Where an item key sits before and after a batch, as a flat position, or -1 when absent.
private protocol ItemPositions {
  func before(_ key: Int) -> Int
  func after(_ key: Int) -> Int
}

/// Positions read from buffers that ``BatchBuilder`` filled from both snapshots.
private struct SnapshotPositions: ItemPositions {
  let beforeBuffer: [Int32]
  let afterBuffer: [Int32]

  init(before: [Int32], after: [Int32]) {
    beforeBuffer = before
    afterBuffer = after
  }

  func before(_ key: Int) -> Int { Int(beforeBuffer[key]) }
  func after(_ key: Int) -> Int { Int(afterBuffer[key]) }
}

/// Positions between the old and the new sections, from the front end's maps: an old key is
/// its old flat position, a new item that survived has its old key.
private struct DirectPositions: ItemPositions {
  let newItemOfOld: [Int32]
  let oldItemCount: Int

  func before(_ key: Int) -> Int { key < oldItemCount ? key : -1 }
  func after(_ key: Int) -> Int { key < oldItemCount ? Int(newItemOfOld[key]) : -1 }
}
