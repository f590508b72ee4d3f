import Foundation
import HeadlessRender
import HeadlessTestSupport
import ListKit
import TestSupport
import Testing

/// Batches through the table: cached counts, the first-apply trap, nesting, rollback, cells
/// and marks.
@MainActor
@Suite struct UITableViewBatchUpdateTests {
  @Test func anInsertAfterTheDataChangedPassesOnceTheTableHasLoaded() throws {
    let spy = TableSpy(rows: 3)
    let table = makeTable(spy, height: 5)
    try table.layoutVisibleRows()
    spy.sections[0].append("row 3")
    spy.clearLog()
    try table.tryInsertRows(at: [path(0, 3)])
    #expect(spy.log == ["sections", "rows 0", "cell [0, 3]", "willDisplay [0, 3]"])
    #expect(table.numberOfRows(inSection: 0) == 4)
    #expect(table.lastUpdateMarks == [path(0, 3): .inserted])
  }

  @Test func theFirstBatchOfATableThatNeverLoadedCountsTheChangedDataAndFails() throws {
    let spy = TableSpy(rows: 3)
    let table = makeTable(spy)
    spy.sections[0].append("row 3")
    let error = try #require(throws: TableViewError.self) {
      try table.tryInsertRows(at: [path(0, 3)])
    }
    // The counts asked at the start of the batch already include the new row: 4 + 1 != 4.
    #expect(
      error.description
        == "Invalid update: invalid number of rows in section 0. The number of rows contained in "
        + "an existing section after the update (4) must be equal to the number of rows "
        + "contained in that section before the update (4), plus or minus the number of rows "
        + "inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the "
        + "number of rows moved into or out of that section (0 moved in, 0 moved out). Table "
        + "view: <UITableView; frame = (0, 0, 20x3); contentOffset = 0; sections = 1>")
    // As it was: never loaded; the next layout asks again and shows the data as it is.
    #expect(table.numberOfSections == 0)
    try table.layoutVisibleRows()
    #expect(table.numberOfRows(inSection: 0) == 4)
  }

  @Test func theStoresBatchChangesTheDataInsideTheBatchSoANewTableAcceptsIt() throws {
    let spy = TableSpy(rows: 3)
    let table = makeTable(spy)
    try table.performBatchUpdate(BatchUpdate(insertedRows: [path(0, 0)])) {
      spy.sections[0].insert("new", at: 0)
    }
    #expect(table.numberOfRows(inSection: 0) == 4)
    #expect((table.cellForRow(at: path(0, 0)) as? TextCell)?.text == "new")
  }

  @Test func onlyTheOutermostBatchRunsThePipeline() throws {
    let spy = TableSpy(rows: 3)
    let table = makeTable(spy)
    try table.layoutVisibleRows()
    var countsInside: [Int] = []
    try table.tryPerformBatchUpdates {
      spy.sections[0] += ["row 3", "row 4"]
      try table.tryInsertRows(at: [path(0, 3)])
      try table.tryPerformBatchUpdates {
        try table.tryInsertRows(at: [path(0, 4)])
      }
      countsInside.append(table.numberOfRows(inSection: 0))
    }
    #expect(countsInside == [3])
    #expect(table.numberOfRows(inSection: 0) == 5)
    #expect(table.lastUpdateMarks == [path(0, 3): .inserted, path(0, 4): .inserted])
  }

  @Test func aRejectedBatchLeavesCountsCellsAndMarksAsTheyWere() throws {
    let spy = TableSpy(rows: 3)
    let table = makeTable(spy)
    try table.layoutVisibleRows()
    spy.sections[0].insert("first", at: 0)
    try table.tryInsertRows(at: [path(0, 0)])
    let cells = table.visibleCells
    spy.sections[0] += ["x", "y"]
    spy.clearLog()
    let error = try #require(throws: TableViewError.self) {
      try table.tryInsertRows(at: [path(0, 4)])
    }
    #expect(
      error.reason
        == .invalidUpdate(
          .invalidRowCount(
            section: 0, after: 6, before: 4, inserted: 1, deleted: 0, movedIn: 0, movedOut: 0)))
    #expect(table.numberOfRows(inSection: 0) == 4)
    #expect(table.visibleCells.map(ObjectIdentifier.init) == cells.map(ObjectIdentifier.init))
    #expect(table.lastUpdateMarks == [path(0, 0): .inserted])
    #expect(spy.log == ["sections", "rows 0"])
  }

  @Test func aMoveIntoAnotherSectionIsCheckedAndReportedInThatSection() throws {
    let spy = TableSpy([["a", "b"], ["c"]])
    let table = makeTable(spy, height: 5)
    try table.layoutVisibleRows()
    spy.sections = [["b"], ["c", "a"]]
    let error = try #require(throws: TableViewError.self) {
      try table.tryMoveRow(at: path(0, 0), to: path(1, 2))
    }
    #expect(
      error.description
        == "attempt to move index path (0 - 0) to index path (1 - 2) that does not exist - there "
        + "are only 2 rows in section 1 after the update Table view: <UITableView; frame = "
        + "(0, 0, 20x5); contentOffset = 0; sections = 2>")
    spy.sections = [["b"], ["c", "a", "d"]]
    let count = try #require(throws: TableViewError.self) {
      try table.tryMoveRow(at: path(0, 0), to: path(1, 1))
    }
    #expect(
      count.description
        == "Invalid update: invalid number of rows in section 1. The number of rows contained in "
        + "an existing section after the update (3) must be equal to the number of rows "
        + "contained in that section before the update (1), plus or minus the number of rows "
        + "inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the "
        + "number of rows moved into or out of that section (1 moved in, 0 moved out). Table "
        + "view: <UITableView; frame = (0, 0, 20x5); contentOffset = 0; sections = 2>")
    spy.sections = [["b"], ["c", "a"]]
    try table.tryMoveRow(at: path(0, 0), to: path(1, 1))
    #expect(table.numberOfRows(inSection: 1) == 2)
    #expect((table.cellForRow(at: path(1, 1)) as? TextCell)?.text == "a")
  }

  @Test func anErrorThrownInsideTheBatchDiscardsItsChanges() throws {
    struct Interrupted: Error {}
    let spy = TableSpy(rows: 3)
    let table = makeTable(spy)
    try table.layoutVisibleRows()
    #expect(throws: Interrupted.self) {
      try table.tryPerformBatchUpdates {
        try table.tryDeleteRows(at: [path(0, 0)])
        throw Interrupted()
      }
    }
    spy.sections[0].append("row 3")
    try table.tryInsertRows(at: [path(0, 3)])
    #expect(table.numberOfRows(inSection: 0) == 4)
  }

  @Test func aMovedRowKeepsItsCellAndIsMarkedMoved() throws {
    let spy = TableSpy(rows: 3)
    let table = makeTable(spy)
    try table.layoutVisibleRows()
    let cell = try #require(table.cellForRow(at: path(0, 0)))
    spy.sections = [["row 1", "row 2", "row 0"]]
    try table.tryMoveRow(at: path(0, 0), to: path(0, 2))
    #expect(table.cellForRow(at: path(0, 2)) === cell)
    #expect(table.lastUpdateMarks == [path(0, 2): .moved])
  }

  @Test func aDeletedRowsCellLeavesAfterTheRowsBelowMoveUp() throws {
    let spy = TableSpy(rows: 5)
    let table = makeTable(spy)
    try table.layoutVisibleRows()
    let below = try #require(table.cellForRow(at: path(0, 2)))
    spy.sections[0].remove(at: 1)
    spy.clearLog()
    try table.tryDeleteRows(at: [path(0, 1)])
    #expect(table.cellForRow(at: path(0, 1)) === below)
    #expect(
      spy.log == [
        "sections", "rows 0", "cell [0, 2]", "willDisplay [0, 2]", "didEndDisplaying [0, 1]",
      ])
  }

  @Test func aReloadBesideAnInsertIsMarkedWhereTheRowEndsUp() throws {
    let spy = TableSpy(rows: 3)
    let table = makeTable(spy, height: 5)
    try table.layoutVisibleRows()
    spy.sections = [["new", "row 0", "row 1 changed", "row 2"]]
    try table.tryPerformBatchUpdates {
      try table.tryInsertRows(at: [path(0, 0)])
      try table.tryReloadRows(at: [path(0, 1)])
    }
    #expect(table.lastUpdateMarks == [path(0, 0): .inserted, path(0, 2): .reloaded])
    #expect((table.cellForRow(at: path(0, 2)) as? TextCell)?.text == "row 1 changed")
  }

  @Test func aRowMovedOutOfADeletedSectionFallsBackToAFullReload() throws {
    let spy = TableSpy([["a", "b"], ["c"]])
    let table = makeTable(spy)
    try table.layoutVisibleRows()
    spy.sections = [["c", "a"]]
    try table.tryPerformBatchUpdates {
      try table.tryDeleteSections([0])
      try table.tryMoveRow(at: path(0, 0), to: path(0, 1))
    }
    #expect(table.numberOfSections == 1)
    #expect(table.numberOfRows(inSection: 0) == 2)
    #expect(table.lastUpdateMarks.isEmpty)
    #expect(table.visibleCells.compactMap { ($0 as? TextCell)?.text } == ["c", "a"])
  }

  @Test func sectionChangesMarkEveryRowOfTheSection() throws {
    let spy = TableSpy([["a"], ["b", "c"]])
    let table = makeTable(spy, height: 6)
    try table.layoutVisibleRows()
    spy.sections = [["new 1", "new 2"], ["a"], ["b", "c"]]
    try table.tryInsertSections([0])
    #expect(table.lastUpdateMarks == [path(0, 0): .inserted, path(0, 1): .inserted])
  }

  @Test func reconfigureAfterABatchAddsToItsMarksAndReloadDataClearsThem() throws {
    let spy = TableSpy(rows: 3)
    let table = makeTable(spy)
    try table.layoutVisibleRows()
    spy.sections = [["row 0", "new", "row 1 changed", "row 2"]]
    try table.tryInsertRows(at: [path(0, 1)])
    try table.tryReconfigureRows(at: [path(0, 2)])
    #expect(table.lastUpdateMarks == [path(0, 1): .inserted, path(0, 2): .reconfigured])
    table.reloadData()
    #expect(table.lastUpdateMarks.isEmpty)
  }

  @Test func aMovedSectionTakesItsCellsAlongAndADeletedOneReturnsThem() throws {
    let spy = TableSpy([["a"], ["b"], ["c"]])
    let table = makeTable(spy, height: 6)
    try table.layoutVisibleRows()
    let a = try #require(table.cellForRow(at: path(0, 0)))
    let c = try #require(table.cellForRow(at: path(2, 0)))
    spy.sections = [["c"], ["a"]]
    spy.clearLog()
    try table.tryPerformBatchUpdates {
      try table.tryDeleteSections([1])
      try table.tryMoveSection(2, toSection: 0)
    }
    #expect(table.cellForRow(at: path(0, 0)) === c)
    #expect(table.cellForRow(at: path(1, 0)) === a)
    #expect(table.lastUpdateMarks == [path(0, 0): .moved])
    #expect(spy.log == ["sections", "rows 0", "rows 1", "didEndDisplaying [1, 0]"])
  }
}
