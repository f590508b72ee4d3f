import TextCanvas

/// Where a separator line starts and ends, in columns from the cell's leading and trailing
/// edges: the left and right values of UIKit's `separatorInset` in points, measured from the
/// cell edges (`separatorInsetReference = .fromCellEdges`, UIKit's default), on the grid.
///
/// Negative values count as 0. An inset that leaves no room hides the line; its line stays
/// blank, as a hidden separator still takes its sliver of the row in UIKit.
package struct SeparatorInset: Hashable, Sendable {
  /// Columns left blank before the line.
  package var leading: Int
  /// Columns left blank after the line.
  package var trailing: Int

  /// Edge to edge.
  package static let zero = SeparatorInset(leading: 0, trailing: 0)

  /// The columns nearest to the left and right values of `points`.
  package init(points: UIEdgeInsets) {
    self.init(
      leading: PointScale.columns(points.left), trailing: PointScale.columns(points.right))
  }

  /// Creates an inset of `leading` and `trailing` columns.
  package init(leading: Int, trailing: Int) {
    self.leading = leading
    self.trailing = trailing
  }

  /// The columns the line covers in a row `width` columns wide: empty when the insets leave
  /// no room.
  ///
  /// ```swift
  /// SeparatorInset(leading: 2, trailing: 0).columns(inWidth: 10)  // 2..<10
  /// SeparatorInset(leading: 12, trailing: 0).columns(inWidth: 10) // 10..<10
  /// ```
  package func columns(inWidth width: Int) -> Range<Int> {
    let width = max(width, 0)
    let start = min(max(leading, 0), width)
    let end = max(width - min(max(trailing, 0), width), start)
    return start..<end
  }
}
