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
  private var lis = LongestIncreasingSubsequence()
  private var candidates: [Int32] = []
  private var candidateRows: [Int32] = []
  private var isStationary: [Bool] = []
  private var preferred: [Bool] = []
  /// By section key: sections to keep in place when a choice of equally few section moves
  /// exists (see ``StagePlanner``). Empty: no preference.
  var sectionPreference: [Bool] = []

  private let itemKeyCount: Int

  /// A builder for snapshots with keys below those counts, borrowing its row buffers from
  /// `scratch` (see ``giveBuffers(to:)``).
  init(sectionKeyCount: Int, itemKeyCount: Int, scratch: DiffScratch) {
    sectionPositionBefore = Array(repeating: -1, count: sectionKeyCount)
    sectionPositionAfter = Array(repeating: -1, count: sectionKeyCount)
    self.itemKeyCount = itemKeyCount
    swap(&candidates, &scratch.candidates)
    swap(&candidateRows, &scratch.candidateRows)
    swap(&isStationary, &scratch.isStationary)
    swap(&lis, &scratch.lis)
  }

  /// Hands the row buffers back to `scratch`, for the next diff.
  mutating func giveBuffers(to scratch: DiffScratch) {
    guard scratch.keepsBuffers else { return }
    swap(&candidates, &scratch.candidates)
    swap(&candidateRows, &scratch.candidateRows)
    swap(&isStationary, &scratch.isStationary)
    swap(&lis, &scratch.lis)
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
      positions: SnapshotPositions(
        beforeKeys: before.itemKeys, afterKeys: after.itemKeys,
        positionBefore: itemPositionBefore, positionAfter: itemPositionAfter))
    clear(before, after)
    return update
  }

  /// The batch from the old sections to the new ones, read from the front end's maps instead
  /// of item keys: the common single-batch case builds no item-sized key or position
  /// buffers.
  ///
  /// `old` and `new` need only their section keys and offsets (their item keys may be
  /// empty): old items are keyed by their old flat position, and new ones as ``StagePlanner``
  /// keys them. `stationarySections`, when given, is the longest increasing run of
  /// surviving sections (in new order) that this batch would otherwise compute again.
  mutating func directBatch(
    from old: KeyedSnapshot, to new: KeyedSnapshot, oldItemOfNew: [Int32],
    newItemOfOld: [Int32], stationarySections: [Bool]? = nil
  ) -> BatchUpdate {
    index(sectionsOf: old, new)
    let update = makeBatch(
      from: old, to: new,
      positions: DirectPositions(oldItemOfNew: oldItemOfNew, newItemOfOld: newItemOfOld),
      stationarySections: stationarySections)
    for key in old.sectionKeys { sectionPositionBefore[key] = -1 }
    for key in new.sectionKeys { sectionPositionAfter[key] = -1 }
    return update
  }

  private mutating func makeBatch(
    from before: KeyedSnapshot, to after: KeyedSnapshot, positions: some ItemPositions,
    stationarySections: [Bool]? = nil
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
    if let stationarySections {
      isStationary = stationarySections
    } else if sectionPreference.isEmpty {
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
      for flat in start..<before.offsets[oldSection + 1] where positions.after(ofBefore: flat) < 0 {
        update.deletedRows.append(IndexPath(row: flat - start, section: oldSection))
      }
    }

    // Row inserts and moves, in new coordinates.
    var locator = SectionLocator(offsets: before.offsets)
    for (newSection, key) in after.sectionKeys.enumerated() {
      let oldSection = Int(sectionPositionBefore[key])
      let start = after.offsets[newSection]
      let end = after.offsets[newSection + 1]
      if end - start == 1 {
        // A row alone in its section stays where it is if it stays in the section: no run
        // to find, and no candidate buffers, whose clearing costs more than the row itself.
        Self.appendChange(
          ofRowAt: start, aloneIn: newSection, from: oldSection, before: before,
          positions: positions, locator: &locator, to: &update)
        continue
      }
      // Sized whole and written through pointers, then cut to the rows that stayed in their
      // section: appends would check uniqueness on every row of a million-row section.
      candidates.removeAll(keepingCapacity: true)
      candidates.append(contentsOf: repeatElement(0, count: end - start))
      candidateRows.removeAll(keepingCapacity: true)
      candidateRows.append(contentsOf: repeatElement(0, count: end - start))
      var candidateCount = 0
      candidates.withUnsafeMutableBufferPointer { candidates in
        candidateRows.withUnsafeMutableBufferPointer { candidateRows in
          for flat in start..<end {
            let row = flat - start
            let oldFlat = positions.before(ofAfter: flat)
            if oldFlat < 0 {
              // Rows of an inserted section come with it.
              if oldSection >= 0 {
                update.insertedRows.append(IndexPath(row: row, section: newSection))
              }
              continue
            }
            let sourceSection = locator.section(holding: oldFlat)
            let sourceRow = oldFlat - before.offsets[sourceSection]
            if sourceSection == oldSection {
              candidates[candidateCount] = Int32(truncatingIfNeeded: sourceRow)
              candidateRows[candidateCount] = Int32(truncatingIfNeeded: row)
              candidateCount += 1
            } else {
              update.movedRows.append(
                RowMove(
                  from: IndexPath(row: sourceRow, section: sourceSection),
                  to: IndexPath(row: row, section: newSection)))
            }
          }
        }
      }
      candidates.removeLast(candidates.count - candidateCount)
      candidateRows.removeLast(candidateRows.count - candidateCount)
      // One row or none stays where it is: no run to find.
      guard candidates.count > 1 else { continue }
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

  /// Appends the insert or move, if any, of the row at flat position `flat` after the
  /// batch, alone in section `newSection`, which was section `oldSection` before (-1 when
  /// inserted).
  ///
  /// Kept out of line: inlined into the row loop, it slows the loop for large sections.
  @inline(never)
  private static func appendChange(
    ofRowAt flat: Int, aloneIn newSection: Int, from oldSection: Int, before: KeyedSnapshot,
    positions: some ItemPositions, locator: inout SectionLocator, to update: inout BatchUpdate
  ) {
    let oldFlat = positions.before(ofAfter: flat)
    if oldFlat < 0 {
      // Rows of an inserted section come with it.
      if oldSection >= 0 { update.insertedRows.append(IndexPath(row: 0, section: newSection)) }
      return
    }
    let sourceSection = locator.section(holding: oldFlat)
    if sourceSection != oldSection {
      update.movedRows.append(
        RowMove(
          from: IndexPath(row: oldFlat - before.offsets[sourceSection], section: sourceSection),
          to: IndexPath(row: 0, section: newSection)))
    }
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
    for (position, key) in before.sectionKeys.enumerated() {
      sectionPositionBefore[key] = Int32(truncatingIfNeeded: position)
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

/// Where an item moves: from a flat position before a batch to one after it, and back; -1
/// when it is absent on the other side.
private protocol ItemPositions {
  func after(ofBefore flat: Int) -> Int
  func before(ofAfter flat: Int) -> Int
}

/// Positions read through the item keys of both snapshots, from buffers that
/// ``BatchBuilder`` filled by key.
private struct SnapshotPositions: ItemPositions {
  let beforeKeys: [Int]
  let afterKeys: [Int]
  let positionBefore: [Int32]
  let positionAfter: [Int32]

  func after(ofBefore flat: Int) -> Int { Int(positionAfter[beforeKeys[flat]]) }
  func before(ofAfter flat: Int) -> Int { Int(positionBefore[afterKeys[flat]]) }
}

/// Positions between the old and the new sections, straight from the front end's maps: an
/// old item's key is its old flat position, and a new item that survived has its old key.
private struct DirectPositions: ItemPositions {
  let oldItemOfNew: [Int32]
  let newItemOfOld: [Int32]

  func after(ofBefore flat: Int) -> Int { Int(newItemOfOld[flat]) }
  func before(ofAfter flat: Int) -> Int { Int(oldItemOfNew[flat]) }
}
