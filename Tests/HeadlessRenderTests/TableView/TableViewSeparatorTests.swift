import HeadlessRender
import HeadlessTestSupport
import ListKit
import TestSupport
import Testing

/// Separators and filler rows as iOS 18's plain style draws them, each on a line of its own.
@MainActor
@Suite struct TableViewSeparatorTests {
  /// The default separator in 10 columns: from column 1, where cells' text starts, to the edge.
  private let line = " ─────────"

  /// A 10-column table of `height` lines showing `spy`, with UIKit's default separators.
  private func separatedTable(_ spy: TableSpy, height: Int) -> TableView {
    let table = makeTable(spy, width: 10, height: height)
    table.separatorStyle = .singleLine
    return table
  }

  @Test func theDefaultsAreUIKitsSingleLineAtTheTextsInsetWithoutFillerRows() {
    let table = TableView()
    #expect(table.separatorStyle == .singleLine)
    #expect(table.separatorInset == SeparatorInset(leading: 1, trailing: 0))
    #expect(table.separatorInset == .automatic)
    #expect(table.fillerRowHeight == .fixed(0))
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
    #expect(table.rectForRow(at: path(0, 1)) == Rect(x: 0, y: 2, width: 10, height: 2))
    #expect(table.cellForRow(at: path(0, 1))?.frame == Rect(x: 0, y: 2, width: 10, height: 1))
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
    table.separatorInset = SeparatorInset(leading: 2, trailing: 3)
    try table.layoutVisibleRows()
    #expect(table.renderedLines == ["a", "  ─────", "b", "  ─────"])
    table.separatorInset = SeparatorInset(leading: -4, trailing: -1)
    try table.layoutVisibleRows()
    #expect(table.renderedLines == ["a", "──────────", "b", "──────────"])
  }

  @Test func aCellsOwnInsetWinsOverTheTablesAndHiddenLeavesItsLineBlank() throws {
    let spy = TableSpy([["a", "b", "c"]])
    spy.separatorInsets = [path(0, 0): .hidden, path(0, 1): .zero]
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
    table.fillerRowHeight = .fixed(1)
    try table.layoutVisibleRows()
    #expect(table.renderedLines == ["a", line, "b", line, "", line, "", line, ""])
    #expect(table.contentHeight == 4)
    try table.setContentOffset(3)
    #expect(table.contentOffset == 0)
  }

  @Test func fillerRowsUseTheTablesInsetNotACellsOwn() throws {
    let spy = TableSpy([["a"]])
    spy.separatorInsets = [path(0, 0): .zero]
    let table = separatedTable(spy, height: 4)
    table.fillerRowHeight = .fixed(1)
    try table.layoutVisibleRows()
    #expect(table.renderedLines == ["a", "──────────", "", line])
  }

  @Test func automaticFillerRowsAreAsTallAsTheLastRow() throws {
    let spy = TableSpy([["a", "b|b"]])
    let table = separatedTable(spy, height: 10)
    table.rowHeight = .automatic
    table.fillerRowHeight = .automatic
    try table.layoutVisibleRows()
    // b measures two lines, so each filler row is two blank lines over its separator.
    #expect(table.renderedLines == ["a", line, "b|b", "", line, "", "", line, "", ""])
  }

  @Test func aTableFooterViewTakesThePlaceOfTheFillerRows() throws {
    let spy = TableSpy([["a"]])
    let table = separatedTable(spy, height: 6)
    table.fillerRowHeight = .fixed(1)
    table.tableFooterView = TextView("== end ==", height: 0)
    try table.layoutVisibleRows()
    #expect(table.renderedLines == ["a", line, "", "", "", ""])
  }

  @Test func separatorStyleNoneHasNoFillerRows() throws {
    let spy = TableSpy([["a"]])
    let table = separatedTable(spy, height: 4)
    table.fillerRowHeight = .fixed(1)
    table.separatorStyle = .none
    try table.layoutVisibleRows()
    #expect(table.renderedLines == ["a", "", "", ""])
  }

  @Test func aSelfSizingRowIsItsCellsHeightPlusItsSeparator() throws {
    let spy = TableSpy([["one|two", "three"]])
    let table = separatedTable(spy, height: 6)
    table.rowHeight = .automatic
    try table.layoutVisibleRows()
    #expect(table.rectForRow(at: path(0, 0)) == Rect(x: 0, y: 0, width: 10, height: 3))
    #expect(table.cellForRow(at: path(0, 0))?.frame == Rect(x: 0, y: 0, width: 10, height: 2))
    #expect(table.rectForRow(at: path(0, 1)) == Rect(x: 0, y: 3, width: 10, height: 2))
    #expect(table.contentHeight == 5)
  }

  @Test func scrollingARowToTheBottomShowsItsSeparatorOnTheLastLine() throws {
    let spy = TableSpy(rows: 10)
    let table = separatedTable(spy, height: 3)
    try table.scrollToRow(at: path(0, 4), position: .bottom)
    // Row 4 covers lines 8 and 9, its separator included.
    #expect(table.contentOffset == 7)
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
    #expect(table.rectForRow(at: path(0, 0))?.height == 1)
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
    try table.insertRows(at: [path(0, 1)])
    #expect(table.renderedLines == ["a", line, "b", header("VEG", width: 10), "c", line])
  }
}
