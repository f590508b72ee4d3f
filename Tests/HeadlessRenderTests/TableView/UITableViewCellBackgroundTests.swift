import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessRender

/// A table cell's backgrounds: its background configuration, updated for its state and drawn
/// as selected or not, and its background views, each resetting the other as in UIKit.
@MainActor
@Suite struct UITableViewCellBackgroundTests {
  private let device = DeviceFrame(size: GridSize(width: 20, height: 4))

  @Test func aBackgroundConfigurationIsUpdatedForTheCellsStateAndDrawnAsSelected() throws {
    let table = BackgroundTable { cell, _ in cell.backgroundConfiguration = .listPlainCell() }
    #expect(try device.render(table.view) == Self.unselected)
    let cell = try table.cell(0)
    #expect(cell.shownBackground.configuration?.backgroundColor == .systemBackground)
    table.view.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
    #expect(try device.render(table.view) == Self.selected)
    #expect(cell.shownBackground.configuration?.backgroundColor == .systemGray4)
    // The configuration the cell holds is the one set; the updated one is shown.
    #expect(cell.backgroundConfiguration?.backgroundColor == .systemBackground)
    table.view.deselectRow(at: IndexPath(row: 0, section: 0), animated: false)
    #expect(try device.render(table.view) == Self.unselected)
    #expect(cell.shownBackground.configuration?.backgroundColor == .systemBackground)
    cell.isHighlighted = true
    #expect(try device.render(table.view)[1] == " │▌ heron          ›  │")
  }

  @Test func aSelectedRowWhoseBackgroundKeepsItsColourOrStyleIsNoneDrawsNoBar() throws {
    var blue = UIBackgroundConfiguration.listPlainCell()
    blue.backgroundColor = .systemBlue
    let kept = BackgroundTable { cell, _ in cell.backgroundConfiguration = blue }
    kept.view.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
    #expect(try device.render(kept.view) == Self.unselected)
    let none = BackgroundTable { cell, _ in
      cell.backgroundConfiguration = .listPlainCell()
      cell.selectionStyle = .none
    }
    none.view.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
    #expect(try device.render(none.view) == Self.unselected)
    let fixed = BackgroundTable { cell, _ in
      cell.automaticallyUpdatesBackgroundConfiguration = false
      cell.backgroundConfiguration = .listPlainCell()
    }
    fixed.view.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
    #expect(try device.render(fixed.view) == Self.unselected)
    #expect(try fixed.cell(0).shownBackground.configuration?.backgroundColor == .systemBackground)
    // Without a configuration, a selected row draws its bar as ever.
    let legacy = BackgroundTable { _, _ in }
    legacy.view.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
    #expect(try device.render(legacy.view) == Self.selected)
  }

  @Test func aConfigurationSetInUpdateConfigurationIsToldFromItsStylesNormalColour() throws {
    let table = BackgroundTable(cellClass: TintedRow.self) { _, _ in }
    #expect(try device.render(table.view) == Self.unselected)
    table.view.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
    #expect(try device.render(table.view) == Self.selected)
    #expect(try table.cell(0).backgroundConfiguration?.backgroundColor == nil)
  }

  @Test func backgroundViewsAreDrawnUnderTheAccessoryAndResetTheConfiguration() throws {
    let plain = Fill("·")
    let chosen = Fill("▒")
    let table = BackgroundTable { cell, row in
      guard row == 0 else { return }
      cell.backgroundView = plain
      cell.selectedBackgroundView = chosen
    }
    #expect(try device.render(table.view)[1] == " │··heron··········›··│")
    table.view.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
    // The selected background view takes the bar's place.
    #expect(try device.render(table.view)[1] == " │▒▒heron▒▒▒▒▒▒▒▒▒▒›▒▒│")
    let cell = try table.cell(0)
    cell.selectionStyle = .none
    #expect(try device.render(table.view)[1] == " │··heron··········›··│")
    cell.selectionStyle = .default
    var background = UIBackgroundConfiguration.listPlainCell()
    background.customView = Fill("░")
    cell.backgroundConfiguration = background
    #expect(cell.backgroundView == nil)
    #expect(cell.selectedBackgroundView == nil)
    #expect(plain.superview == nil)
    #expect(chosen.superview == nil)
    #expect(try device.render(table.view)[1] == " │▌░heron░░░░░░░░░░›░░│")
    cell.selectedBackgroundView = chosen
    #expect(cell.backgroundConfiguration == nil)
    #expect(try device.render(table.view)[1] == " │▒▒heron▒▒▒▒▒▒▒▒▒▒›▒▒│")
    cell.selectedBackgroundView = nil
    cell.backgroundConfiguration = .clear()
    cell.backgroundView = plain
    #expect(cell.backgroundConfiguration == nil)
    #expect(try device.render(table.view)[1] == " │▌·heron··········›··│")
  }

  private static let unselected = [
    " ┌────────────────────┐",
    " │  heron          ›  │",
    " │  ──────────────────│",
    " │  coot           ›  │",
    " │  ──────────────────│",
    " └────────────────────┘",
  ]

  private static let selected = [
    " ┌────────────────────┐",
    " │▌ heron          ›  │",
    " │  ──────────────────│",
    " │  coot           ›  │",
    " │  ──────────────────│",
    " └────────────────────┘",
  ]
}

/// A table of "heron" and "coot" rows with disclosure indicators, each cell given to
/// `configure` with its row as it is dequeued.
@MainActor
private final class BackgroundTable: NSObject, UITableViewDataSource {
  let view = UITableView(frame: CGRect(x: 0, y: 0, width: 195, height: 88), style: .plain)
  private let configure: (UITableViewCell, Int) -> Void

  init(
    cellClass: UITableViewCell.Type = UITableViewCell.self,
    configure: @escaping (UITableViewCell, Int) -> Void
  ) {
    self.configure = configure
    super.init()
    view.register(cellClass, forCellReuseIdentifier: "Row")
    view.dataSource = self
  }

  func cell(_ row: Int) throws -> UITableViewCell {
    try #require(view.cellForRow(at: IndexPath(row: row, section: 0)))
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = ["heron", "coot"][indexPath.row]
    cell.contentConfiguration = content
    cell.accessoryType = .disclosureIndicator
    configure(cell, indexPath.row)
    return cell
  }
}

/// A row that takes the tint colour while selected, as Apple's documentation shows.
@MainActor
private final class TintedRow: UITableViewCell {
  override func updateConfiguration(using state: UICellConfigurationState) {
    var background = UIBackgroundConfiguration.listPlainCell().updated(for: state)
    if state.isSelected || state.isHighlighted { background.backgroundColor = nil }
    backgroundConfiguration = background
  }
}
