import Foundation

/// How UIKit's points map to the character grid, once for the whole headless UI.
///
/// A column is 9.75 points wide, so that a 390-point-wide phone is the default 40-column
/// device; a line is 22 points tall, so that a standard 44-point row is two lines: a line of
/// text and its separator. Every point a team's code gives (a frame, a constraint's constant,
/// an inset, a row height) is mapped with this scale, and every size the headless UI reports
/// (an intrinsic content size, a fitting size) is whole columns and lines in points.
///
/// A rectangle is mapped edge by edge, each edge to the nearest grid line, so that two views
/// that meet in points meet on the grid; a size is rounded to the nearest whole column and
/// line. Exactly half a column or line rounds toward zero: a cell's 11-point content margin is
/// no line, so a 44-point image with its margins is a 3-line row as in UIKit. UIKit's own numbers land as follows: an 8-point spacing is 1 column, a 16- or
/// 20-point margin 2 columns, a 44-point bar 2 lines, a 56-point search bar 3 lines.
package enum PointScale {
  /// The points in one column.
  package static let column: CGFloat = 9.75
  /// The points in one line.
  package static let line: CGFloat = 22

  /// The nearest whole number of columns to `points`; half a column goes toward zero.
  package static func columns(_ points: CGFloat) -> Int {
    Int(nearestTowardZeroOnTies(clamped(points / column)))
  }

  /// The nearest whole number of lines to `points`; half a line goes toward zero.
  package static func lines(_ points: CGFloat) -> Int {
    Int(nearestTowardZeroOnTies(clamped(points / line)))
  }

  // An 11-point cell margin is exactly half a line: rounded away from zero, the margins above
  // and below a 44-point image would make its 66-point row 4 lines instead of 3.
  private static func nearestTowardZeroOnTies(_ value: CGFloat) -> CGFloat {
    value >= 0 ? (value - 0.5).rounded(.up) : (value + 0.5).rounded(.down)
  }

  /// The points in `columns` columns.
  package static func points(columns: Int) -> CGFloat { CGFloat(columns) * column }

  /// The points in `lines` lines.
  package static func points(lines: Int) -> CGFloat { CGFloat(lines) * line }

  // A NaN or infinite value (a division by zero in a team's layout code) must not trap.
  private static func clamped(_ value: CGFloat) -> CGFloat {
    guard value.isFinite else { return 0 }
    return Swift.min(Swift.max(value, -1e9), 1e9)
  }
}

extension GridRect {
  /// The rectangle on the grid that `points` covers, each edge on the nearest grid line.
  package init(points: CGRect) {
    let minX = PointScale.columns(points.minX)
    let minY = PointScale.lines(points.minY)
    let maxX = PointScale.columns(points.maxX)
    let maxY = PointScale.lines(points.maxY)
    self.init(x: minX, y: minY, width: Swift.max(maxX - minX, 0), height: Swift.max(maxY - minY, 0))
  }

  /// The rectangle in points.
  package var points: CGRect {
    CGRect(
      x: PointScale.points(columns: minX), y: PointScale.points(lines: minY),
      width: PointScale.points(columns: width), height: PointScale.points(lines: height))
  }
}

extension GridSize {
  /// The nearest whole columns and lines to `points`.
  package init(points: CGSize) {
    self.init(width: PointScale.columns(points.width), height: PointScale.lines(points.height))
  }

  /// The size in points.
  package var points: CGSize {
    CGSize(
      width: PointScale.points(columns: width), height: PointScale.points(lines: height))
  }
}

extension GridPoint {
  /// The nearest grid point to `points`.
  package init(points: CGPoint) {
    self.init(x: PointScale.columns(points.x), y: PointScale.lines(points.y))
  }

  /// The point in points.
  package var points: CGPoint {
    CGPoint(x: PointScale.points(columns: x), y: PointScale.points(lines: y))
  }
}
