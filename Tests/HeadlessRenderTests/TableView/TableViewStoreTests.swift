import HeadlessRender
import Testing
import ViewModels

/// The table as a `SectionStore`'s view: header reconfigures and update marks across the
/// stages of one store update.
@MainActor
@Suite struct TableViewStoreTests {
  @Test func reconfiguringAHeaderRedrawsItsTitleWithoutTouchingCells() throws {
    let spy = TableSpy([["apple", "pear"], ["kale"]])
    spy.headerTitles = [0: "FRUIT", 1: "VEG"]
    let table = makeTable(spy, width: 10, height: 5)
    try table.layoutVisibleRows()
    let cells = table.visibleCells
    spy.headerTitles[1] = "GREENS"
    spy.clearLog()
    try table.reconfigureSectionHeaders(at: [1])
    #expect(table.renderedLines == ["FRUIT", "apple", "pear", "GREENS", "kale"])
    #expect(spy.log.isEmpty)
    #expect(table.visibleCells.map(ObjectIdentifier.init) == cells.map(ObjectIdentifier.init))
    #expect(cells.allSatisfy { ($0 as? TextCell)?.preparedForReuseCount == 0 })
  }

  @Test func aHeaderThatGainsATitleMovesTheRowsBelowItDown() throws {
    let spy = TableSpy([["apple"], ["kale"]])
    spy.headerTitles = [1: "VEG"]
    let table = makeTable(spy, width: 10, height: 4)
    try table.layoutVisibleRows()
    #expect(table.renderedLines == ["apple", "VEG", "kale", ""])
    spy.headerTitles[0] = "FRUIT"
    try table.reconfigureSectionHeaders(at: [0, 7])
    #expect(table.renderedLines == ["FRUIT", "apple", "VEG", "kale"])
    #expect(table.rectForRow(at: path(1, 0)) == Rect(x: 0, y: 3, width: 10, height: 1))
    spy.headerTitles[0] = nil
    try table.reconfigureSectionHeaders(at: [0])
    #expect(table.renderedLines == ["apple", "VEG", "kale", ""])
  }

  @Test func aStoreUpdateThatRenamesASectionRedrawsOnlyItsHeader() throws {
    let store = SectionStore(sections: [rows("a", 1, 2), rows("b", 3)])
    let source = SectionsDataSource { store.sections }
    let table = makeTable(source, height: 5)
    store.view = table
    try table.layoutVisibleRows()
    let cells = table.visibleCells
    try store.update([rows("a", 1, 2), rows("b", 3, title: "bees")])
    #expect(table.renderedLines == ["a", "1", "2", "bees", "3"])
    #expect(table.visibleCells.map(ObjectIdentifier.init) == cells.map(ObjectIdentifier.init))
    #expect(cells.allSatisfy { ($0 as? TextCell)?.configuredCount == 1 })
  }
}
