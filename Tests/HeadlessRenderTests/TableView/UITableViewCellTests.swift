import Foundation
import HeadlessRender
import HeadlessTestSupport
import ListKit
import TestSupport
import Testing

/// Registration, dequeuing, the reuse pool and the three cell messages.
@MainActor
@Suite struct UITableViewCellTests {
  private let description = "Table view: <UITableView; frame = (0, 0, 20x3); contentOffset = 0; "

  @Test func everyWayToMakeACellGivesItsContentViewAsItsSubviewWithUIKitsMargins() throws {
    let cells: [UITableViewCell] = [
      UITableViewCell(style: .subtitle, reuseIdentifier: "Cell"), UITableViewCell(),
      UITableViewCell(frame: CGRect(x: 0, y: 0, width: 390, height: 44)),
      try #require(UITableViewCell(coder: NSCoder())),
    ]
    for cell in cells {
      #expect(cell.contentView.superview === cell)
      #expect(cell.subviews.first === cell.contentView)
      #expect(
        cell.contentView.layoutMargins
          == UIEdgeInsets(top: 11, left: 16, bottom: 11, right: 16))
    }
    #expect(cells.map { $0.style } == [.subtitle, .default, .default, .default])
    #expect(cells.map { $0.reuseIdentifier } == ["Cell", nil, nil, nil])
  }

  @Test func dequeuingAnUnregisteredIdentifierForAnIndexPathThrowsUIKitsMessage() throws {
    let spy = TableSpy(rows: 2)
    spy.identifier = "Photo"
    let table = makeTable(spy)
    let error = try #require(throws: TableViewError.self) { try table.layoutVisibleRows() }
    #expect(
      error.description
        == "unable to dequeue a cell with identifier Photo - must register a nib or a class for "
        + "the identifier or connect a prototype cell in a storyboard \(description)sections = 1>")
  }

  @Test func aCellProviderThatReturnsNoCellThrowsUIKitsMessage() throws {
    let table = UITableView(gridFrame: GridRect(x: 0, y: 0, width: 20, height: 3))
    let dataSource = UITableViewDiffableDataSource<Int, Int>(tableView: table) { _, _, _ in nil }
    var snapshot = DiffableDataSourceSnapshot<Int, Int>()
    try snapshot.appendSections([0])
    try snapshot.appendItems([7])
    dataSource.apply(snapshot)
    let error = try #require(throws: TableViewError.self) { try table.layoutVisibleRows() }
    #expect(
      error.description == "failed to obtain a cell from its dataSource \(description)sections = 1>"
    )
  }

  @Test func dequeuingTwiceForOneIndexPathThrowsUIKitsMessage() throws {
    let spy = TableSpy(rows: 2)
    spy.dequeuesTwice = true
    let table = makeTable(spy)
    let error = try #require(throws: TableViewError.self) { try table.layoutVisibleRows() }
    #expect(error.reason == .multipleDequeues(path(0, 0)))
    #expect(
      error.description
        == "Attempted to dequeue multiple cells for the same index path, which is not allowed. "
        + "\(description)sections = 1>")
  }

  @Test func dequeuingWithoutAnIndexPathReturnsNilForAnUnknownIdentifier() {
    let table = UITableView()
    #expect(table.dequeueReusableCell(withIdentifier: "Nobody") == nil)
    table.register(TextCell.self, forCellReuseIdentifier: "Text")
    let cell = table.dequeueReusableCell(withIdentifier: "Text")
    #expect(cell is TextCell)
    #expect(cell?.reuseIdentifier == "Text")
  }

  @Test func thePoolHandsOutTheLastCellReturnedFirst() throws {
    let spy = TableSpy(rows: 10)
    let table = makeTable(spy, height: 2)
    try table.layoutVisibleRows()
    let first = try #require(table.cellForRow(at: path(0, 0)))
    let second = try #require(table.cellForRow(at: path(0, 1)))
    // Rows 0 and 1 go back in that order; rows 2 and 3 take them last in, first out.
    try table.trySetContentOffsetLine(2)
    #expect(table.cellForRow(at: path(0, 2)) === second)
    #expect(table.cellForRow(at: path(0, 3)) === first)
    #expect(spy.cellsHandedOut.count == 2)
  }

  @Test func aReusedCellIsPreparedForReuseOnceBeforeItIsHandedOut() throws {
    let spy = TableSpy(rows: 10)
    let table = makeTable(spy, height: 2)
    try table.layoutVisibleRows()
    let first = try #require(table.cellForRow(at: path(0, 0)) as? TextCell)
    #expect(first.preparedForReuseCount == 0)
    try table.trySetContentOffsetLine(2)
    #expect(first.preparedForReuseCount == 1)
    #expect(first.text == "row 3")
  }

  @Test func reloadDataRecyclesTheVisibleCellsAndMakesNoNewOnes() throws {
    let spy = TableSpy(rows: 5)
    let table = makeTable(spy)
    try table.layoutVisibleRows()
    let before = table.visibleCells
    spy.sections = [["a", "b", "c", "d"]]
    table.reloadData()
    try table.layoutVisibleRows()
    #expect(spy.cellsHandedOut.count == 3)
    #expect(
      Set(table.visibleCells.map(ObjectIdentifier.init)) == Set(before.map(ObjectIdentifier.init)))
    #expect(
      table.visibleCells.compactMap { ($0 as? TextCell)?.preparedForReuseCount } == [1, 1, 1])
    #expect(table.visibleCells.compactMap { ($0 as? TextCell)?.text } == ["a", "b", "c"])
  }

  @Test func afterReloadDataEachRowGetsBackTheCellItHad() throws {
    let spy = TableSpy(rows: 5)
    let table = makeTable(spy)
    try table.layoutVisibleRows()
    let before = try (0..<3).map { try #require(table.cellForRow(at: path(0, $0))) }
    table.reloadData()
    try table.layoutVisibleRows()
    for row in 0..<3 {
      #expect(table.cellForRow(at: path(0, row)) === before[row], "row \(row)")
    }
  }

  @Test func reloadRowsGivesTheRowANewCell() throws {
    let spy = TableSpy(rows: 3)
    let table = makeTable(spy)
    try table.layoutVisibleRows()
    let old = try #require(table.cellForRow(at: path(0, 1)))
    spy.clearLog()
    try table.tryReloadRows(at: [path(0, 1)])
    #expect(table.cellForRow(at: path(0, 1)) !== old)
    #expect(
      spy.log == [
        "sections", "rows 0", "cell [0, 1]", "willDisplay [0, 1]", "didEndDisplaying [0, 1]",
      ])
    #expect(table.lastUpdateMarks == [path(0, 1): .reloaded])
  }

  @Test func reconfigureRowsConfiguresTheSameCellAgainWithoutPreparingItForReuse() throws {
    let spy = TableSpy(rows: 3)
    let table = makeTable(spy)
    try table.layoutVisibleRows()
    let cell = try #require(table.cellForRow(at: path(0, 2)) as? TextCell)
    spy.sections[0][2] = "renamed"
    try table.tryReconfigureRows(at: [path(0, 2)])
    #expect(table.cellForRow(at: path(0, 2)) === cell)
    #expect(cell.text == "renamed")
    #expect(cell.configuredCount == 2)
    #expect(cell.preparedForReuseCount == 0)
    #expect(spy.cellsHandedOut.count == 3)
    #expect(table.lastUpdateMarks == [path(0, 2): .reconfigured])
  }

  @Test func reconfiguringWithAnotherIdentifierThrows() throws {
    let spy = TableSpy(rows: 3)
    let table = makeTable(spy)
    table.register(TextCell.self, forCellReuseIdentifier: "Other")
    try table.layoutVisibleRows()
    spy.identifier = "Other"
    let error = try #require(throws: TableViewError.self) {
      try table.tryReconfigureRows(at: [path(0, 0)])
    }
    #expect(
      error.description
        == "Attempted to dequeue a cell for a different registration or reuse identifier than the "
        + "existing cell when reconfiguring an item, which is not allowed. Index path: (0 - 0); "
        + "dequeued reuse identifier: Other; original reuse identifier: Text \(description)"
        + "sections = 1>")
  }
}
