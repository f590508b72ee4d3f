import Foundation
import ListKit
import Testing
import UIKitBatchRules

/// Every violation's message as a collection view words it: the table's rules, the words
/// "item", "items" and "collection view", and two spaces after the first sentence of the
/// count messages; the table's own words unchanged.
@Suite struct BatchUpdateWordingTests {
  private let path = IndexPath(item: 1, section: 0)
  private let other = IndexPath(item: 2, section: 0)
  private let third = IndexPath(item: 3, section: 1)

  @Test func aCollectionViewSaysItemsWhereATableSaysRows() {
    let cases: [(BatchUpdateViolation, String)] = [
      (
        .deleteAndReloadSameIndexPath(path),
        "attempt to delete and reload the same index path (0 - 1)"
      ),
      (
        .deleteAndMoveSameSection(2),
        "attempt to perform a delete and a move from the same section (2)"
      ),
      (
        .deleteAndMoveSameIndexPath(path),
        "attempt to perform a delete and a move from the same index path (0 - 1)"
      ),
      (
        .deleteSectionOutOfRange(section: 4, sectionCount: 4),
        "attempt to delete section 4, but there are only 4 sections before the update"
      ),
      (
        .deleteRowFromMissingSection(row: 0, section: 3, sectionCount: 1),
        "attempt to delete item 0 from section 3, but there are only 1 sections before the update"
      ),
      (
        .deleteRowOutOfRange(row: 20, section: 0, rowCount: 20),
        "attempt to delete item 20 from section 0 which only contains 20 items before the update"
      ),
      (
        .insertAndMoveSameSection(4),
        "attempt to perform an insert and a move to the same section (4)"
      ),
      (
        .insertAndMoveSameIndexPath(path),
        "attempt to perform an insert and a move to the same index path (0 - 1)"
      ),
      (
        .insertSectionOutOfRange(section: 2, sectionCount: 1),
        "attempt to insert section 2 but there are only 1 sections after the update"
      ),
      (
        .insertRowIntoMissingSection(row: 0, section: 2, sectionCount: 1),
        "attempt to insert item 0 into section 2, but there are only 1 sections after the update"
      ),
      (
        .insertRowOutOfRange(row: 0, section: 0, rowCount: 0),
        "attempt to insert item 0 into section 0, but there are only 0 items in section 0 after "
          + "the update"
      ),
      (
        .moveSectionFromMissingSection(section: 3, sectionCount: 2),
        "attempt to move section 3, but there are only 2 sections before the update"
      ),
      (
        .moveSectionToMissingSection(from: 0, to: 3, sectionCount: 2),
        "attempt to to move section 0 to section 3, but there are only 2 sections after the update"
      ),
      (
        .moveRowFromMissingSection(third, sectionCount: 1),
        "attempt to move index path (1 - 3) from a section that does not exist - there are only 1 "
          + "sections before the update"
      ),
      (
        .moveRowFromMissingRow(path, rowCount: 1),
        "attempt to move index path (0 - 1) that does not exist - there are only 1 items in "
          + "section 0 before the update"
      ),
      (
        .moveRowToMissingSection(from: path, to: third, sectionCount: 1),
        "attempt to move index path (0 - 1) to index path (1 - 3) in section that does not exist "
          + "- there are only 1 sections after the update"
      ),
      (
        .moveRowToMissingRow(from: path, to: other, rowCount: 2),
        "attempt to move index path (0 - 1) to index path (0 - 2) that does not exist - there are "
          + "only 2 items in section 0 after the update"
      ),
      (
        .sectionMovedTwice(section: 0, to: 1, and: 2),
        "attempt to move section 0 to both section 1 and section 2"
      ),
      (
        .rowMovedTwice(path, to: other, and: third),
        "attempt to move item at index path (0 - 1) to both (0 - 2) and (1 - 3)"
      ),
      (
        .sectionsMovedToSamePlace(first: 0, second: 1, to: 2),
        "attempt to move both section 0 and section 1 to section 2"
      ),
      (
        .rowsMovedToSamePlace(first: path, second: other, to: third),
        "attempt to move both item at index path (0 - 1) and (0 - 2) to (1 - 3)"
      ),
      (
        .invalidSectionCount(after: 3, before: 2, inserted: 0, deleted: 0),
        "Invalid update: invalid number of sections.  The number of sections contained in the "
          + "collection view after the update (3) must be equal to the number of sections "
          + "contained in the collection view before the update (2), plus or minus the number of "
          + "sections inserted or deleted (0 inserted, 0 deleted)."
      ),
      (
        .invalidRowCount(
          section: 0, after: 20, before: 20, inserted: 0, deleted: 1, movedIn: 1, movedOut: 0),
        "Invalid update: invalid number of items in section 0.  The number of items contained in "
          + "an existing section after the update (20) must be equal to the number of items "
          + "contained in that section before the update (20), plus or minus the number of items "
          + "inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the "
          + "number of items moved into or out of that section (1 moved in, 0 moved out)."
      ),
    ]
    for (violation, message) in cases {
      #expect(violation.description(for: .collectionView) == message)
    }
    #expect(cases.count == 23)
  }

  @Test func theTableWordingIsTheDescriptionAndKeepsRowsAndOneSpace() {
    let count = BatchUpdateViolation.invalidRowCount(
      section: 0, after: 4, before: 2, inserted: 1, deleted: 0, movedIn: 0, movedOut: 0)
    #expect(count.description(for: .tableView) == count.description)
    #expect(
      count.description
        == "Invalid update: invalid number of rows in section 0. The number of rows contained in "
        + "an existing section after the update (4) must be equal to the number of rows "
        + "contained in that section before the update (2), plus or minus the number of rows "
        + "inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the "
        + "number of rows moved into or out of that section (0 moved in, 0 moved out).")
    let sections = BatchUpdateViolation.invalidSectionCount(
      after: 3, before: 2, inserted: 0, deleted: 0)
    #expect(
      sections.description
        == "Invalid update: invalid number of sections. The number of sections contained in the "
        + "table view after the update (3) must be equal to the number of sections contained in "
        + "the table view before the update (2), plus or minus the number of sections inserted "
        + "or deleted (0 inserted, 0 deleted).")
    #expect(
      BatchUpdateViolation.rowsMovedToSamePlace(first: path, second: other, to: third).description
        == "attempt to move both row at index path (0 - 1) and (0 - 2) to (1 - 3)")
  }
}
