import HeadlessRender
import HeadlessTestSupport
import ListKit
import TestSupport
import Testing

/// The first layout, display callbacks, prefetching and scrolling.
@MainActor
@Suite struct UITableViewDisplayTests {
  @Test func theFirstLayoutAsksCountsThenHeightsThenCellAndWillDisplayPerVisibleRow() throws {
    let spy = TableSpy([["a", "b", "c"], ["d"]])
    spy.answersHeights = true
    let table = makeTable(spy, height: 2)
    try table.layoutVisibleRows()
    #expect(
      spy.log == [
        "sections", "rows 0", "rows 1",
        "height [0, 0]", "height [0, 1]", "height [0, 2]", "height [1, 0]",
        "cell [0, 0]", "willDisplay [0, 0]", "cell [0, 1]", "willDisplay [0, 1]",
      ])
  }

  @Test func nothingIsAskedBeforeTheFirstLayout() {
    let spy = TableSpy(rows: 3)
    let table = makeTable(spy)
    #expect(spy.log.isEmpty)
    #expect(table.numberOfSections == 0)
  }

  @Test func scrollingOneLineEndsTheTopRowAndDisplaysTheNextOne() throws {
    let spy = TableSpy(rows: 10)
    let table = makeTable(spy)
    try table.layoutVisibleRows()
    spy.clearLog()
    try table.trySetContentOffsetLine(1)
    #expect(spy.log == ["didEndDisplaying [0, 0]", "cell [0, 3]", "willDisplay [0, 3]"])
    #expect(table.indexPathsForVisibleRows == [path(0, 1), path(0, 2), path(0, 3)])
  }

  @Test func scrollingNeverAsksForTheCountsAgain() throws {
    let spy = TableSpy(rows: 10)
    let table = makeTable(spy)
    try table.layoutVisibleRows()
    spy.sections = [(0..<20).map { "new \($0)" }]
    spy.clearLog()
    try table.trySetContentOffsetLine(20)
    #expect(table.numberOfRows(inSection: 0) == 10)
    #expect(table.contentOffsetLine == 7)
    #expect(!spy.log.contains { $0.hasPrefix("rows") || $0 == "sections" })
  }

  @Test func prefetchingNamesTheRowsBelowTheViewportNearestFirst() throws {
    let spy = TableSpy(rows: 10)
    let table = makeTable(spy)
    table.prefetchDataSource = spy
    table.prefetchDistance = 2
    try table.layoutVisibleRows()
    #expect(spy.log.last == "prefetch [[0, 3], [0, 4]]")
    spy.clearLog()
    try table.trySetContentOffsetLine(1)
    // Row 3 came on screen, so it is neither cancelled nor prefetched again.
    #expect(spy.log.last == "prefetch [[0, 5]]")
    #expect(!spy.log.contains { $0.hasPrefix("cancel") })
  }

  @Test func scrollingBackCancelsTheHintsAndPrefetchesAbove() throws {
    let spy = TableSpy(rows: 10)
    let table = makeTable(spy)
    table.prefetchDataSource = spy
    table.prefetchDistance = 2
    try table.trySetContentOffsetLine(4)
    spy.clearLog()
    try table.trySetContentOffsetLine(3)
    #expect(
      spy.log == [
        "didEndDisplaying [0, 6]", "cell [0, 3]", "willDisplay [0, 3]",
        "cancel [[0, 7], [0, 8]]", "prefetch [[0, 2], [0, 1]]",
      ])
  }

  @Test func prefetchingNeverNamesRowsThatDoNotExist() throws {
    let spy = TableSpy([["a", "b", "c", "d"], [], ["e"]])
    let table = makeTable(spy)
    table.prefetchDataSource = spy
    table.prefetchDistance = 5
    try table.layoutVisibleRows()
    #expect(spy.log.last == "prefetch [[0, 3], [2, 0]]")
    spy.clearLog()
    try table.trySetContentOffsetLine(2)
    #expect(!spy.log.contains { $0.hasPrefix("prefetch") })
  }

  @Test func scrollToRowPutsTheRowAtTheRequestedPosition() throws {
    let spy = TableSpy(rows: 20)
    let table = makeTable(spy, height: 5)
    try table.tryScrollToRow(at: path(0, 10), at: .top)
    #expect(table.contentOffsetLine == 10)
    try table.tryScrollToRow(at: path(0, 10), at: .bottom)
    #expect(table.contentOffsetLine == 6)
    try table.tryScrollToRow(at: path(0, 10), at: .middle)
    #expect(table.contentOffsetLine == 8)
    try table.tryScrollToRow(at: path(0, 9), at: .none)
    #expect(table.contentOffsetLine == 8)
    try table.tryScrollToRow(at: path(0, 19), at: .none)
    #expect(table.contentOffsetLine == 15)
    try table.tryScrollToRow(at: path(0, 19), at: .top)
    #expect(table.contentOffsetLine == 15)
    #expect(table.indexPathsForVisibleRows?.map(\.row) == [15, 16, 17, 18, 19])
  }

  @Test func scrollToRowInTheMiddleLeavesTheExtraLineOfAnOddLeftoverAbove() throws {
    // Six lines for a one-line row leave five: three above it and two below.
    let spy = TableSpy(rows: 20)
    let table = makeTable(spy, height: 6)
    try table.tryScrollToRow(at: path(0, 10), at: .middle)
    #expect(table.contentOffsetLine == 7)
    #expect(table.indexPathsForVisibleRows?.map(\.row) == [7, 8, 9, 10, 11, 12])
  }

  @Test func tappingTheRowsJustOutsideTheTableTellsNobody() throws {
    let spy = TableSpy(rows: 3)
    let table = makeTable(spy)
    try table.layoutVisibleRows()
    spy.clearLog()
    table.tapRow(at: path(0, 3))
    table.tapRow(at: path(0, -1))
    table.tapRow(at: path(0, 2))
    #expect(spy.log == ["didSelect [0, 2]"])
  }

  @Test func scrollingToARowThatDoesNotExistThrows() throws {
    let spy = TableSpy(rows: 3)
    let table = makeTable(spy)
    let error = try #require(throws: TableViewError.self) {
      try table.tryScrollToRow(at: path(0, 3), at: .top)
    }
    #expect(
      error.description
        == "attempt to scroll to invalid index path: (0 - 3) Table view: <UITableView; frame = "
        + "(0, 0, 20x3); contentOffset = 0; sections = 1>")
  }

  @Test func changingAHeightSettingMovesTheRowsAtOnce() throws {
    let spy = TableSpy([["a", "b"], ["c"]])
    spy.headerTitles = [1: "VEG"]
    spy.footerTitles = [0: "2 fruits"]
    let table = makeTable(spy, width: 10, height: 20)
    try table.layoutVisibleRows()
    // a 0, b 1, "2 fruits" 2, VEG 3, c 4.
    #expect(table.gridRectForRow(at: path(1, 0))?.minY == 4)
    table.rowHeight = 44  // 2 lines
    #expect(table.gridRectForRow(at: path(1, 0))?.minY == 6)
    table.sectionHeaderHeight = 66  // 3 lines
    #expect(table.gridRectForRow(at: path(1, 0))?.minY == 8)
    table.sectionFooterHeight = 44  // 2 lines
    #expect(table.gridRectForRow(at: path(1, 0))?.minY == 9)
    table.separatorStyle = .singleLine
    // A row's height includes its separator: a and c keep their two lines, one the cell's;
    // b's separator is taken by the footer, so b is one line.
    #expect(table.gridRectForRow(at: path(1, 0))?.minY == 8)
    #expect(table.contentHeight == 10)
  }

  @Test func selfSizingRowsTakeTheirCellsHeightOnceMeasured() throws {
    let spy = TableSpy([["one|two", "three", "four|five|six", "seven"]])
    let table = makeTable(spy, height: 10)
    table.rowHeight = UITableView.automaticDimension
    table.estimatedRowHeight = 22  // 1 line
    try table.layoutVisibleRows()
    #expect(table.gridRectForRow(at: path(0, 2)) == GridRect(x: 0, y: 3, width: 20, height: 3))
    #expect(table.contentHeight == 7)
  }

  @Test func selfSizingRowsBelowTheViewportKeepTheEstimate() throws {
    let spy = TableSpy([["one|two", "three|four", "five", "six"]])
    let table = makeTable(spy, height: 2)
    table.rowHeight = UITableView.automaticDimension
    table.estimatedRowHeight = 110  // 5 lines
    try table.layoutVisibleRows()
    // Row 0 measures 2 lines and fills the viewport; rows 1-3 keep the estimate of 5.
    #expect(table.indexPathsForVisibleRows == [path(0, 0)])
    #expect(table.contentHeight == 2 + 3 * 5)
  }

  @Test func theTableHoldsItsDataSourceAndDelegateWeakly() throws {
    var spy: TableSpy? = TableSpy(rows: 3)
    let table = UITableView(gridFrame: GridRect(x: 0, y: 0, width: 20, height: 3))
    table.dataSource = spy
    table.delegate = spy
    spy = nil
    #expect(table.dataSource == nil)
    #expect(table.delegate == nil)
  }

  @Test func tappingARowTellsTheDelegate() throws {
    let spy = TableSpy(rows: 3)
    let table = makeTable(spy)
    try table.layoutVisibleRows()
    spy.clearLog()
    table.tapRow(at: path(0, 1))
    table.tapRow(at: path(0, 9))
    #expect(spy.log == ["didSelect [0, 1]"])
  }

  @Test func theTableDrawsHeaderTitlesCellsAndItsFooterViewAtTheirScrolledPositions() throws {
    let spy = TableSpy([["apple", "pear"], ["kale"]])
    spy.headerTitles = [0: "FRUIT", 1: "VEG"]
    let table = makeTable(spy, width: 10, height: 4)
    table.tableHeaderView = TextView("== top ==")
    table.tableFooterView = TextView("== end ==")
    try table.layoutVisibleRows()
    var canvas = Canvas(width: 10, height: 4)
    table.render(on: &canvas)
    #expect(canvas.lines == ["== top ==", header("FRUIT", width: 10), "apple", "pear"])
    try table.trySetContentOffsetLine(3)
    var scrolled = Canvas(width: 10, height: 4)
    table.render(on: &scrolled)
    // FRUIT's header floats over pear, the last row of its section, until VEG's pushes it.
    #expect(
      scrolled.lines == [header("FRUIT", width: 10), header("VEG", width: 10), "kale", "== end =="])
  }

  @Test func headersStayLegibleAt24ColumnsWithCJKTitles() throws {
    let spy = TableSpy([["a"], ["b"]])
    spy.headerTitles = [0: "今天", 1: "十一月十九日の散歩道とポケモン"]
    let table = makeTable(spy, width: 24, height: 4)
    table.layoutMargins.left = 9.75  // 1 column
    try table.layoutVisibleRows()
    // 22 columns inside the inset; the long title gets 19 of them: nine wide characters and
    // the ellipsis, then a space and two columns of rule.
    #expect(
      table.renderedLines == [
        " 今天 " + String(repeating: "━", count: 17), "a", " 十一月十九日の散歩… ━━", "b",
      ])
    #expect(table.renderedLines.allSatisfy { $0.displayWidth <= 23 })
  }

  @Test func sectionHeadersKeepTheirInsetAndCutTheTitleToKeepTwoColumnsOfRule() throws {
    let spy = TableSpy([["apple"], ["kale"]])
    spy.headerTitles = [0: "FRUIT", 1: "LEAFY GREENS"]
    let table = makeTable(spy, width: 10, height: 4)
    table.layoutMargins.left = 9.75  // 1 column
    try table.layoutVisibleRows()
    var canvas = Canvas(width: 10, height: 4)
    table.render(on: &canvas)
    // 10 columns less one on each side leaves 8: a header keeps a space and two columns of
    // rule, so its title gets 5, four letters and the ellipsis.
    #expect(canvas.lines == [" FRUIT ━━", "apple", " LEAF… ━━", "kale"])
  }
}
