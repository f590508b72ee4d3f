import HeadlessRender
import HeadlessTestSupport
import ListKit
import TestSupport
import Testing

/// Separators and filler rows as iOS 18's plain style draws them, each on a line of its own.
@MainActor
@Suite struct UITableViewSeparatorTests {
  /// The default separator in 10 columns: from column 1, where cells' text starts, to the edge.
  private let line = " ─────────"

  /// A 10-column table of `height` lines showing `spy`, with UIKit's default separators.
  private func separatedTable(_ spy: TableSpy, height: Int) -> UITableView {
    let table = makeTable(spy, width: 10, height: height)
    table.separatorStyle = .singleLine
    table.rowHeight = 44  // a line of text and its separator
    return table
  }

  @Test func theDefaultsAreUIKitsSingleLineAtTheTextsInsetWithoutFillerRows() throws {
    let table = UITableView()
    #expect(table.separatorStyle == .singleLine)
    #expect(table.separatorInset == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0))
    #expect(table.fillerRowHeight == 0)
    // 16 points are 2 columns: the line starts at column 2 of a 10-column row.
    let spy = TableSpy([["a"]])
    let drawn = separatedTable(spy, height: 2)
    drawn.separatorInset = table.separatorInset
    try drawn.layoutVisibleRows()
    #expect(drawn.renderedLines == ["a", "  ────────"])
    let cell = UITableViewCell()
    #expect(cell.separatorInset == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0))
    table.separatorInset.left = 8
    table.addSubview(cell)
    #expect(cell.separatorInset.left == 8)  // a cell that set none follows its table's
  }

  @Test func eachRowHasASeparatorOnTheLineUnderIt() throws {
    let spy = TableSpy([["a", "b", "c"]])
    let table = separatedTable(spy, height: 8)
    try table.layoutVisibleRows()
    #expect(table.renderedLines == ["a", line, "b", line, "c", line, "", ""])
  }

