import Foundation
import HeadlessGoldens
import HeadlessTestSupport
import ListKit
import TestSupport
import Testing

@testable import HeadlessRender

/// The grouped and inset grouped styles: headers upper-cased, sections apart and boxed,
/// nothing floating, footers under their sections.
@MainActor
@Suite final class UITableViewGroupedStyleTests {
  private var spies: [SectionsSpy] = []

  private func table(
    _ style: UITableView.Style, width: Int = 24, height: Int = 17
  ) -> (SectionsSpy, UITableView) {
    let spy = groceries()
    spies.append(spy)
    return (spy, makeSections(spy, style: style, width: width, height: height))
  }

  @Test func aTableKeepsTheStyleItWasMadeWith() {
    #expect(UITableView(frame: .zero).style == .plain)
    #expect(UITableView(frame: .zero, style: .grouped).style == .grouped)
    #expect(UITableViewController(style: .insetGrouped).tableView.style == .insetGrouped)
  }

  @Test func aGroupedTableUpperCasesItsHeadersAndEdgesEachSectionWithAGapBetween() {
    let (_, table) = table(.grouped)
    assertGolden(of: table, as: .view(device: table.gridFrame.size, accessibility: true))
  }

  @Test func anInsetGroupedTableBoxesEachSectionInsetFromTheEdges() {
    let (spy, table) = table(.insetGrouped)
    spy.selectedAccessory = .disclosureIndicator
    table.selectRow(at: path(0, 1), animated: false, scrollPosition: .none)
    assertGolden(of: table, as: .view(device: table.gridFrame.size, accessibility: true))
  }

  @Test func groupedHeadersScrollAwayWithTheirSectionInsteadOfFloating() throws {
    let (_, table) = table(.insetGrouped, height: 6)
    try table.trySetContentOffsetLine(3)
    assertGolden(of: table, as: .view(device: table.gridFrame.size))
  }

  @Test func scrollingARowToTheTopOfAGroupedTableLeavesItsHeaderAbove() throws {
    let (_, table) = table(.grouped, height: 4)
    try table.tryScrollToRow(at: path(1, 0), at: .top)
    #expect(try frame(of: table)[1] == " │  kale                  │")
    let (_, plain) = self.table(.plain, height: 4)
    try plain.tryScrollToRow(at: path(1, 0), at: .top)
    #expect(try frame(of: plain)[1] == " │  Veg ━━━━━━━━━━━━━━━━  │")
  }

  @Test func theTablesHeaderAndFooterViewsScrollWithAGroupedTable() {
    let (_, table) = table(.grouped, height: 20)
    table.tableHeaderView = UILabel(
      text: "Shopping", gridFrame: GridRect(x: 0, y: 0, width: 24, height: 1))
    table.tableFooterView = UILabel(
      text: "3 lists", gridFrame: GridRect(x: 0, y: 0, width: 24, height: 1))
    assertGolden(of: table, as: .view(device: table.gridFrame.size))
  }

  @Test func groupedRowsIndentInEditingModeUnlessTheDelegateSaysNotWhichPlainIgnores() throws {
    for style in [UITableView.Style.grouped, .plain] {
      let spy = SectionsSpy([.init(header: nil, rows: ["apple", "pear"], footer: nil)])
      spies.append(spy)
      // No control and no indent: how a grouped table keeps rows still in editing mode.
      spy.editingStyles[path(0, 0)] = UITableViewCell.EditingStyle.none
      spy.unindentedRows = [path(0, 0)]
      let table = makeSections(spy, style: style, width: 16, height: 5)
      table.setEditing(true, animated: false)
      let lines = try frame(of: table)
      let apple = style == .plain ? " │      apple     │" : " │  apple         │"
      #expect(lines.contains(apple), "\(style)")
      #expect(lines.contains(" │  ⊖   pear      │"), "\(style)")
    }
  }

  @Test func withoutADelegateTheCellSaysWhetherItIndentsAndByDefaultItDoes() throws {
    final class Bare: NSObject, UITableViewDelegate {}
    let spy = SectionsSpy([.init(header: nil, rows: ["apple", "pear"], footer: nil)])
    spies.append(spy)
    let table = makeSections(spy, style: .grouped, width: 16, height: 5)
    table.delegate = nil
    _ = try frame(of: table)
    let apple = try #require(table.cellForRow(at: path(0, 0)))
    apple.shouldIndentWhileEditing = false
    #expect(!Bare().tableView(table, shouldIndentWhileEditingRowAt: path(0, 0)))
    #expect(Bare().tableView(table, shouldIndentWhileEditingRowAt: path(0, 1)))
    #expect(Bare().tableView(table, shouldIndentWhileEditingRowAt: path(0, 9)))
    table.setEditing(true, animated: false)
    let lines = try frame(of: table)
    // The content does not move, and covers the control, as it overlaps it in UIKit.
    #expect(lines.contains(" │  apple         │"))
    #expect(lines.contains(" │  ⊖   pear      │"))
  }
}
