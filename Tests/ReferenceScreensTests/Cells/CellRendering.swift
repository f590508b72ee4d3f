import Foundation
import HeadlessRender

@testable import ReferenceScreens

/// Lays a cell out as a table view with automatic row heights does, and draws it.
@MainActor
enum CellRendering {
  /// The size a self-sizing row asks the cell for at `width` columns: its constraints' size,
  /// the width required and the height as short as they allow.
  static func fittingSize(of cell: UITableViewCell, width: Int) -> GridSize {
    GridSize(
      points: cell.systemLayoutSizeFitting(
        GridSize(width: width, height: 0).points, withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel))
  }

  /// The cell's lines at `width`: sized by its constraints, framed, laid out, then drawn.
  static func lines(of cell: UITableViewCell, width: Int) -> [String] {
    let size = fittingSize(of: cell, width: width)
    cell.frame = CGRect(origin: .zero, size: size.points)
    cell.layoutIfNeeded()
    var canvas = Canvas(width: size.width, height: size.height)
    cell.render(on: &canvas)
    return canvas.lines
  }

  /// The constraints of the cell's content view that Auto Layout broke because they
  /// conflicted with required ones, as UIKit logs "Unable to simultaneously satisfy
  /// constraints."; empty for a healthy cell.
  static func brokenConstraints(of cell: UITableViewCell) -> [NSLayoutConstraint] {
    AutoLayoutEngine.engine(for: cell.contentView)?.brokenConstraints ?? []
  }

  /// What VoiceOver reads in the cell laid out at `width`, each element's lines (description,
  /// then hint and actions).
  static func reading(of cell: UITableViewCell, width: Int = 40) -> [String] {
    _ = lines(of: cell, width: width)
    return cell.accessibilityElementsInReadingOrder().flatMap(\.lines)
  }
}
