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
    let device = DeviceFrame(
      size: Self.device.size, variant: ScreenVariant(layoutDirection: direction))
    return try device.render(controller)
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

extension RightToLeftTableViewTests {
  /// A subtitle row with an image under a large title, laid out `direction`.
  private func imageRow(_ direction: UITraitEnvironmentLayoutDirection) throws -> [String] {
    let controller = UITableViewController(style: .plain)
    let source = ImageRows()
    controller.tableView.dataSource = source
    controller.title = "Fruit"
    let navigation = UINavigationController(rootViewController: controller)
    navigation.navigationBar.prefersLargeTitles = true
    let device = DeviceFrame(
      size: GridSize(width: 24, height: 5), variant: ScreenVariant(layoutDirection: direction))
    return try withExtendedLifetime(source) { try device.render(navigation) }
  }

  @Test func theImageAndTextsOfARowAndALargeTitleStartAtTheRight() throws {
    #expect(
      try imageRow(.leftToRight) == [
        " ┌────────────────────────┐",
        " │                        │",
        " │  Fruit                 │",
        " │────────────────────────│",
        " │  [img: star] Apple     │",
        " │              Red       │",
        " └────────────────────────┘",
      ])
    #expect(
      try imageRow(.rightToLeft) == [
        " ┌────────────────────────┐",
        " │                        │",
        " │                 Fruit  │",
        " │────────────────────────│",
        " │     Apple [img: star]  │",
        " │       Red              │",
        " └────────────────────────┘",
      ])
  }
}

/// One subtitle row with an image.
@MainActor
private final class ImageRows: NSObject, UITableViewDataSource {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
    cell.imageView?.image = UIImage(systemName: "star")
    cell.textLabel?.text = "Apple"
    cell.detailTextLabel?.text = "Red"
    return cell
  }
}
