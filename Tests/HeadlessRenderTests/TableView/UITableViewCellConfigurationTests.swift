import Foundation
import HeadlessTestSupport
import HeadlessTesting
import Testing

@testable import HeadlessRender

/// The configuration update cycle of a table's cells, as a collection view's: on dequeue and
/// on each change of the cell's state, once per layout pass.
@MainActor
@Suite struct UITableViewCellConfigurationTests {
  private let device = DeviceFrame(size: GridSize(width: 20, height: 3))

  @Test func aTableWhoseCellsConfigureThemselvesDrawsThemAndUpdatesThemOncePerPass() throws {
    let rows = SelfConfiguringRows(["heron", "coot"])
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 195, height: 66), style: .plain)
    table.register(SelfConfiguringRow.self, forCellReuseIdentifier: "Row")
    table.dataSource = rows
    #expect(
      try device.render(table) == [
        " ┌────────────────────┐",
        " │  heron             │",
        " │  ──────────────────│",
        " │  coot              │",
        " └────────────────────┘",
      ])
    let cell = try #require(
      table.cellForRow(at: IndexPath(row: 0, section: 0)) as? SelfConfiguringRow)
    #expect(cell.updates.count == 1)
    cell.setNeedsUpdateConfiguration()
    cell.setNeedsUpdateConfiguration()
    #expect(cell.updates.count == 1)
    _ = try device.render(table)
    #expect(cell.updates.count == 2)
    _ = try device.render(table)
    #expect(cell.updates.count == 2)
    table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
    _ = try device.render(table)
    #expect(cell.updates.map(\.isSelected) == [false, false, true])
    table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
    _ = try device.render(table)
    #expect(cell.updates.count == 3)
    cell.isHighlighted = true
    cell.isUserInteractionEnabled = false
    _ = try device.render(table)
    #expect(cell.updates.count == 4)
    #expect(cell.updates.last?.isHighlighted == true)
    #expect(cell.updates.last?.isDisabled == true)
    table.isEditing = true
    _ = try device.render(table)
    #expect(cell.updates.last?.isEditing == true)
    #expect(cell.updates.count == 5)
  }
}

/// A table cell that configures itself in `updateConfiguration(using:)`.
@MainActor
private final class SelfConfiguringRow: UITableViewCell {
  var name: String? {
    didSet { setNeedsUpdateConfiguration() }
  }
  private(set) var updates: [UICellConfigurationState] = []

  override func updateConfiguration(using state: UICellConfigurationState) {
    updates.append(state)
    var content = defaultContentConfiguration().updated(for: state)
    content.text = name
    contentConfiguration = content
  }
}

@MainActor
private final class SelfConfiguringRows: NSObject, UITableViewDataSource {
  let names: [String]

  init(_ names: [String]) {
    self.names = names
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    names.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
    (cell as? SelfConfiguringRow)?.name = names[indexPath.row]
    return cell
  }
}
