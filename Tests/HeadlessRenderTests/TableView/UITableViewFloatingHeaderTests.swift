import Foundation
import HeadlessRender
import HeadlessTestSupport
import ListKit
import TestSupport
import Testing

/// Section headers and footers floating as in iOS 18's plain style: pinned to the viewport's
/// edge while their section scrolls by, and pushed off by the end of their section.
@MainActor
@Suite struct UITableViewFloatingHeaderTests {
  private let fruit = header("FRUIT", width: 10)
  private let veg = header("VEG", width: 10)

  /// FRUIT holding a, b, c, d, then VEG holding e, f: one line each.
  private func fruitAndVeg() -> TableSpy {
    let spy = TableSpy([["a", "b", "c", "d"], ["e", "f"]])
    spy.headerTitles = [0: "FRUIT", 1: "VEG"]
    return spy
  }

  @Test func theDocumentedTablePrintsExactlyAsShown() throws {
    let groceries = TableSpy([["apple", "pear"], ["kale"]])
    groceries.headerTitles = [0: "Fruit", 1: "Veg"]
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 195, height: 110))
    table.register(TextCell.self, forCellReuseIdentifier: "Text")
    table.dataSource = groceries
    table.contentOffset.y = 22  // one line down
    var canvas = Canvas(width: 20, height: 5)
    table.render(on: &canvas)
    expectText(
      canvas.text,
      equals: """
          Fruit ━━━━━━━━━━
          ──────────────────
        pear
          Veg ━━━━━━━━━━━━
        kale
        """)
  }

  @Test func theTopSectionsHeaderStaysPinnedWhileItsRowsScrollUnderIt() throws {
    let spy = fruitAndVeg()
    let table = makeTable(spy, width: 10, height: 3)
    try table.trySetContentOffsetLine(2)
    // Lines 2 to 4 are b, c, d: FRUIT's header lies over b.
    #expect(table.renderedLines == [fruit, "c", "d"])
    // The row under the header is still a visible row, as in UIKit.
    #expect(table.indexPathsForVisibleRows == [path(0, 1), path(0, 2), path(0, 3)])
  }

  @Test func thePinnedHeaderStopsAtTheEndOfItsSectionWhereTheNextHeaderTouchesIt() throws {
    let spy = fruitAndVeg()
    let table = makeTable(spy, width: 10, height: 3)
    try table.trySetContentOffsetLine(4)
    // Line 4 is d, FRUIT's last row: FRUIT lies over it, right above VEG.
    #expect(table.renderedLines == [fruit, veg, "e"])
    try table.trySetContentOffsetLine(5)
    #expect(table.renderedLines == [veg, "e", "f"])
  }

  @Test func theNextHeaderPushesThePinnedOneUpAndOff() throws {
    let spy = fruitAndVeg()
    let table = makeTable(spy, width: 10, height: 4)
    table.sectionHeaderHeight = 44  // 2 lines
    // FRUIT 0-1, a 2, b 3, c 4, d 5, VEG 6-7, e 8, f 9.
    try table.trySetContentOffsetLine(4)
    #expect(table.renderedLines == [fruit, "", veg, ""])
    // One line further FRUIT can only go up: its title line slid off, its second line is left.
    try table.trySetContentOffsetLine(5)
    #expect(table.renderedLines == ["", veg, "", "e"])
    try table.trySetContentOffsetLine(6)
    #expect(table.renderedLines == [veg, "", "e", "f"])
  }

  @Test func aHeaderNeverFloatsBelowItsOwnPlace() throws {
    let spy = fruitAndVeg()
    let table = makeTable(spy, width: 10, height: 4)
    table.tableHeaderView = TextView("== top ==", height: 2)
    try table.trySetContentOffsetLine(1)
    // The table header view scrolls away; FRUIT waits at its own place until it reaches the top.
    #expect(table.renderedLines == ["", fruit, "a", "b"])
    try table.trySetContentOffsetLine(3)
    #expect(table.renderedLines == [fruit, "b", "c", "d"])
  }

  @Test func anEmptySectionsHeaderScrollsAwayInsteadOfFloating() throws {
    let spy = TableSpy([["a"], [], ["b", "c", "d"]])
    spy.headerTitles = [0: "FRUIT", 1: "EMPTY", 2: "VEG"]
    let table = makeTable(spy, width: 10, height: 3)
    table.sectionHeaderHeight = 44  // 2 lines
    // FRUIT 0-1, a 2, EMPTY 3-4, VEG 5-6, b 7, c 8, d 9.
    try table.trySetContentOffsetLine(3)
    #expect(table.renderedLines == [header("EMPTY", width: 10), "", veg])
    // Line 4 is still EMPTY's, but with no rows under it, it has nowhere to float.
    try table.trySetContentOffsetLine(4)
    #expect(table.renderedLines == ["", veg, ""])
  }

  @Test func anEmptySectionsHeaderPushesThePinnedHeaderAboveIt() throws {
    let spy = TableSpy([["a", "b"], [], ["c"]])
    spy.headerTitles = [0: "FRUIT", 1: "EMPTY", 2: "VEG"]
    let table = makeTable(spy, width: 10, height: 3)
    // FRUIT 0, a 1, b 2, EMPTY 3, VEG 4, c 5.
    try table.trySetContentOffsetLine(2)
    #expect(table.renderedLines == [fruit, header("EMPTY", width: 10), veg])
  }

  @Test func aPinnedHeaderCoversTheSeparatorsUnderItToo() throws {
    let spy = fruitAndVeg()
    let table = makeTable(spy, width: 10, height: 3)
    table.separatorStyle = .singleLine
    table.rowHeight = 44
    // FRUIT 0, a 1, line 2, b 3, line 4, c 5, line 6, d 7, VEG 8, e 9.
    try table.trySetContentOffsetLine(4)
    #expect(table.renderedLines == [fruit, "c", " ─────────"])
    try table.trySetContentOffsetLine(7)
    #expect(table.renderedLines == [fruit, veg, "e"])
  }

  @Test func withSelfSizingRowsTheHeaderIsPushedAtTheMeasuredEndOfItsSection() throws {
    let spy = TableSpy([["a", "b|b|b"], ["c"]])
    spy.headerTitles = [0: "FRUIT", 1: "VEG"]
    let table = makeTable(spy, width: 10, height: 3)
    table.rowHeight = UITableView.automaticDimension
    table.estimatedRowHeight = 22  // 1 line
    try table.layoutVisibleRows()
    // b measured 3 lines: FRUIT 0, a 1, b 2-4, VEG 5, c 6. At the estimate FRUIT's rows would
    // end at line 3 and the header would be gone at offset 3.
    try table.trySetContentOffsetLine(3)
    #expect(table.renderedLines == [fruit, "", veg])
  }

  @Test func afterAResizeTheHeaderFloatsOverTheRowsAsTheyWrapAtTheNewWidth() throws {
    let spy = TableSpy([["a", "bbbbbbbbbbbb"], ["c"]])
    spy.headerTitles = [0: "FRUIT", 1: "VEG"]
    let table = makeTable(spy, width: 20, height: 3)
    table.rowHeight = UITableView.automaticDimension
    try table.trySetContentOffsetLine(1)
    // FRUIT 0, a 1, b 2, VEG 3: FRUIT floats over a.
    #expect(
      table.renderedLines == [header("FRUIT", width: 20), "bbbbbbbbbbbb", header("VEG", width: 20)])
    table.gridFrame = GridRect(x: 0, y: 0, width: 8, height: 3)
    try table.layoutVisibleRows()
    // At 8 columns b wraps to two lines and pushes VEG out of sight: FRUIT still floats.
    #expect(table.contentOffsetLine == 1)
    #expect(table.renderedLines == [header("FRUIT", width: 8), "bbbbbbbb", ""])
  }

  @Test func theBottomSectionsFooterFloatsAtTheBottomUntilItsPlaceComesUp() throws {
    let spy = TableSpy([["a", "b", "c"], ["d"]])
    spy.headerTitles = [0: "FRUIT"]
    spy.footerTitles = [0: "3 fruits", 1: "1 veg"]
    let table = makeTable(spy, width: 10, height: 3)
    // FRUIT 0, a 1, b 2, c 3, "3 fruits" 4, d 5, "1 veg" 6.
    try table.layoutVisibleRows()
    #expect(table.renderedLines == [fruit, "a", "3 fruits"])
    try table.trySetContentOffsetLine(2)
    #expect(table.renderedLines == [fruit, "c", "3 fruits"])
    try table.trySetContentOffsetLine(4)
    #expect(table.renderedLines == ["3 fruits", "d", "1 veg"])
  }

  @Test func theFooterThatFloatsIsTheOneOfTheSectionOnTheViewportsLastLine() throws {
    let spy = TableSpy([["a", "b"], ["c", "d"]])
    spy.headerTitles = [0: "FRUIT"]
    spy.footerTitles = [0: "2 fruits", 1: "2 veg"]
    let table = makeTable(spy, width: 10, height: 3)
    // FRUIT 0, a 1, b 2, "2 fruits" 3, c 4, d 5, "2 veg" 6; VEG has no header, so its first
    // row is the first line of its section.
    let frames = try (0...4).map { offset in
      try table.trySetContentOffsetLine(offset)
      return table.renderedLines
    }
    #expect(
      frames == [
        [fruit, "a", "2 fruits"],
        [fruit, "b", "2 fruits"],
        // c, VEG's first row, is on the last line: VEG's footer floats over it.
        [fruit, "2 fruits", "2 veg"],
        ["2 fruits", "c", "2 veg"],
        ["c", "d", "2 veg"],
      ])
  }

  @Test func aFooterNeverFloatsAboveItsSectionsFirstRow() throws {
    let spy = fruitAndVeg()
    spy.footerTitles = [0: "4 fruits", 1: "2 veg"]
    let table = makeTable(spy, width: 10, height: 3)
    table.sectionFooterHeight = 44  // 2 lines
    // FRUIT 0, a 1, b 2, c 3, d 4, "4 fruits" 5-6, VEG 7, e 8, f 9, "2 veg" 10-11.
    try table.trySetContentOffsetLine(5)
    // VEG's header is on the last line and its rows start below: its footer waits.
    #expect(table.renderedLines == ["4 fruits", "", veg])
    try table.trySetContentOffsetLine(7)
    #expect(table.renderedLines == [veg, "2 veg", ""])
  }

  @Test func aFooterNeverFloatsBelowItsOwnPlaceWhenTheRowsEndAboveTheBottom() throws {
    let spy = TableSpy([["a", "b"]])
    spy.headerTitles = [0: "FRUIT"]
    spy.footerTitles = [0: "2 fruits"]
    let table = makeTable(spy, width: 10, height: 5)
    try table.layoutVisibleRows()
    #expect(table.renderedLines == [fruit, "a", "b", "2 fruits", ""])
  }

  @Test func scrollingARowToTheTopLeavesItJustUnderItsPinnedHeader() throws {
    let spy = fruitAndVeg()
    let table = makeTable(spy, width: 10, height: 3)
    try table.tryScrollToRow(at: path(0, 2), at: .top)
    #expect(table.contentOffsetLine == 2)
    #expect(table.renderedLines == [fruit, "c", "d"])
    // A section's first row: its header shows at its own place, right above it.
    try table.tryScrollToRow(at: path(1, 0), at: .top)
    #expect(table.renderedLines == [veg, "e", "f"])
  }

  @Test func scrollingARowAboveTheViewportIntoViewStopsUnderItsPinnedHeader() throws {
    let spy = fruitAndVeg()
    let table = makeTable(spy, width: 10, height: 3)
    try table.trySetContentOffsetLine(4)
    try table.tryScrollToRow(at: path(0, 1), at: .none)
    #expect(table.contentOffsetLine == 1)
    #expect(table.renderedLines == [fruit, "b", "c"])
  }
}
