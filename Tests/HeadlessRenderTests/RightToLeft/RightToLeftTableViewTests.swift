import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessRender

/// A table view controller whose rows show the cell styles and accessories.
@MainActor
private final class FruitTableViewController: UITableViewController {
  let rows: [(UITableViewCell.CellStyle, String, String?, UITableViewCell.AccessoryType)] = [
    (.default, "Apple", nil, .disclosureIndicator),
    (.value1, "Plums", "3", .checkmark),
    (.value2, "Kind", "Stone fruit", .detailDisclosureButton),
    (.subtitle, "Figs", "Dried", .none),
  ]

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let (style, title, detail, accessory) = rows[indexPath.row]
    let cell = UITableViewCell(style: style, reuseIdentifier: nil)
    cell.textLabel?.text = title
    cell.detailTextLabel?.text = detail
    cell.accessoryType = accessory
    return cell
  }
}

/// Table cells right to left: the image and texts from the right, a right-aligned detail
/// aligned left, the accessories at the left with the chevron pointing left.
@MainActor
@Suite struct RightToLeftTableViewTests {
  private static let device = DeviceFrame(size: GridSize(width: 30, height: 10))

  private func lines(_ direction: UITraitEnvironmentLayoutDirection) throws -> [String] {
    let controller = FruitTableViewController()
    let window = try Self.device.layout(controller)
    window.overrideTraits(UITraitCollection(layoutDirection: direction))
    return try Self.device.render(controller)
  }

  @Test func leftToRightCellsKeepTheirPartsWhereTheyWere() throws {
    #expect(
      try lines(.leftToRight) == [
        " ┌──────────────────────────────┐",
        " │  Apple                    ›  │",
        " │  ────────────────────────────│",
        " │  Plums                 3  ✓  │",
        " │  ────────────────────────────│",
        " │       Kind Stone fruit  ⓘ ›  │",
        " │  ────────────────────────────│",
        " │  Figs                        │",
        " │  Dried                       │",
        " │  ────────────────────────────│",
        " │                              │",
        " └──────────────────────────────┘",
      ])
  }

  @Test func rightToLeftCellsMirrorTheirPartsAccessoriesAndSeparators() throws {
    // The titles from the right; the value1 detail against the accessory, aligned left; the
    // value2 title column at the right, its title against the detail; the chevrons point
    // left; each separator's leading inset on the right.
    #expect(
      try lines(.rightToLeft) == [
        " ┌──────────────────────────────┐",
        " │  ‹                    Apple  │",
        " │────────────────────────────  │",
        " │  ✓  3                 Plums  │",
        " │────────────────────────────  │",
        " │  ‹ ⓘ  Stone fruit Kind       │",
        " │────────────────────────────  │",
        " │                        Figs  │",
        " │                       Dried  │",
        " │────────────────────────────  │",
        " │                              │",
        " └──────────────────────────────┘",
      ])
  }
}
