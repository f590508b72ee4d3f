/// Computes the one batch that turns one keyed snapshot into another, in UIKit's coordinates.
///
/// It does not decide whether UIKit accepts the batch: ``StagePlanner`` only hands it pairs
/// of snapshots that differ in ways one batch may express.
struct BatchBuilder {
  // Positions by key, -1 when absent. `Int32` halves the memory of these item-sized buffers;
  // lists hold fewer than 2^31 rows.
  private var sectionPositionBefore: [Int32]
  private var sectionPositionAfter: [Int32]
  private var itemPositionBefore: [Int32]
  private var itemPositionAfter: [Int32]
  private var sectionOfFlatBefore: [Int32] = []
  private var lis = LongestIncreasingSubsequence()
  private var candidates: [Int] = []
  private var candidateRows: [Int] = []
  private var isStationary: [Bool] = []

  init(sectionKeyCount: Int, itemKeyCount: Int) {
    sectionPositionBefore = Array(repeating: -1, count: sectionKeyCount)
    sectionPositionAfter = Array(repeating: -1, count: sectionKeyCount)
    itemPositionBefore = Array(repeating: -1, count: itemKeyCount)
    itemPositionAfter = Array(repeating: -1, count: itemKeyCount)
  }

  /// The batch from `before` to `after`: deletes and move sources in `before`'s positions,
  /// inserts and move destinations in `after`'s, the longest increasing run of surviving
  /// sections (and of surviving rows within each section) left in place.
  ///
  /// - Complexity: O(*n* + *m*) array reads and writes, plus the O(*k* log *k*) longest
  ///   increasing subsequence over any run of survivors that is out of order.
  mutating func batch(from before: KeyedSnapshot, to after: KeyedSnapshot) -> BatchUpdate {
    index(before, after)
    defer { clear(before, after) }
    var update = BatchUpdate()

    // Sections.
    candidates.removeAll(keepingCapacity: true)
    candidateRows.removeAll(keepingCapacity: true)
    for (oldIndex, key) in before.sectionKeys.enumerated() where sectionPositionAfter[key] < 0 {
      update.deletedSections.append(oldIndex)
    }
    for (newIndex, key) in after.sectionKeys.enumerated() {
      let oldIndex = Int(sectionPositionBefore[key])
      if oldIndex < 0 {
        update.insertedSections.append(newIndex)
      } else {
        candidates.append(oldIndex)
        candidateRows.append(newIndex)
      }
    }
    lis.mark(candidates, into: &isStationary)
    for (offset, stays) in isStationary.enumerated() where !stays {
      update.movedSections.append(SectionMove(from: candidates[offset], to: candidateRows[offset]))
    }

    // Row deletes, in old coordinates; rows of deleted sections go with their section.
    for (oldSection, key) in before.sectionKeys.enumerated() where sectionPositionAfter[key] >= 0 {
      let start = before.offsets[oldSection]
      for flat in start..<before.offsets[oldSection + 1]
      where itemPositionAfter[before.itemKeys[flat]] < 0 {
        update.deletedRows.append(IndexPath(section: oldSection, row: flat - start))
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
        let oldFlat = Int(itemPositionBefore[after.itemKeys[flat]])
        if oldFlat < 0 {
          // Rows of an inserted section come with it.
          if oldSection >= 0 {
            update.insertedRows.append(IndexPath(section: newSection, row: row))
          }
          continue
        }
        let sourceSection = Int(sectionOfFlatBefore[oldFlat])
        let sourceRow = oldFlat - before.offsets[sourceSection]
        if sourceSection == oldSection {
          candidates.append(sourceRow)
          candidateRows.append(row)
        } else {
          update.movedRows.append(
            RowMove(
              from: IndexPath(section: sourceSection, row: sourceRow),
              to: IndexPath(section: newSection, row: row)))
        }
      }
      lis.mark(candidates, into: &isStationary)
      for (offset, stays) in isStationary.enumerated() where !stays {
        update.movedRows.append(
          RowMove(
            from: IndexPath(section: oldSection, row: candidates[offset]),
            to: IndexPath(section: newSection, row: candidateRows[offset])))
      }
    }
    return update
  }

  private mutating func index(_ before: KeyedSnapshot, _ after: KeyedSnapshot) {
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
    for (flat, key) in before.itemKeys.enumerated() {
      itemPositionBefore[key] = Int32(truncatingIfNeeded: flat)
    }
    for (flat, key) in after.itemKeys.enumerated() {
      itemPositionAfter[key] = Int32(truncatingIfNeeded: flat)
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
