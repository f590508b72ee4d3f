import Foundation
import ListKit
import TestSupport
import Testing
import UIKitBatchRules

/// Every message of UIKit's batch-update rules, provoked through the pure validator.
@Suite struct BatchUpdateValidatorTests {
  /// The violation's text, or nil when the batch passes.
  private func reason(_ update: BatchUpdate, old: [Int], new: [Int]) -> String? {
    do {
      try BatchUpdateValidator.validate(update, oldCounts: old, newCounts: new)
      return nil
    } catch {
      return error.description
    }
  }

  @Test func reloadingAndDeletingOneRowIsMessage1() {
    let update = BatchUpdate(deletedRows: [path(0, 1)], reloadedRows: [path(0, 1)])
    #expect(
      reason(update, old: [3], new: [2])
        == "attempt to delete and reload the same index path (0 - 1)")
  }

  @Test func deletingAndMovingOneSectionIsMessage2() {
    let update = BatchUpdate(deletedSections: [0], movedSections: [SectionMove(from: 0, to: 0)])
    #expect(
      reason(update, old: [1, 1], new: [1])
        == "attempt to perform a delete and a move from the same section (0)")
  }

  @Test func deletingAndMovingOneRowIsMessage3() {
    let update = BatchUpdate(
      deletedRows: [path(0, 1)], movedRows: [RowMove(from: path(0, 1), to: path(0, 0))])
    #expect(
      reason(update, old: [3], new: [2])
        == "attempt to perform a delete and a move from the same index path (0 - 1)")
  }

  @Test func reloadingAndMovingOneRowIsAlsoMessage3BecauseAReloadIsADelete() {
    let update = BatchUpdate(
      movedRows: [RowMove(from: path(0, 1), to: path(0, 0))], reloadedRows: [path(0, 1)])
    #expect(
      reason(update, old: [3], new: [3])
        == "attempt to perform a delete and a move from the same index path (0 - 1)")
  }

  @Test func deletingASectionThatDoesNotExistIsMessage4() {
    #expect(
      reason(BatchUpdate(deletedSections: [2]), old: [1, 1], new: [1])
        == "attempt to delete section 2, but there are only 2 sections before the update")
  }

  @Test func deletingARowFromASectionThatDoesNotExistIsMessage5() {
    #expect(
      reason(BatchUpdate(deletedRows: [path(3, 0)]), old: [1], new: [0])
        == "attempt to delete row 0 from section 3, but there are only 1 sections before the update"
    )
  }

  @Test func deletingARowThatDoesNotExistIsMessage6() {
    #expect(
      reason(BatchUpdate(deletedRows: [path(0, 5)]), old: [2], new: [1])
        == "attempt to delete row 5 from section 0 which only contains 2 rows before the update")
  }

  @Test func reloadingARowThatDoesNotExistReportsItAsADelete() {
    #expect(
      reason(BatchUpdate(reloadedRows: [path(0, 2)]), old: [2], new: [2])
        == "attempt to delete row 2 from section 0 which only contains 2 rows before the update")
  }

  @Test func insertingAndMovingToOneSectionIsMessage7() {
    let update = BatchUpdate(insertedSections: [1], movedSections: [SectionMove(from: 0, to: 1)])
    #expect(
      reason(update, old: [1, 1], new: [1, 1, 1])
        == "attempt to perform an insert and a move to the same section (1)")
  }

  @Test func insertingAndMovingToOneRowIsMessage8() {
    let update = BatchUpdate(
      insertedRows: [path(0, 0)], movedRows: [RowMove(from: path(0, 2), to: path(0, 0))])
    #expect(
      reason(update, old: [3], new: [4])
        == "attempt to perform an insert and a move to the same index path (0 - 0)")
  }

  @Test func insertingASectionPastTheEndIsMessage9() {
    #expect(
      reason(BatchUpdate(insertedSections: [3]), old: [1], new: [1, 1])
        == "attempt to insert section 3 but there are only 2 sections after the update")
  }

  @Test func insertingARowIntoASectionThatDoesNotExistIsMessage10() {
    #expect(
      reason(BatchUpdate(insertedRows: [path(2, 0)]), old: [1], new: [2])
        == "attempt to insert row 0 into section 2, but there are only 1 sections after the update"
    )
  }

  @Test func insertingARowPastTheEndIsMessage11() {
    #expect(
      reason(BatchUpdate(insertedRows: [path(0, 4)]), old: [1], new: [2])
        == "attempt to insert row 4 into section 0, but there are only 2 rows in section 0 after "
        + "the update")
  }

  @Test func movingASectionThatDoesNotExistIsMessage12() {
    let update = BatchUpdate(movedSections: [SectionMove(from: 5, to: 0)])
    #expect(
      reason(update, old: [1, 1], new: [1, 1])
        == "attempt to move section 5, but there are only 2 sections before the update")
  }

  @Test func movingASectionPastTheEndIsMessage13WithUIKitsDoubledTo() {
    let update = BatchUpdate(movedSections: [SectionMove(from: 0, to: 4)])
    #expect(
      reason(update, old: [1, 1], new: [1, 1])
        == "attempt to to move section 0 to section 4, but there are only 2 sections after the "
        + "update")
  }

  @Test func movingARowFromASectionThatDoesNotExistIsMessage14() {
    let update = BatchUpdate(movedRows: [RowMove(from: path(3, 0), to: path(0, 0))])
    #expect(
      reason(update, old: [1], new: [1])
        == "attempt to move index path (3 - 0) from a section that does not exist - there are "
        + "only 1 sections before the update")
  }

  @Test func movingARowThatDoesNotExistIsMessage15() {
    let update = BatchUpdate(movedRows: [RowMove(from: path(0, 7), to: path(0, 0))])
    #expect(
      reason(update, old: [2], new: [2])
        == "attempt to move index path (0 - 7) that does not exist - there are only 2 rows in "
        + "section 0 before the update")
  }

  @Test func movingARowIntoASectionThatDoesNotExistIsMessage16() {
    let update = BatchUpdate(movedRows: [RowMove(from: path(0, 0), to: path(4, 0))])
    #expect(
      reason(update, old: [2], new: [2])
        == "attempt to move index path (0 - 0) to index path (4 - 0) in section that does not "
        + "exist - there are only 1 sections after the update")
  }

  @Test func movingARowPastTheEndIsMessage17() {
    let update = BatchUpdate(movedRows: [RowMove(from: path(0, 0), to: path(0, 9))])
    #expect(
      reason(update, old: [2], new: [2])
        == "attempt to move index path (0 - 0) to index path (0 - 9) that does not exist - there "
        + "are only 2 rows in section 0 after the update")
  }

  @Test func movingARowPastTheEndOfAnotherSectionIsMessage17NamingTheDestinationSection() {
    // Section 0 keeps 1 row, section 1 gets 2: row 1 of section 1 is its last, row 2 is past.
    let last = BatchUpdate(movedRows: [RowMove(from: path(0, 0), to: path(1, 1))])
    #expect(reason(last, old: [2, 1], new: [1, 2]) == nil)
    let past = BatchUpdate(movedRows: [RowMove(from: path(0, 0), to: path(1, 2))])
    #expect(
      reason(past, old: [2, 1], new: [1, 2])
        == "attempt to move index path (0 - 0) to index path (1 - 2) that does not exist - there "
        + "are only 2 rows in section 1 after the update")
    // And the other way: from section 1 past the end of section 0.
    let back = BatchUpdate(movedRows: [RowMove(from: path(1, 0), to: path(0, 3))])
    #expect(
      reason(back, old: [2, 1], new: [3, 0])
        == "attempt to move index path (1 - 0) to index path (0 - 3) that does not exist - there "
        + "are only 3 rows in section 0 after the update")
  }

  @Test func movingARowFromPastTheEndOfAnotherSectionIsMessage15NamingTheSourceSection() {
    let past = BatchUpdate(movedRows: [RowMove(from: path(1, 1), to: path(0, 0))])
    #expect(
      reason(past, old: [2, 1], new: [3, 0])
        == "attempt to move index path (1 - 1) that does not exist - there are only 1 rows in "
        + "section 1 before the update")
  }

  @Test func insertingAndMovingToOneRowOfAnotherSectionIsMessage8() {
    let update = BatchUpdate(
      insertedRows: [path(1, 0)], movedRows: [RowMove(from: path(0, 0), to: path(1, 0))])
    #expect(
      reason(update, old: [1, 1], new: [0, 3])
        == "attempt to perform an insert and a move to the same index path (1 - 0)")
  }

  @Test func message23ForTheSectionARowMovedIntoCountsItAsMovedIn() {
    let update = BatchUpdate(movedRows: [RowMove(from: path(0, 0), to: path(1, 0))])
    #expect(
      reason(update, old: [2, 1], new: [1, 3])
        == "Invalid update: invalid number of rows in section 1. The number of rows contained in "
        + "an existing section after the update (3) must be equal to the number of rows "
        + "contained in that section before the update (1), plus or minus the number of rows "
        + "inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the "
        + "number of rows moved into or out of that section (1 moved in, 0 moved out).")
  }

  @Test func aMovedSectionsRowCountIsCheckedAgainstTheSectionItCameFrom() {
    // Old section 0 (1 row) moves to the end; old section 1 (3 rows) becomes new section 0.
    let update = BatchUpdate(movedSections: [SectionMove(from: 0, to: 1)])
    #expect(reason(update, old: [1, 3], new: [3, 1]) == nil)
    #expect(
      reason(update, old: [1, 3], new: [3, 2])
        == "Invalid update: invalid number of rows in section 1. The number of rows contained in "
        + "an existing section after the update (2) must be equal to the number of rows "
        + "contained in that section before the update (1), plus or minus the number of rows "
        + "inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the "
        + "number of rows moved into or out of that section (0 moved in, 0 moved out).")
    // Three sections rotated: each new section is checked against the one that moved there.
    let rotation = BatchUpdate(movedSections: [
      SectionMove(from: 0, to: 2), SectionMove(from: 1, to: 0), SectionMove(from: 2, to: 1),
    ])
    #expect(reason(rotation, old: [1, 2, 3], new: [2, 3, 1]) == nil)
    #expect(
      reason(rotation, old: [1, 2, 3], new: [2, 3, 4])
        == "Invalid update: invalid number of rows in section 2. The number of rows contained in "
        + "an existing section after the update (4) must be equal to the number of rows "
        + "contained in that section before the update (1), plus or minus the number of rows "
        + "inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the "
        + "number of rows moved into or out of that section (0 moved in, 0 moved out).")
  }

  @Test func movingOneSectionToTwoPlacesIsMessage18() {
    let update = BatchUpdate(movedSections: [
      SectionMove(from: 0, to: 1), SectionMove(from: 0, to: 2),
    ])
    #expect(
      reason(update, old: [1, 1, 1], new: [1, 1, 1])
        == "attempt to move section 0 to both section 1 and section 2")
  }

  @Test func movingOneRowToTwoPlacesIsMessage19() {
    let update = BatchUpdate(movedRows: [
      RowMove(from: path(0, 0), to: path(0, 1)), RowMove(from: path(0, 0), to: path(0, 2)),
    ])
    #expect(
      reason(update, old: [3], new: [3])
        == "attempt to move row at index path (0 - 0) to both (0 - 1) and (0 - 2)")
  }

  @Test func movingTwoSectionsToOnePlaceIsMessage20() {
    let update = BatchUpdate(movedSections: [
      SectionMove(from: 0, to: 2), SectionMove(from: 1, to: 2),
    ])
    #expect(
      reason(update, old: [1, 1, 1], new: [1, 1, 1])
        == "attempt to move both section 0 and section 1 to section 2")
  }

  @Test func movingTwoRowsToOnePlaceIsMessage21() {
    let update = BatchUpdate(movedRows: [
      RowMove(from: path(0, 0), to: path(0, 2)), RowMove(from: path(0, 1), to: path(0, 2)),
    ])
    #expect(
      reason(update, old: [3], new: [3])
        == "attempt to move both row at index path (0 - 0) and (0 - 1) to (0 - 2)")
  }

  @Test func aSectionCountThatDoesNotAddUpIsMessage22() {
    #expect(
      reason(BatchUpdate(deletedSections: [0]), old: [1, 1], new: [1, 1])
        == "Invalid update: invalid number of sections. The number of sections contained in the "
        + "table view after the update (2) must be equal to the number of sections contained in "
        + "the table view before the update (2), plus or minus the number of sections inserted "
        + "or deleted (0 inserted, 1 deleted).")
  }

  @Test func aRowCountThatDoesNotAddUpIsMessage23() {
    #expect(
      reason(BatchUpdate(insertedRows: [path(0, 0)]), old: [3], new: [3])
        == "Invalid update: invalid number of rows in section 0. The number of rows contained in "
        + "an existing section after the update (3) must be equal to the number of rows "
        + "contained in that section before the update (3), plus or minus the number of rows "
        + "inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the "
        + "number of rows moved into or out of that section (0 moved in, 0 moved out).")
  }

  @Test func message23NamesTheNewSectionIndexAndTheOldSectionsCount() {
    // Old section 1 (3 rows) becomes new section 0 once old section 0 is deleted.
    #expect(
      reason(BatchUpdate(deletedSections: [0]), old: [2, 3], new: [4])
        == "Invalid update: invalid number of rows in section 0. The number of rows contained in "
        + "an existing section after the update (4) must be equal to the number of rows "
        + "contained in that section before the update (3), plus or minus the number of rows "
        + "inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the "
        + "number of rows moved into or out of that section (0 moved in, 0 moved out).")
  }

  @Test func message23CountsMovesBetweenSectionsOnly() {
    let update = BatchUpdate(movedRows: [
      RowMove(from: path(0, 0), to: path(1, 0)), RowMove(from: path(0, 1), to: path(0, 0)),
    ])
    #expect(
      reason(update, old: [2, 1], new: [2, 2])
        == "Invalid update: invalid number of rows in section 0. The number of rows contained in "
        + "an existing section after the update (2) must be equal to the number of rows "
        + "contained in that section before the update (2), plus or minus the number of rows "
        + "inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the "
        + "number of rows moved into or out of that section (0 moved in, 1 moved out).")
  }

  @Test func aMoveAcrossSectionsThatAddsUpPasses() {
    let update = BatchUpdate(movedRows: [RowMove(from: path(0, 0), to: path(1, 0))])
    #expect(reason(update, old: [2, 1], new: [1, 2]) == nil)
  }

  @Test func aReloadBesideAnInsertPassesBecauseItsInsertShifts() {
    let update = BatchUpdate(insertedRows: [path(0, 0)], reloadedRows: [path(0, 1)])
    #expect(reason(update, old: [3], new: [4]) == nil)
  }

  @Test func aSectionDeleteSwallowsTheRowDeletesInsideIt() {
    let update = BatchUpdate(deletedSections: [0], deletedRows: [path(0, 9)])
    #expect(reason(update, old: [2, 1], new: [1]) == nil)
  }

  @Test func aSectionInsertSwallowsTheRowInsertsInsideIt() {
    let update = BatchUpdate(insertedSections: [1], insertedRows: [path(1, 0), path(1, 1)])
    #expect(reason(update, old: [2], new: [2, 5]) == nil)
  }

  @Test func duplicateDeletesAndIdenticalMovesAreDropped() {
    let update = BatchUpdate(
      deletedRows: [path(0, 0), path(0, 0)],
      movedRows: [
        RowMove(from: path(0, 1), to: path(0, 2)), RowMove(from: path(0, 1), to: path(0, 2)),
      ])
    #expect(reason(update, old: [4], new: [3]) == nil)
  }

  @Test func movingSectionsAroundWithRowChangesInsideIsRejected() {
    let update = BatchUpdate(
      movedSections: [SectionMove(from: 0, to: 1), SectionMove(from: 1, to: 0)],
      deletedRows: [path(0, 0)], insertedRows: [path(0, 0)])
    // Old section 0 (2 rows, one deleted) is new section 1; old 1 (1 row, one inserted) is 0.
    // UIKit cannot change rows inside a moved section in the same batch (it fails its count
    // check, radar 27041784): the rule is pinned here with message #2.
    #expect(
      reason(update, old: [2, 1], new: [2, 1])
        == "attempt to perform a delete and a move from the same section (0)")
  }

  // The rules the diff's own checks used to keep in a test-only copy, now the table view's too.

  @Test func aRowDeletedFromAMovedSectionIsMessage2() {
    let update = BatchUpdate(
      movedSections: [SectionMove(from: 1, to: 0)], deletedRows: [path(1, 0)])
    #expect(
      reason(update, old: [1, 2], new: [1, 1])
        == "attempt to perform a delete and a move from the same section (1)")
  }

  @Test func aRowMovedWithinAMovedSectionIsMessage2() {
    let update = BatchUpdate(
      movedSections: [SectionMove(from: 1, to: 0)],
      movedRows: [RowMove(from: path(1, 1), to: path(1, 0))])
    #expect(
      reason(update, old: [1, 2], new: [2, 1])
        == "attempt to perform a delete and a move from the same section (1)")
  }

  @Test func aRowInsertedIntoAMovedSectionIsMessage7() {
    let update = BatchUpdate(
      movedSections: [SectionMove(from: 1, to: 0)], insertedRows: [path(0, 0)])
    #expect(
      reason(update, old: [1, 1], new: [2, 1])
        == "attempt to perform an insert and a move to the same section (0)")
  }

  @Test func aRowMovedIntoAMovedSectionIsMessage7() {
    let update = BatchUpdate(
      movedSections: [SectionMove(from: 0, to: 1)],
      movedRows: [RowMove(from: path(1, 0), to: path(1, 1))])
    #expect(
      reason(update, old: [1, 1], new: [0, 2])
        == "attempt to perform an insert and a move to the same section (1)")
  }

  @Test func aSectionInsertAndMoveToTheSameSectionIsMessage7() {
    let update = BatchUpdate(insertedSections: [1], movedSections: [SectionMove(from: 0, to: 1)])
    #expect(
      reason(update, old: [1, 1], new: [1, 1, 1])
        == "attempt to perform an insert and a move to the same section (1)")
  }

  @Test func aLegalCrossSectionMoveIsAccepted() {
    let update = BatchUpdate(movedRows: [RowMove(from: path(0, 1), to: path(1, 0))])
    #expect(reason(update, old: [3, 1], new: [2, 2]) == nil)
  }

  // Each rule at its boundary: the last index that exists passes, the first one past it throws.
  // The messages above pin the words; these pin where each rule starts to apply.

  @Test func deletingTheLastRowPassesAndTheRowAfterItIsMessage6() {
    #expect(reason(BatchUpdate(deletedRows: [path(0, 1)]), old: [2], new: [1]) == nil)
    #expect(
      reason(BatchUpdate(deletedRows: [path(0, 2)]), old: [2], new: [1])
        == "attempt to delete row 2 from section 0 which only contains 2 rows before the update")
  }

  @Test func insertingAtTheNewLastRowPassesAndAtTheNewCountIsMessage11() {
    #expect(reason(BatchUpdate(insertedRows: [path(0, 2)]), old: [2], new: [3]) == nil)
    #expect(
      reason(BatchUpdate(insertedRows: [path(0, 3)]), old: [2], new: [3])
        == "attempt to insert row 3 into section 0, but there are only 3 rows in section 0 after "
        + "the update")
  }

  @Test func movingFromTheLastRowPassesAndFromTheOldCountIsMessage15() {
    let last = BatchUpdate(movedRows: [RowMove(from: path(0, 2), to: path(0, 0))])
    #expect(reason(last, old: [3], new: [3]) == nil)
    let past = BatchUpdate(movedRows: [RowMove(from: path(0, 3), to: path(0, 0))])
    #expect(
      reason(past, old: [3], new: [3])
        == "attempt to move index path (0 - 3) that does not exist - there are only 3 rows in "
        + "section 0 before the update")
  }

  @Test func movingToTheLastRowPassesAndToTheNewCountIsMessage17() {
    let last = BatchUpdate(movedRows: [RowMove(from: path(0, 0), to: path(0, 2))])
    #expect(reason(last, old: [3], new: [3]) == nil)
    let past = BatchUpdate(movedRows: [RowMove(from: path(0, 0), to: path(0, 3))])
    #expect(
      reason(past, old: [3], new: [3])
        == "attempt to move index path (0 - 0) to index path (0 - 3) that does not exist - there "
        + "are only 3 rows in section 0 after the update")
  }

  @Test func aReloadPushedToTheNewLastRowPassesAndOnePastItIsMessage11() {
    // The insert above shifts the reloaded row 1 to row 2.
    let update = BatchUpdate(insertedRows: [path(0, 0)], reloadedRows: [path(0, 1)])
    #expect(reason(update, old: [2], new: [3]) == nil)
    #expect(
      reason(update, old: [2], new: [2])
        == "attempt to insert row 2 into section 0, but there are only 2 rows in section 0 after "
        + "the update")
  }

  @Test func deletingTheLastSectionPassesAndTheSectionAfterItIsMessage4() {
    #expect(reason(BatchUpdate(deletedSections: [1]), old: [1, 1], new: [1]) == nil)
    #expect(
      reason(BatchUpdate(deletedSections: [2]), old: [1, 1], new: [1])
        == "attempt to delete section 2, but there are only 2 sections before the update")
  }

  @Test func insertingAtTheNewLastSectionPassesAndAtTheNewCountIsMessage9() {
    #expect(reason(BatchUpdate(insertedSections: [1]), old: [1], new: [1, 1]) == nil)
    #expect(
      reason(BatchUpdate(insertedSections: [2]), old: [1], new: [1, 1])
        == "attempt to insert section 2 but there are only 2 sections after the update")
  }

  @Test func aReloadedSectionCountsAsOneDeletedAndOneInserted() {
    // Its rows are new: the count of a reloaded section may change freely.
    #expect(reason(BatchUpdate(reloadedSections: [1]), old: [1, 2], new: [1, 5]) == nil)
    #expect(
      reason(BatchUpdate(reloadedSections: [1]), old: [1, 2], new: [1])
        == "Invalid update: invalid number of sections. The number of sections contained in the "
        + "table view after the update (1) must be equal to the number of sections contained in "
        + "the table view before the update (2), plus or minus the number of sections inserted "
        + "or deleted (1 inserted, 1 deleted).")
  }

  @Test func aSectionDeletedAndReloadedInOneBatchCountsOnceAsDeletedAndNeverAsInserted() {
    // The delete swallows the reload: one section fewer, whatever the reload would have added.
    let update = BatchUpdate(deletedSections: [0], reloadedSections: [0])
    #expect(reason(update, old: [3, 1], new: [1]) == nil)
    #expect(
      reason(update, old: [3, 1], new: [4, 1])
        == "Invalid update: invalid number of sections. The number of sections contained in the "
        + "table view after the update (2) must be equal to the number of sections contained in "
        + "the table view before the update (2), plus or minus the number of sections inserted "
        + "or deleted (0 inserted, 1 deleted).")
    // Beside it, a section only reloaded still counts as one deleted and one inserted.
    let both = BatchUpdate(deletedSections: [0], reloadedSections: [0, 1])
    #expect(reason(both, old: [3, 1], new: [2]) == nil)
    #expect(
      reason(both, old: [3, 1], new: [2, 2])
        == "Invalid update: invalid number of sections. The number of sections contained in the "
        + "table view after the update (2) must be equal to the number of sections contained in "
        + "the table view before the update (2), plus or minus the number of sections inserted "
        + "or deleted (1 inserted, 2 deleted).")
  }

  @Test func twoRowsMovedToOnePlaceFromDifferentSectionsIsMessage21() {
    let update = BatchUpdate(movedRows: [
      RowMove(from: path(0, 0), to: path(1, 1)), RowMove(from: path(1, 0), to: path(1, 1)),
    ])
    #expect(
      reason(update, old: [1, 1], new: [0, 2])
        == "attempt to move both row at index path (0 - 0) and (1 - 0) to (1 - 1)")
  }

  @Test func deletingTheFirstOfSeveralMovedRowsIsMessage3() {
    let update = BatchUpdate(
      deletedRows: [path(0, 0)],
      movedRows: [
        RowMove(from: path(0, 0), to: path(0, 1)), RowMove(from: path(0, 2), to: path(0, 0)),
      ])
    #expect(
      reason(update, old: [3], new: [2])
        == "attempt to perform a delete and a move from the same index path (0 - 0)")
  }

  @Test func aRowReloadedInsideAMovedSectionPasses() {
    // A reload changes no count, so it is not one of the row changes a moved section refuses.
    let update = BatchUpdate(
      movedSections: [SectionMove(from: 0, to: 1), SectionMove(from: 1, to: 0)],
      reloadedRows: [path(0, 0)])
    #expect(reason(update, old: [1, 2], new: [2, 1]) == nil)
  }

  @Test func aMoveBetweenSectionsThatShiftedIsCountedByTheirNewPlaces() {
    // Old section 1 is new section 0 and old 2 is new 1: the move leaves new section 0.
    let update = BatchUpdate(
      deletedSections: [0], movedRows: [RowMove(from: path(1, 0), to: path(1, 1))])
    #expect(reason(update, old: [1, 2, 1], new: [1, 2]) == nil)
  }

  @Test func aMoveWithinASectionThatShiftedIsNoMoveInOrOut() {
    // Old section 1 is new section 0: the row stays in its section.
    let update = BatchUpdate(
      deletedSections: [0], movedRows: [RowMove(from: path(1, 0), to: path(0, 1))])
    #expect(reason(update, old: [1, 2, 1], new: [2, 1]) == nil)
  }
}
