import Foundation
import TestSupport
import Testing
import UIKitBatchRules

@testable import ListKit

@Suite struct BatchReplayTests {
  @Test func deletesReadOldPositionsAndInsertsReadNewOnesAllAtOnce() throws {
    // Old [1, 2, 3, 4]: delete rows 0 and 2 (items 1 and 3), insert at new rows 0 and 2.
    let after = [section("s", 8, 2, 9, 4)]
    let result = try BatchReplay.apply(
      BatchUpdate(deletedRows: [path(0, 0), path(0, 2)], insertedRows: [path(0, 0), path(0, 2)]),
      to: [section("s", 1, 2, 3, 4)], after: after)
    #expect(result == after)
  }

  @Test func aMovedSectionCarriesItsRowsAndTheOthersCloseRanks() throws {
    let result = try BatchReplay.apply(
      BatchUpdate(movedSections: [SectionMove(from: 0, to: 2)]),
      to: [section("a", 1), section("b", 2), section("c", 3)],
      after: [section("b", 2), section("c", 3), section("a", 1)])
    #expect(result == [section("b", 2), section("c", 3), section("a", 1)])
  }

  @Test func whatTheBatchDoesNotTouchKeepsItsOldValueAndPlace() throws {
    // The data changed a row's content, a section's title and the order of two rows, but the
    // batch says nothing of it: the replay shows the table as UIKit would, not the new data.
    var after = [section("a", 2, 1, title: "A2"), section("b", 3)]
    after[1].items[0].content = 9
    let before = [section("a", 1, 2, title: "A1"), section("b", 3)]
    #expect(try BatchReplay.apply(BatchUpdate(), to: before, after: after) == before)
    // Only the inserted section is read from the data.
    let inserted = try BatchReplay.apply(
      BatchUpdate(insertedSections: [1]), to: before,
      after: [before[0], section("c", 7)] + after[1...])
    #expect(inserted == [before[0], section("c", 7), before[1]])
  }

  @Test func aRowMovingIntoAnInsertedSectionCannotBeReplayed() {
    let move = RowMove(from: path(0, 0), to: path(1, 0))
    #expect(throws: ReplayError.requiresFullReload(move: move)) {
      try BatchReplay.apply(
        BatchUpdate(insertedSections: [1], movedRows: [RowMove(from: path(0, 0), to: path(1, 0))]),
        to: [section("a", 1)], after: [section("a"), section("b", 1)])
    }
  }

  @Test func aReloadedRowKeepsItsShiftedPlaceAndTakesTheNewValue() throws {
    // Delete row 0 and reload row 2: row 2 lands at row 1, valued from the data after.
    var after = [section("s", 2, 3)]
    after[0].items[1].content = 5
    let result = try BatchReplay.apply(
      BatchUpdate(deletedRows: [path(0, 0)], reloadedRows: [path(0, 2)]),
      to: [section("s", 1, 2, 3)], after: after)
    #expect(result == after)
  }

  @Test func aReloadedSectionTakesAllOfItsNewData() throws {
    let after = [section("a", 7, 8, title: "A"), section("b", 2)]
    let result = try BatchReplay.apply(
      BatchUpdate(reloadedSections: [0]), to: [section("a", 1), section("b", 2)], after: after)
    #expect(result == after)
  }

  @Test func deletingAndReloadingTheSameRowCannotBeReplayed() {
    #expect(throws: ReplayError.rejected(.deleteAndReloadSameIndexPath(path(0, 0)))) {
      try BatchReplay.apply(
        BatchUpdate(deletedRows: [path(0, 0)], reloadedRows: [path(0, 0)]),
        to: [section("a", 1)], after: [section("a")])
    }
  }

  @Test func theMessagesSayWhatUIKitWouldDo() {
    #expect(
      "\(ReplayError.requiresFullReload(move: RowMove(from: path(0, 0), to: path(1, 0))))"
        == "full reload: row [0, 0] moves to [1, 0] across a section that is inserted, deleted"
        + " or reloaded")
    #expect(
      "\(ReplayError.rejected(.deleteAndReloadSameIndexPath(path(0, 0))))"
        == "attempt to delete and reload the same index path (0 - 0)")
  }

  @Test func aBatchUIKitRejectsIsNotReplayed() {
    // The same validator the table view runs: a wrong row count is rejected with its message.
    #expect(
      throws: ReplayError.rejected(
        .invalidRowCount(
          section: 0, after: 3, before: 1, inserted: 1, deleted: 0, movedIn: 0, movedOut: 0))
    ) {
      try BatchReplay.apply(
        BatchUpdate(insertedRows: [path(0, 0)]), to: [section("a", 1)],
        after: [section("a", 1, 2, 3)])
    }
  }

  @Test func aRowMovingOutOfADeletedSectionCannotBeReplayed() {
    let move = RowMove(from: path(0, 0), to: path(0, 1))
    #expect(throws: ReplayError.requiresFullReload(move: move)) {
      try BatchReplay.apply(
        BatchUpdate(deletedSections: [0], movedRows: [move]),
        to: [section("a", 1), section("b", 2)], after: [section("b", 2, 1)])
    }
  }

  @Test func aRowMovingIntoAReloadedSectionCannotBeReplayed() {
    let move = RowMove(from: path(0, 0), to: path(1, 0))
    #expect(throws: ReplayError.requiresFullReload(move: move)) {
      try BatchReplay.apply(
        BatchUpdate(reloadedSections: [1], movedRows: [move]),
        to: [section("a", 1), section("b", 2)], after: [section("a"), section("b", 1, 2)])
    }
  }
}
