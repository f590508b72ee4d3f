import HeadlessRender
import HeadlessTestSupport
import ListKit
import TestSupport
import Testing

/// Prefetch hints across reloads and batches: a hint the table no longer needs is cancelled.
@MainActor
@Suite struct UITableViewPrefetchTests {
  private func prefetchingTable(
    _ spy: TableSpy, expecting firstHints: String = "prefetch [[0, 3], [0, 4]]"
  ) throws -> UITableView {
    let table = makeTable(spy)
    table.prefetchDataSource = spy
    table.prefetchDistance = 2
    try table.layoutVisibleRows()
    #expect(spy.log.last == firstHints)
    spy.clearLog()
    return table
  }

  @Test func reloadDataCancelsTheOutstandingHintsAndTheNextLayoutHintsAgain() throws {
    let spy = TableSpy(rows: 10)
    let table = try prefetchingTable(spy)
    table.reloadData()
    #expect(spy.log.last == "cancel [[0, 3], [0, 4]]")
    try table.layoutVisibleRows()
    #expect(spy.log.last == "prefetch [[0, 3], [0, 4]]")
  }

  @Test func deletingAHintedRowCancelsItsHintAndHintsTheRowThatTakesItsPlace() throws {
    let spy = TableSpy(rows: 10)
    let table = try prefetchingTable(spy)
    spy.sections[0].remove(at: 3)
    try table.tryDeleteRows(at: [path(0, 3)])
    // Old row 4 is now row 3, still hinted; old row 5 moved up into the window as row 4.
    #expect(spy.log == ["sections", "rows 0", "cancel [[0, 3]]", "prefetch [[0, 4]]"])
  }

  @Test func reloadingAHintedRowCancelsItsHint() throws {
    let spy = TableSpy(rows: 10)
    let table = try prefetchingTable(spy)
    spy.sections[0][4] = "row 4 changed"
    try table.tryReloadRows(at: [path(0, 4)])
    #expect(spy.log == ["sections", "rows 0", "cancel [[0, 4]]", "prefetch [[0, 4]]"])
  }

  @Test func hintsFollowTheirRowsAndThoseThatLeaveTheWindowAreCancelled() throws {
    let spy = TableSpy(rows: 10)
    let table = try prefetchingTable(spy)
    spy.sections[0].insert("new", at: 0)
    try table.tryInsertRows(at: [path(0, 0)])
    // Old rows 3 and 4 are rows 4 and 5: row 4 stays in the window, row 5 leaves it, and old
    // row 2, pushed off screen as row 3, is hinted.
    #expect(
      spy.log == [
        "sections", "rows 0", "didEndDisplaying [0, 3]", "cell [0, 0]", "willDisplay [0, 0]",
        "cancel [[0, 5]]", "prefetch [[0, 3]]",
      ])
  }

  @Test func aBatchThatFallsBackToAFullReloadCancelsEveryHint() throws {
    let spy = TableSpy([["a", "b"], ["c", "d", "e", "f"]])
    let table = try prefetchingTable(spy, expecting: "prefetch [[1, 1], [1, 2]]")
    spy.sections = [["c", "a", "d", "e", "f"]]
    try table.tryPerformBatchUpdates {
      try table.tryDeleteSections([0])
      try table.tryMoveRow(at: path(0, 0), to: path(0, 1))
    }
    #expect(spy.log.filter { $0.hasPrefix("cancel") } == ["cancel [[1, 1], [1, 2]]"])
    #expect(spy.log.last == "prefetch [[0, 3], [0, 4]]")
  }
}
