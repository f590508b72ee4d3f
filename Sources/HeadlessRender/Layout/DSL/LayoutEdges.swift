import Cassowary
import TextCanvas

/// The four edges of a view, for `title.edges == inset(parent.edges, 1)`.
package struct LayoutEdges: Sendable {
  /// The top edge.
  package var top: LayoutExpression<VerticalAxis>
  /// The leading edge.
  package var leading: LayoutExpression<HorizontalAxis>
  /// The bottom edge.
  package var bottom: LayoutExpression<VerticalAxis>
  /// The trailing edge.
  package var trailing: LayoutExpression<HorizontalAxis>

  /// Four constraints, one per edge: top, leading, bottom, trailing.
  package static func == (lhs: LayoutEdges, rhs: LayoutEdges) -> [Constraint] {
    [
      lhs.top == rhs.top, lhs.leading == rhs.leading, lhs.bottom == rhs.bottom,
      lhs.trailing == rhs.trailing,
    ]
  }

  /// Inside `rhs`: top and leading at least as far in, bottom and trailing no further out.
  package static func <= (lhs: LayoutEdges, rhs: LayoutEdges) -> [Constraint] {
    [
      lhs.top >= rhs.top, lhs.leading >= rhs.leading, lhs.bottom <= rhs.bottom,
      lhs.trailing <= rhs.trailing,
    ]
  }
}

/// The width and height of a view.
package struct LayoutSize: Sendable {
  /// The width.
  package var width: LayoutExpression<HorizontalAxis>
  /// The height.
  package var height: LayoutExpression<VerticalAxis>

  /// Equal widths and equal heights.
  package static func == (lhs: LayoutSize, rhs: LayoutSize) -> [Constraint] {
    [lhs.width == rhs.width, lhs.height == rhs.height]
  }

  /// A fixed size in columns and lines.
  package static func == (lhs: LayoutSize, rhs: GridSize) -> [Constraint] {
    [lhs.width == rhs.width, lhs.height == rhs.height]
  }
}

/// The middle of a view.
package struct LayoutCenter: Sendable {
  /// The middle column.
  package var x: LayoutExpression<HorizontalAxis>
  /// The middle line.
  package var y: LayoutExpression<VerticalAxis>

  /// The same middle column and line.
  package static func == (lhs: LayoutCenter, rhs: LayoutCenter) -> [Constraint] {
    [lhs.x == rhs.x, lhs.y == rhs.y]
  }
}
