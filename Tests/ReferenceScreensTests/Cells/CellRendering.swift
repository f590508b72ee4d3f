import HeadlessRender

@testable import ReferenceScreens

/// Lays a cell out as a table view with `.automatic` row heights does, and draws it.
@MainActor
enum CellRendering {
  /// The cell's lines at `width`: sized by `sizeThatFits`, framed, laid out, then drawn.
  static func lines(of cell: UITableViewCell, width: Int) -> [String] {
    let size = cell.layoutSize(fitting: GridSize(width: width, height: 0))
    cell.gridFrame = GridRect(origin: .zero, size: size)
    cell.layoutIfNeeded()
    var canvas = Canvas(width: size.width, height: size.height)
    cell.render(on: &canvas)
    return canvas.lines
  }

  /// What VoiceOver reads in the cell laid out at `width`, each element's lines (description,
  /// then hint and actions).
  static func reading(of cell: UITableViewCell, width: Int = 40) -> [String] {
    _ = lines(of: cell, width: width)
    return cell.accessibilityElementsInReadingOrder().flatMap(\.lines)
  }
}