  @Test func theSeparatorLineBelongsToItsRowButNotToItsCell() throws {
    let spy = TableSpy([["a", "b", "c"]])
    let table = separatedTable(spy, height: 8)
    try table.layoutVisibleRows()
    #expect(table.gridRectForRow(at: path(0, 1)) == GridRect(x: 0, y: 2, width: 10, height: 2))
    #expect(
      table.cellForRow(at: path(0, 1))?.gridFrame == GridRect(x: 0, y: 2, width: 10, height: 1))
    #expect(table.contentHeight == 6)
  }

  @Test func noSeparatorIsDrawnAboveOrBelowASectionHeader() throws {
    let spy = TableSpy([["a", "b"], ["c"]])
    spy.headerTitles = [0: "FRUIT", 1: "VEG"]
    let table = separatedTable(spy, height: 7)
    try table.layoutVisibleRows()
    // b is the last row of its section and VEG's header follows: no line under b. c is the
    // last row of the table and keeps its line (iOS 15 and later).
    #expect(
      table.renderedLines == [
        header("FRUIT", width: 10), "a", line, "b", header("VEG", width: 10), "c", line,
      ])
  }

  @Test func theLastRowOfTheTableKeepsItsSeparatorAboveATableFooterView() throws {
    let spy = TableSpy([["a", "b"]])
    let table = separatedTable(spy, height: 6)
    table.tableFooterView = TextView("== end ==")
    try table.layoutVisibleRows()
    #expect(table.renderedLines == ["a", line, "b", line, "== end ==", ""])
  }

  @Test func rowsOfUntitledSectionsContinueTheListWithASeparatorBetween() throws {
    // The middle section is empty and untitled: nothing at all comes between a and b.
    let spy = TableSpy([["a"], [], ["b"]])
    let table = separatedTable(spy, height: 5)
    try table.layoutVisibleRows()
    #expect(table.renderedLines == ["a", line, "b", line, ""])
  }

  @Test func anEmptySectionsHeaderTakesTheSeparatorOfTheRowAboveIt() throws {
    let spy = TableSpy([["a"], [], ["b"]])
    spy.headerTitles = [1: "EMPTY"]
    let table = separatedTable(spy, height: 5)
    try table.layoutVisibleRows()
    #expect(table.renderedLines == ["a", header("EMPTY", width: 10), "b", line, ""])
  }

  @Test func aHeaderOrFooterPastEmptyUntitledSectionsStillTakesTheSeparator() throws {
    // a's line is decided by the first title or row after it, however many empty and untitled
    // sections come between.
    let spy = TableSpy([["a"], [], [], ["b"], [], ["c"], [], [], ["d"]])
    spy.headerTitles = [2: "TWO"]
    spy.footerTitles = [4: "four"]
    let table = separatedTable(spy, height: 10)
    try table.layoutVisibleRows()
    #expect(
      table.renderedLines == [
        "a", header("TWO", width: 10), "b", "four", "c", line, "d", line, "", "",
      ])
  }

  @Test func aSectionFooterTitleTakesTheSeparatorOfItsLastRow() throws {
    let spy = TableSpy([["a", "b"], ["c"]])
    spy.footerTitles = [0: "2 fruits"]
    let table = separatedTable(spy, height: 7)
    try table.layoutVisibleRows()
    #expect(table.renderedLines == ["a", line, "b", "2 fruits", "c", line, ""])
  }

  @Test func aSetInsetIsMeasuredFromTheCellsEdgesAndNegativeValuesCountAsZero() throws {
    let spy = TableSpy([["a", "b"]])
    let table = separatedTable(spy, height: 4)
    table.separatorInset = .zero
    try table.layoutVisibleRows()
    #expect(table.renderedLines == ["a", "──────────", "b", "──────────"])
    table.separatorInset = UIEdgeInsets(top: 0, left: 19.5, bottom: 0, right: 29.25)
    try table.layoutVisibleRows()
    #expect(table.renderedLines == ["a", "  ─────", "b", "  ─────"])
    table.separatorInset = UIEdgeInsets(top: 0, left: -39, bottom: 0, right: -9.75)
    try table.layoutVisibleRows()
    #expect(table.renderedLines == ["a", "──────────", "b", "──────────"])
  }

  @Test func aCellsOwnInsetWinsOverTheTablesAndHiddenLeavesItsLineBlank() throws {
    let spy = TableSpy([["a", "b", "c"]])
    spy.separatorInsets = [
      path(0, 0): UIEdgeInsets(top: 0, left: .greatestFiniteMagnitude, bottom: 0, right: 0),
      path(0, 1): .zero,
    ]
    let table = separatedTable(spy, height: 6)
    try table.layoutVisibleRows()
    // A row's height never depends on its cell: the hidden line stays, blank.
    #expect(table.renderedLines == ["a", "", "b", "──────────", "c", line])
    #expect(table.contentHeight == 6)
  }

  @Test func separatorStyleNoneDrawsNoLinesAndTakesNoLines() throws {
    let spy = TableSpy([["a", "b", "c"]])
    let table = separatedTable(spy, height: 4)
    table.separatorStyle = .none
    try table.layoutVisibleRows()
    // A 44-point row keeps its height: its cell takes the separator's line.
    #expect(table.renderedLines == ["a", "", "b", ""])
    #expect(table.contentHeight == 6)
    table.rowHeight = 22
    try table.layoutVisibleRows()
    #expect(table.renderedLines == ["a", "b", "c", ""])
    #expect(table.contentHeight == 3)
  }

  @Test func aShortTableHasNoFillerRowsByDefault() throws {
    let spy = TableSpy([["a"]])
    let table = separatedTable(spy, height: 6)
    try table.layoutVisibleRows()
    #expect(table.renderedLines == ["a", line, "", "", "", ""])
  }

  @Test func fillerRowsFillTheViewportBelowAShortTableWithoutBeingContent() throws {
    let spy = TableSpy([["a", "b"]])
    let table = separatedTable(spy, height: 9)
    table.fillerRowHeight = 44
    try table.layoutVisibleRows()
    #expect(table.renderedLines == ["a", line, "b", line, "", line, "", line, ""])
    #expect(table.contentHeight == 4)
    try table.trySetContentOffsetLine(3)
    #expect(table.contentOffsetLine == 0)
  }

  @Test func fillerRowsUseTheTablesInsetNotACellsOwn() throws {
    let spy = TableSpy([["a"]])
    spy.separatorInsets = [path(0, 0): .zero]
    let table = separatedTable(spy, height: 4)
    table.fillerRowHeight = 44
    try table.layoutVisibleRows()
    #expect(table.renderedLines == ["a", "──────────", "", line])
  }

  @Test func automaticFillerRowsAreAsTallAsTheLastRow() throws {
    let spy = TableSpy([["a", "b|b"]])
    let table = separatedTable(spy, height: 10)
    table.rowHeight = UITableView.automaticDimension
    table.fillerRowHeight = UITableView.automaticDimension
    try table.layoutVisibleRows()
    // b measures two lines, so each filler row is two blank lines over its separator.
    #expect(table.renderedLines == ["a", line, "b|b", "", line, "", "", line, "", ""])
  }

  @Test func aTableFooterViewTakesThePlaceOfTheFillerRows() throws {
    let spy = TableSpy([["a"]])
    let table = separatedTable(spy, height: 6)
    table.fillerRowHeight = 44
    table.tableFooterView = TextView("== end ==", height: 0)
    try table.layoutVisibleRows()
    #expect(table.renderedLines == ["a", line, "", "", "", ""])
  }

  @Test func separatorStyleNoneHasNoFillerRows() throws {
    let spy = TableSpy([["a"]])
    let table = separatedTable(spy, height: 4)
    table.fillerRowHeight = 44
    table.separatorStyle = .none
    try table.layoutVisibleRows()
    #expect(table.renderedLines == ["a", "", "", ""])
  }

  @Test func aSelfSizingRowIsItsCellsHeightPlusItsSeparator() throws {
    let spy = TableSpy([["one|two", "three"]])
    let table = separatedTable(spy, height: 6)
    table.rowHeight = UITableView.automaticDimension
    try table.layoutVisibleRows()
    #expect(table.gridRectForRow(at: path(0, 0)) == GridRect(x: 0, y: 0, width: 10, height: 3))
    #expect(
      table.cellForRow(at: path(0, 0))?.gridFrame == GridRect(x: 0, y: 0, width: 10, height: 2))
    #expect(table.gridRectForRow(at: path(0, 1)) == GridRect(x: 0, y: 3, width: 10, height: 2))
    #expect(table.contentHeight == 5)
  }

  @Test func scrollingARowToTheBottomShowsItsSeparatorOnTheLastLine() throws {
    let spy = TableSpy(rows: 10)
    let table = separatedTable(spy, height: 3)
    try table.tryScrollToRow(at: path(0, 4), at: .bottom)
    // Row 4 covers lines 8 and 9, its separator included.
    #expect(table.contentOffsetLine == 7)
    #expect(table.renderedLines == [line, "row 4", line])
  }

  @Test func aHeaderThatGainsATitleTakesTheSeparatorOfTheRowAboveIt() throws {
    let spy = TableSpy([["apple"], ["kale"]])
    let table = separatedTable(spy, height: 5)
    try table.layoutVisibleRows()
    #expect(table.renderedLines == ["apple", line, "kale", line, ""])
    spy.headerTitles[1] = "VEG"
    try table.reconfigureSectionHeaders(at: [1])
    #expect(table.renderedLines == ["apple", header("VEG", width: 10), "kale", line, ""])
    #expect(table.gridRectForRow(at: path(0, 0))?.height == 1)
    spy.headerTitles[1] = nil
    try table.reconfigureSectionHeaders(at: [1])
    #expect(table.renderedLines == ["apple", line, "kale", line, ""])
  }

  @Test func aBatchThatAddsARowBelowTheLastGivesTheOldLastRowsSeparatorBack() throws {
    let spy = TableSpy([["a"], ["c"]])
    spy.headerTitles = [1: "VEG"]
    let table = separatedTable(spy, height: 6)
    try table.layoutVisibleRows()
    #expect(table.renderedLines == ["a", header("VEG", width: 10), "c", line, "", ""])
    spy.sections = [["a", "b"], ["c"]]
    try table.tryInsertRows(at: [path(0, 1)])
    #expect(table.renderedLines == ["a", line, "b", header("VEG", width: 10), "c", line])
  }
}
