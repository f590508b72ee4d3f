import Foundation

@testable import ListKit

/// A compact model of UIKit's batch pipeline (UIKIT-SEMANTICS.md), for checking the diff.
///
/// The headless TableView holds the real one; this copy lets the diff be tested on its own.
/// Returns the message UIKit would raise, or nil when the batch is accepted. Beyond the
/// documented checks it rejects rows changing in a moved section (UIKit's "delete and move
/// from the same section" / "insert and move to the same section") and rows moving out of a
/// deleted or into an inserted section (UIKit falls back to a full reload).
enum UIKitBatchValidator {
  static func validate(_ batch: BatchUpdate, before: [Int], after: [Int]) -> String? {
    let deleted = Set(batch.deletedSections)
    let inserted = Set(batch.insertedSections)
    for section in batch.deletedSections where section >= before.count {
      return "attempt to delete section \(section), but there are only \(before.count) sections"
        + " before the update"
    }
    for section in batch.insertedSections where section >= after.count {
      return "attempt to insert section \(section) but there are only \(after.count) sections"
        + " after the update"
    }
    var targetOfSection: [Int: Int] = [:]
    var sourceOfSection: [Int: Int] = [:]
    for move in batch.movedSections {
      if move.from >= before.count {
        return "attempt to move section \(move.from), but there are only \(before.count)"
          + " sections before the update"
      }
      if move.to >= after.count {
        return "attempt to to move section \(move.from) to section \(move.to), but there are only"
          + " \(after.count) sections after the update"
      }
      if deleted.contains(move.from) {
        return "attempt to perform a delete and a move from the same section (\(move.from))"
      }
      if inserted.contains(move.to) {
        return "attempt to perform an insert and a move to the same section (\(move.to))"
      }
      if let other = targetOfSection[move.from], other != move.to {
        return
          "attempt to move section \(move.from) to both section \(other) and section \(move.to)"
      }
      if let other = sourceOfSection[move.to], other != move.from {
        return
          "attempt to move both section \(other) and section \(move.from) to section \(move.to)"
      }
      targetOfSection[move.from] = move.to
      sourceOfSection[move.to] = move.from
    }
    let movedFrom = Set(targetOfSection.keys)
    let movedTo = Set(sourceOfSection.keys)

    var deletedRows: Set<IndexPath> = []
    for path in batch.deletedRows where !deleted.contains(path.section) {
      if path.section >= before.count {
        return "attempt to delete row \(path.row) from section \(path.section), but there are only"
          + " \(before.count) sections before the update"
      }
      if path.row >= before[path.section] {
        return "attempt to delete row \(path.row) from section \(path.section) which only contains"
          + " \(before[path.section]) rows before the update"
      }
      if movedFrom.contains(path.section) {
        return "attempt to perform a delete and a move from the same section (\(path.section))"
      }
      deletedRows.insert(path)
    }
    var insertedRows: Set<IndexPath> = []
    for path in batch.insertedRows where !inserted.contains(path.section) {
      if path.section >= after.count {
        return "attempt to insert row \(path.row) into section \(path.section), but there are only"
          + " \(after.count) sections after the update"
      }
      if path.row >= after[path.section] {
        return "attempt to insert row \(path.row) into section \(path.section), but there are only"
          + " \(after[path.section]) rows in section \(path.section) after the update"
      }
      if movedTo.contains(path.section) {
        return "attempt to perform an insert and a move to the same section (\(path.section))"
      }
      insertedRows.insert(path)
    }
    var targetOfRow: [IndexPath: IndexPath] = [:]
    var sourceOfRow: [IndexPath: IndexPath] = [:]
    for move in batch.movedRows {
      let (from, to) = (move.from, move.to)
      if from.section >= before.count {
        return "attempt to move index path \(from) from a section that does not exist - there"
          + " are only \(before.count) sections before the update"
      }
      if from.row >= before[from.section] {
        return "attempt to move index path \(from) that does not exist - there are only"
          + " \(before[from.section]) rows in section \(from.section) before the update"
      }
      if to.section >= after.count {
        return "attempt to move index path \(from) to index path \(to) in section that does not"
          + " exist - there are only \(after.count) sections after the update"
      }
      if to.row >= after[to.section] {
        return "attempt to move index path \(from) to index path \(to) that does not exist -"
          + " there are only \(after[to.section]) rows in section \(to.section) after the update"
      }
      if deleted.contains(from.section) {
        return "full reload: row \(from) leaves a deleted section"
      }
      if inserted.contains(to.section) {
        return "full reload: row \(to) enters an inserted section"
      }
      if movedFrom.contains(from.section) {
        return "attempt to perform a delete and a move from the same section (\(from.section))"
      }
      if movedTo.contains(to.section) {
        return "attempt to perform an insert and a move to the same section (\(to.section))"
      }
      if deletedRows.contains(from) {
        return "attempt to perform a delete and a move from the same index path \(from)"
      }
      if insertedRows.contains(to) {
        return "attempt to perform an insert and a move to the same index path \(to)"
      }
      if let other = targetOfRow[from], other != to {
        return "attempt to move row at index path \(from) to both \(other) and \(to)"
      }
      if let other = sourceOfRow[to], other != from {
        return "attempt to move both row at index path \(other) and \(from) to \(to)"
      }
      targetOfRow[from] = to
      sourceOfRow[to] = from
    }

    let expectedSections = before.count + inserted.count - deleted.count
    if after.count != expectedSections {
      return "Invalid update: invalid number of sections. The number of sections contained in the"
        + " table view after the update (\(after.count)) must be equal to the number of sections"
        + " contained in the table view before the update (\(before.count)), plus or minus the"
        + " number of sections inserted or deleted (\(inserted.count) inserted,"
        + " \(deleted.count) deleted)."
    }
    // The old section behind each new one: inserts and move targets first, the rest in order.
    var oldOfNew: [Int?] = Array(repeating: nil, count: after.count)
    var isTaken = Array(repeating: false, count: after.count)
    for section in inserted { isTaken[section] = true }
    for (to, from) in sourceOfSection {
      oldOfNew[to] = from
      isTaken[to] = true
    }
    var remaining = (0..<before.count).filter { !deleted.contains($0) && !movedFrom.contains($0) }
      .makeIterator()
    for index in 0..<after.count where !isTaken[index] { oldOfNew[index] = remaining.next() }
    for (new, old) in oldOfNew.enumerated() {
      guard let old else { continue }
      let insertedCount = insertedRows.count { $0.section == new }
      let deletedCount = deletedRows.count { $0.section == old }
      let movedIn = targetOfRow.count { $0.value.section == new && $0.key.section != old }
      let movedOut = targetOfRow.count { $0.key.section == old && $0.value.section != new }
      let expected = before[old] + insertedCount - deletedCount + movedIn - movedOut
      if after[new] != expected {
        return "Invalid update: invalid number of rows in section \(new). The number of rows"
          + " contained in an existing section after the update (\(after[new])) must be equal to"
          + " the number of rows contained in that section before the update (\(before[old])),"
          + " plus or minus the number of rows inserted or deleted from that section"
          + " (\(insertedCount) inserted, \(deletedCount) deleted) and plus or minus the number"
          + " of rows moved into or out of that section (\(movedIn) moved in, \(movedOut) moved"
          + " out)."
      }
    }
    return nil
  }
}
