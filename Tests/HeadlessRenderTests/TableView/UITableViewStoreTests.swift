import HeadlessRender
import HeadlessTestSupport
import ListKit
import TestSupport
import Testing

/// The table as a `SectionStore`'s view: header reconfigures and update marks across the
/// stages of one store update.
@MainActor
@Suite struct UITableViewStoreTests {
  @Test func reconfiguringAHeaderRedrawsItsTitleWithoutTouchingCells() throws {
    let spy = TableSpy([["apple", "pear"], ["kale"]])
    spy.headerTitles = [0: "FRUIT", 1: "VEG"]
    let table = makeTable(spy, width: 10, height: 5)
    try table.layoutVisibleRows()
    let cells = table.visibleCells
    spy.headerTitles[1] = "GREENS"
    spy.clearLog()
    try table.reconfigureSectionHeaders(at: [1])
    #expect(
      table.renderedLines == [
        header("FRUIT", width: 10), "apple", "pear", header("GREENS", width: 10), "kale",
      ])
    #expect(spy.log.isEmpty)
    #expect(table.visibleCells.map(ObjectIdentifier.init) == cells.map(ObjectIdentifier.init))
    #expect(cells.allSatisfy { ($0 as? TextCell)?.preparedForReuseCount == 0 })
  }

  @Test func aHeaderThatGainsATitleMovesTheRowsBelowItDown() throws {
    let spy = TableSpy([["apple"], ["kale"]])
    spy.headerTitles = [1: "VEG"]
    let table = makeTable(spy, width: 10, height: 4)
    try table.layoutVisibleRows()
    #expect(table.renderedLines == ["apple", header("VEG", width: 10), "kale", ""])
    spy.headerTitles[0] = "FRUIT"
    try table.reconfigureSectionHeaders(at: [0, 7])
    #expect(
      table.renderedLines == [
        header("FRUIT", width: 10), "apple", header("VEG", width: 10), "kale",
      ])
    #expect(table.gridRectForRow(at: path(1, 0)) == GridRect(x: 0, y: 3, width: 10, height: 1))
    spy.headerTitles[0] = nil
    try table.reconfigureSectionHeaders(at: [0])
    #expect(table.renderedLines == ["apple", header("VEG", width: 10), "kale", ""])
  }

  @Test func aStoreUpdateThatRenamesASectionRedrawsOnlyItsHeader() throws {
    let store = SectionStore(sections: [rows("a", 1, 2), rows("b", 3)])
    let source = SectionsDataSource { store.sections }
    let table = makeTable(source, height: 5)
    store.view = table.batchUpdating
    try table.layoutVisibleRows()
    let cells = table.visibleCells
    try store.update([rows("a", 1, 2), rows("b", 3, title: "bees")])
    #expect(
      table.renderedLines == [header("a", width: 20), "1", "2", header("bees", width: 20), "3"])
    #expect(table.visibleCells.map(ObjectIdentifier.init) == cells.map(ObjectIdentifier.init))
    #expect(cells.allSatisfy { ($0 as? TextCell)?.configuredCount == 1 })
  }

  @Test func aSectionMovedAndRenamedInOneUpdateIsDrawnWithItsNewTitleWhereItLands() throws {
    let store = SectionStore(sections: [rows("a", 1), rows("b", 2), rows("c", 3)])
    let source = SectionsDataSource { store.sections }
    let table = makeTable(source, height: 6)
    store.view = table.batchUpdating
    try table.layoutVisibleRows()
    try store.update([rows("c", 3, title: "cats"), rows("a", 1), rows("b", 2)])
    // The move's batch reads every title again, so the table shows the new one whichever
    // header the store then reconfigures: the index is pinned by ChangesetTests.
    #expect(
      table.renderedLines == [
        header("cats", width: 20), "3", header("a", width: 20), "1", header("b", width: 20), "2",
      ])
  }

  @Test func marksFollowTheirRowsUntilCleared() throws {
    let spy = TableSpy([["a", "b"]])
    let table = makeTable(spy, height: 5)
    try table.layoutVisibleRows()
    spy.sections = [["new", "a", "b"]]
    try table.tryInsertRows(at: [path(0, 0)])
    spy.sections = [["newer", "new", "a", "b"]]
    try table.tryInsertRows(at: [path(0, 0)])
    // The first insert's mark moved down with its row.
    #expect(table.lastUpdateMarks == [path(0, 0): .inserted, path(0, 1): .inserted])
    spy.sections = [["newer", "b", "a"]]
    try table.tryPerformBatchUpdates {
      try table.tryDeleteRows(at: [path(0, 1)])
      try table.tryMoveRow(at: path(0, 3), to: path(0, 1))
    }
    // The deleted row took its mark along; the moved row gained one.
    #expect(table.lastUpdateMarks == [path(0, 0): .inserted, path(0, 1): .moved])
    table.clearUpdateMarks()
    #expect(table.lastUpdateMarks.isEmpty)
    spy.sections = [["newer", "a", "b"]]
    try table.tryMoveRow(at: path(0, 2), to: path(0, 1))
    #expect(table.lastUpdateMarks == [path(0, 1): .moved])
  }

  @Test func aRowInsertedThenMovedOrReconfiguredStillShowsAsInserted() throws {
    let spy = TableSpy([["a"]])
    let table = makeTable(spy, height: 5)
    try table.layoutVisibleRows()
    spy.sections = [["a", "new"]]
    try table.tryInsertRows(at: [path(0, 1)])
    spy.sections = [["new", "a"]]
    try table.tryMoveRow(at: path(0, 1), to: path(0, 0))
    try table.tryReconfigureRows(at: [path(0, 0), path(0, 1)])
    #expect(table.lastUpdateMarks == [path(0, 0): .inserted, path(0, 1): .reconfigured])
  }

  @Test func aThreeStageStoreUpdateMarksEveryStagesRowsInTheirFinalPlaces() throws {
    let store = SectionStore(sections: [rows("A", 1, 2), rows("B", 3)])
    let source = SectionsDataSource { store.sections }
    let table = makeTable(source, height: 10)
    store.view = table.batchUpdating
    try table.layoutVisibleRows()
    var new = [rows("C", 2, 9), rows("B", 3, 1)]
    new[1].items[0].content = 1
    // Stage 1 inserts C holding 9, stage 2 moves 2 into C and 1 into B, stage 3 deletes A;
    // then 3 is reconfigured. The last stage alone marks nothing.
    #expect(try Changeset(from: store.sections, to: new).stages.count == 3)
    try store.update(new)
    #expect(
      table.lastUpdateMarks == [
        path(0, 0): .moved, path(0, 1): .inserted, path(1, 0): .reconfigured, path(1, 1): .moved,
      ])
    #expect(
      table.renderedLines == [
        header("C", width: 20), "2", "9", header("B", width: 20), "3:1", "1", "", "", "", "",
      ])
    // Off screen or not, every stage's changes are counted; A's rows went with A, which is
    // named by its title.
    var summary = ListUpdateSummary()
    summary.sections.inserted = 1
    summary.sections.deleted = 1
    summary.sections.deletedNames = ["A"]
    summary.rows.moved = 2
    summary.rows.reconfigured = 1
    #expect(table.lastUpdateSummary == summary)
  }
}
