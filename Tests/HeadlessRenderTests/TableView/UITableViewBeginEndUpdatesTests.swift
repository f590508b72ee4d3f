import Foundation
import HeadlessRender
import HeadlessTestSupport
import ListKit
import TestSupport
import Testing

/// beginUpdates()/endUpdates() as one batch, and the index path lookups by point and cell.
@MainActor
@Suite struct UITableViewBeginEndUpdatesTests {
  @Test func theOutermostEndUpdatesAppliesEverythingSinceTheFirstBeginUpdatesAsOneBatch() throws {
    let spy = TableSpy(rows: 3)
    let table = makeTable(spy, height: 6)
    try table.layoutVisibleRows()
    table.beginUpdates()
    spy.sections[0] += ["row 3", "row 4"]
    table.insertRows(at: [path(0, 3)], with: .automatic)
    table.beginUpdates()
    table.insertRows(at: [path(0, 4)], with: .fade)
    table.endUpdates()
    #expect(table.numberOfRows(inSection: 0) == 3)  // the inner end applies nothing
    table.endUpdates()
    #expect(table.numberOfRows(inSection: 0) == 5)
    #expect(table.lastUpdateMarks == [path(0, 3): .inserted, path(0, 4): .inserted])
    #expect(!table.hasFailures)
  }

  @Test func aBatchUIKitRejectsIsKeptWithItsMessageAndTheTableReloads() throws {
    let spy = TableSpy(rows: 3)
    let table = makeTable(spy, height: 5)
    try table.layoutVisibleRows()
    table.beginUpdates()
    table.insertRows(at: [path(0, 3)], with: .automatic)  // the data did not change
    table.endUpdates()
    let failures = table.takeFailures()
    #expect(
      failures.map(\.description) == [
        "attempt to insert row 3 into section 0, but there are only 3 rows in section 0 after "
          + "the update Table view: <UITableView; frame = (0, 0, 20x5); contentOffset = 0; "
          + "sections = 1>"
      ])
    // The table reloaded its data: the next layout shows the data source as it is.
    try table.layoutVisibleRows()
    #expect(table.numberOfRows(inSection: 0) == 3)
    #expect(table.renderedLines.prefix(3) == ["row 0", "row 1", "row 2"])
  }

  @Test func anEndUpdatesWithoutABeginUpdatesDoesNothing() throws {
    let spy = TableSpy(rows: 2)
    let table = makeTable(spy, height: 3)
    try table.layoutVisibleRows()
    spy.clearLog()
    table.endUpdates()
    #expect(spy.log == [])
    #expect(!table.hasFailures)
    table.beginUpdates()
    table.endUpdates()
    table.endUpdates()
    #expect(!table.hasFailures)
  }

  @Test func anEmptyPairMeasuresTheSelfSizingRowsOnScreenAgain() throws {
    let spy = TableSpy([["abc", "abc", "abc"]])
    let table = makeTable(spy, width: 5, height: 6)
    table.rowHeight = UITableView.automaticDimension
    try table.layoutVisibleRows()
    let cell = try #require(table.cellForRow(at: path(0, 1)) as? TextCell)
    cell.configure(with: "abcdefghij")
    #expect(table.gridRectForRow(at: path(0, 1))?.height == 1)
    table.beginUpdates()
    table.endUpdates()
    #expect(table.gridRectForRow(at: path(0, 1)) == GridRect(x: 0, y: 1, width: 5, height: 2))
    #expect(table.gridRectForRow(at: path(0, 2))?.minY == 3)
  }

  @Test func theRowAtAPointIsTheOneWhoseLinesHoldIt() throws {
    let spy = TableSpy([["a", "b"], ["c"]])
    spy.headerTitles = [1: "Two"]
    let table = makeTable(spy, height: 3)
    // Lines: a, b, the header "Two", c.
    #expect(table.indexPathForRow(at: CGPoint(x: 5, y: 0)) == path(0, 0))
    #expect(table.indexPathForRow(at: CGPoint(x: 5, y: 21.9)) == path(0, 0))
    #expect(table.indexPathForRow(at: CGPoint(x: 5, y: 22)) == path(0, 1))
    #expect(table.indexPathForRow(at: CGPoint(x: 5, y: 44)) == nil)  // the header
    #expect(table.indexPathForRow(at: CGPoint(x: 5, y: 66)) == path(1, 0))
    #expect(table.indexPathForRow(at: CGPoint(x: 5, y: 88)) == nil)  // past the end
    #expect(table.indexPathForRow(at: CGPoint(x: 5, y: -1)) == nil)
    #expect(table.indexPathForRow(at: CGPoint(x: 5, y: CGFloat.nan)) == nil)
    #expect(
      table.indexPathsForRows(in: CGRect(x: 0, y: 11, width: 10, height: 66)) == [
        path(0, 0), path(0, 1), path(1, 0),
      ])
    #expect(table.indexPathsForRows(in: CGRect(x: 0, y: 22, width: 10, height: 22)) == [path(0, 1)])
    #expect(table.indexPathsForRows(in: CGRect(x: 0, y: 44, width: 10, height: 22)) == [])
    #expect(table.indexPathsForRows(in: CGRect(x: 0, y: 500, width: 10, height: 22)) == [])
  }

  @Test func aCellOnScreenGivesItsRowAndOneOffScreenNone() throws {
    let spy = TableSpy(rows: 5)
    let table = makeTable(spy, height: 2)
    try table.layoutVisibleRows()
    let cell = try #require(table.cellForRow(at: path(0, 1)))
    #expect(table.indexPath(for: cell) == path(0, 1))
    #expect(table.indexPath(for: UITableViewCell()) == nil)
  }
}
