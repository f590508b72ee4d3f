import HeadlessRender
import HeadlessTestSupport
import ListKit
import TestSupport
import Testing

/// Self-sizing rows measured again when what their height depends on changes: the table's
/// width, or the content of a reconfigured row.
@MainActor
@Suite struct UITableViewSelfSizingTests {
  @Test func narrowingTheTableMeasuresTheVisibleRowsAgainInTheirCells() throws {
    let spy = TableSpy([["abcdefghij", "abc", "abcdefghij"]])
    let table = makeTable(spy, width: 10, height: 6)
    table.rowHeight = UITableView.automaticDimension
    try table.layoutVisibleRows()
    #expect(table.contentHeight == 3)
    let cells = table.visibleCells
    spy.clearLog()
    table.gridFrame = GridRect(x: 0, y: 0, width: 5, height: 6)
    try table.layoutVisibleRows()
    // Ten characters in five columns take two lines.
    #expect(table.gridRectForRow(at: path(0, 1)) == GridRect(x: 0, y: 2, width: 5, height: 1))
    #expect(table.gridRectForRow(at: path(0, 2)) == GridRect(x: 0, y: 3, width: 5, height: 2))
    #expect(table.contentHeight == 5)
    #expect(table.visibleCells.map(ObjectIdentifier.init) == cells.map(ObjectIdentifier.init))
    #expect(!spy.log.contains { $0.hasPrefix("cell") })
  }

  @Test func aRowScrolledToLandsWhereAskedThoughTheRowsOnTheWayAreTallerThanTheirEstimate()
    throws
  {
    // Rows of three lines, estimated at one until they show: the row's place, its height and
    // the content's end are all estimates when the scroll starts.
    let spy = TableSpy([(0..<20).map { "row \($0)|-|-" }])
    let table = makeTable(spy, height: 6)
    table.rowHeight = UITableView.automaticDimension
    try table.layoutVisibleRows()
    func rect(_ row: Int) throws -> GridRect {
      try #require(table.gridRectForRow(at: path(0, row)))
    }

    // Below the viewport, .none brings the row's bottom to the viewport's bottom.
    table.scrollToRow(at: path(0, 12), at: .none, animated: false)
    #expect(try rect(12).height == 3)
    #expect(try rect(12).maxY == table.contentOffsetLine + 6)
    // .top puts the row at the top, even near the end the estimates put too close.
    table.scrollToRow(at: path(0, 17), at: .top, animated: false)
    #expect(try rect(17).minY == table.contentOffsetLine)
    // .bottom puts the last row's bottom at the viewport's bottom: the content's real end.
    table.scrollToRow(at: path(0, 19), at: .bottom, animated: false)
    #expect(try rect(19).maxY == table.contentOffsetLine + 6)
    #expect(table.contentOffsetLine == table.contentHeight - 6)
    // Above the viewport, .none brings the row's top to the viewport's top.
    table.scrollToRow(at: path(0, 3), at: .none, animated: false)
    #expect(try rect(3).minY == table.contentOffsetLine)
  }

  @Test func rowsFarShorterThanTheirEstimateFillTheViewportMeasured() throws {
    // Estimated at ten lines, measured at one: each pass measures the two rows the estimates
    // let in, so filling twenty lines takes ten passes.
    let spy = TableSpy([(0..<50).map { "row \($0)" }])
    let table = makeTable(spy, height: 20)
    table.rowHeight = UITableView.automaticDimension
    table.estimatedRowHeight = 220
    try table.layoutVisibleRows()
    #expect(table.indexPathsForVisibleRows == (0..<20).map { path(0, $0) })
    #expect(try #require(table.gridRectForRow(at: path(0, 19))).maxY == 20)
  }

  @Test func wideningTheTableShrinksRowsThatNoLongerWrap() throws {
    let spy = TableSpy([["abcdefghij", "abc"]])
    let table = makeTable(spy, width: 5, height: 6)
    table.rowHeight = UITableView.automaticDimension
    try table.layoutVisibleRows()
    #expect(table.gridRectForRow(at: path(0, 1)) == GridRect(x: 0, y: 2, width: 5, height: 1))
    table.gridFrame = GridRect(x: 0, y: 0, width: 20, height: 6)
    try table.layoutVisibleRows()
    #expect(table.gridRectForRow(at: path(0, 1)) == GridRect(x: 0, y: 1, width: 20, height: 1))
    #expect(table.contentHeight == 2)
  }

  @Test func reconfiguringAVisibleRowMeasuresItsNewContent() throws {
    let spy = TableSpy([["one", "two", "three"]])
    let table = makeTable(spy, height: 6)
    table.rowHeight = UITableView.automaticDimension
    try table.layoutVisibleRows()
    spy.sections[0][0] = "one|and a half"
    try table.tryReconfigureRows(at: [path(0, 0)])
    #expect(table.gridRectForRow(at: path(0, 0)) == GridRect(x: 0, y: 0, width: 20, height: 2))
    #expect(table.gridRectForRow(at: path(0, 1)) == GridRect(x: 0, y: 2, width: 20, height: 1))
    #expect(table.contentHeight == 4)
  }

  @Test func reconfiguringARowOffScreenForgetsItsHeightUntilItShowsAgain() throws {
    let spy = TableSpy([["a", "b", "c", "d|d"]])
    let table = makeTable(spy, height: 2)
    table.rowHeight = UITableView.automaticDimension
    table.estimatedRowHeight = 88  // 4 lines
    try table.trySetContentOffsetLine(100)
    try table.trySetContentOffsetLine(0)
    // Row 3 was measured at 2 lines while on screen.
    #expect(table.gridRectForRow(at: path(0, 3))?.height == 2)
    spy.sections[0][3] = "d|d|d"
    try table.tryReconfigureRows(at: [path(0, 3)])
    #expect(table.gridRectForRow(at: path(0, 3))?.height == 4)
    try table.tryScrollToRow(at: path(0, 3), at: .bottom)
    #expect(table.gridRectForRow(at: path(0, 3))?.height == 3)
  }

  @Test func reloadingDataForgetsEveryMeasuredHeight() throws {
    let spy = TableSpy([["a|a", "b", "c", "d|d"]])
    let table = makeTable(spy, height: 2)
    table.rowHeight = UITableView.automaticDimension
    table.estimatedRowHeight = 88  // 4 lines
    // Scrolled through line by line, every row is measured.
    for offset in 0...4 { try table.trySetContentOffsetLine(offset) }
    try table.trySetContentOffsetLine(0)
    #expect(table.contentHeight == 6)
    spy.sections = [["a", "b|b|b", "c", "d"]]
    table.reloadData()
    try table.layoutVisibleRows()
    // Row 0 is on screen and measured again; the rest wait at the estimate until they show.
    #expect(table.gridRectForRow(at: path(0, 0))?.height == 1)
    #expect(table.gridRectForRow(at: path(0, 1))?.height == 3)
    #expect(table.gridRectForRow(at: path(0, 3))?.height == 4)
    try table.tryScrollToRow(at: path(0, 3), at: .bottom)
    #expect(table.gridRectForRow(at: path(0, 3))?.height == 1)
  }
}
