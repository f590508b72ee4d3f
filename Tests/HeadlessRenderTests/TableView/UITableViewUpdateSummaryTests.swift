import HeadlessRender
import HeadlessTestSupport
import ListKit
import TestSupport
import Testing

/// The table's count of what its updates changed, on screen or not, until the marks are
/// cleared.
@MainActor
@Suite struct UITableViewUpdateSummaryTests {
  @Test func rowsInsertedAndDeletedBelowTheViewportAreCounted() throws {
    let spy = TableSpy(rows: 10)
    let table = makeTable(spy, height: 3)
    try table.layoutVisibleRows()
    spy.sections = [Array(spy.sections[0].dropLast(2)) + ["new 1", "new 2", "new 3"]]
    try table.tryPerformBatchUpdates {
      try table.tryDeleteRows(at: [path(0, 8), path(0, 9)])
      try table.tryInsertRows(at: [path(0, 8), path(0, 9), path(0, 10)])
    }
    // Nothing on screen changed: no visible row is marked, but the summary says what happened.
    #expect(table.visibleRowIndexPaths.allSatisfy { table.lastUpdateMarks[$0] == nil })
    #expect(table.lastUpdateSummary.description == "3 rows inserted · 2 rows deleted")
  }

  @Test func aSectionsRowsAreCountedWithTheSectionNotAgainAsRows() throws {
    let spy = TableSpy([["a"]])
    let table = makeTable(spy, height: 5)
    try table.layoutVisibleRows()
    spy.sections = [["b", "c"], ["a"]]
    try table.tryInsertSections([0])
    #expect(table.lastUpdateSummary.sections.inserted == 1)
    #expect(table.lastUpdateSummary.rows.inserted == 0)
    spy.sections = [["a"]]
    try table.tryDeleteSections([0])
    #expect(table.lastUpdateSummary.description == "1 section inserted · 1 section deleted")
  }

  @Test func movesReloadsAndReconfiguresAddUpAcrossBatches() throws {
    let spy = TableSpy([["a", "b", "c"], ["d"]])
    let table = makeTable(spy, height: 5)
    try table.layoutVisibleRows()
    spy.sections = [["b", "a", "c"], ["d"]]
    try table.tryMoveRow(at: path(0, 0), to: path(0, 1))
    try table.tryReloadRows(at: [path(0, 2)])
    try table.tryReloadSections([1])
    // A reconfigured row off screen counts too.
    try table.tryReconfigureRows(at: [path(0, 0), path(1, 0), path(7, 0)])
    #expect(
      table.lastUpdateSummary.description
        == "1 section reloaded · 1 row moved · 1 row reloaded · 2 rows reconfigured")
  }

  @Test func aReconfiguredHeaderIsCounted() throws {
    let spy = TableSpy([["a"], ["b"]])
    spy.headerTitles = [0: "A"]
    let table = makeTable(spy, height: 5)
    try table.layoutVisibleRows()
    spy.headerTitles[1] = "B"
    try table.reconfigureSectionHeaders(at: [1, 9])
    #expect(table.lastUpdateSummary.description == "1 header reconfigured")
  }

  @Test func reloadDataSaysSoAndClearingTheMarksEmptiesTheSummary() throws {
    let spy = TableSpy(rows: 3)
    let table = makeTable(spy, height: 5)
    try table.layoutVisibleRows()
    spy.sections[0].append("row 3")
    try table.tryInsertRows(at: [path(0, 3)])
    table.reloadData()
    #expect(table.lastUpdateSummary.description == "data reloaded · 1 row inserted")
    #expect(table.lastUpdateMarks.isEmpty)
    table.clearUpdateMarks()
    #expect(table.lastUpdateSummary.isEmpty)
  }

  @Test func aRejectedBatchCountsNothing() throws {
    let spy = TableSpy(rows: 3)
    let table = makeTable(spy, height: 5)
    try table.layoutVisibleRows()
    #expect(throws: TableViewError.self) { try table.tryInsertRows(at: [path(0, 3)]) }
    #expect(table.lastUpdateSummary.isEmpty)
  }

  @Test func deletedRowsOnScreenAreNamedByTheirTextTheOthersCountedAsMore() throws {
    let spy = TableSpy(rows: 10)
    let table = makeTable(spy, height: 3)
    try table.layoutVisibleRows()
    spy.sections[0].removeSubrange(8...9)
    spy.sections[0].removeSubrange(0...1)
    // Rows 0 and 1 are on screen, rows 8 and 9 below it.
    try table.tryDeleteRows(at: [path(0, 9), path(0, 1), path(0, 8), path(0, 0)])
    #expect(table.lastUpdateSummary.description == "4 rows deleted (row 0, row 1, 2 more)")
  }

  @Test func oneDeletedRowIsNamedAndNoneOnScreenLeavesTheCountBare() throws {
    let spy = TableSpy(rows: 10)
    let table = makeTable(spy, height: 3)
    try table.layoutVisibleRows()
    spy.sections[0].remove(at: 1)
    try table.tryDeleteRows(at: [path(0, 1)])
    #expect(table.lastUpdateSummary.description == "1 row deleted (row 1)")
    table.clearUpdateMarks()
    spy.sections[0].remove(at: 7)
    try table.tryDeleteRows(at: [path(0, 7)])
    #expect(table.lastUpdateSummary.description == "1 row deleted")
  }

  @Test func aDeletedRowShowingNoTextIsNotNamed() throws {
    let spy = TableSpy([["", "b"]])
    let table = makeTable(spy, height: 3)
    try table.layoutVisibleRows()
    spy.sections = [[]]
    try table.tryDeleteRows(at: [path(0, 0), path(0, 1)])
    #expect(table.lastUpdateSummary.description == "2 rows deleted (b, 1 more)")
  }

  @Test func deletedSectionsAreNamedByTheirHeaderTitlesOnScreenOrNot() throws {
    let spy = TableSpy([["a"], ["b"], ["c"], ["d"]])
    spy.headerTitles = [0: "Today", 3: "Last week"]
    let table = makeTable(spy, height: 3)
    try table.layoutVisibleRows()
    spy.sections = [["c"]]
    spy.headerTitles = [:]
    // Section 3 is below the viewport; section 1 has no title.
    try table.tryDeleteSections([3, 1, 0])
    #expect(
      table.lastUpdateSummary.description == "3 sections deleted (Today, Last week, 1 more)")
  }

  @Test func rowsOfADeletedSectionAreNotNamedAgainAsRows() throws {
    let spy = TableSpy([["a", "b"], ["c"]])
    spy.headerTitles = [0: "First"]
    let table = makeTable(spy, height: 5)
    try table.layoutVisibleRows()
    spy.sections = [["c"]]
    spy.headerTitles = [:]
    try table.tryDeleteSections([0])
    #expect(table.lastUpdateSummary.description == "1 section deleted (First)")
  }
}
