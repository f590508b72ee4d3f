import Cassowary

/// The four edges of a view, for `title.edges == inset(parent.edges, 1)`.
public struct LayoutEdges: Sendable {
  /// The top edge.
  public var top: LayoutExpression<VerticalAxis>
  /// The leading edge.
  public var leading: LayoutExpression<HorizontalAxis>
  /// The bottom edge.
  public var bottom: LayoutExpression<VerticalAxis>
  /// The trailing edge.
  public var trailing: LayoutExpression<HorizontalAxis>

  /// Four constraints, one per edge: top, leading, bottom, trailing.
  public static func == (lhs: LayoutEdges, rhs: LayoutEdges) -> [Constraint] {
    [
      lhs.top == rhs.top, lhs.leading == rhs.leading, lhs.bottom == rhs.bottom,
      lhs.trailing == rhs.trailing,
    ]
  }

  /// Inside `rhs`: top and leading at least as far in, bottom and trailing no further out.
  public static func <= (lhs: LayoutEdges, rhs: LayoutEdges) -> [Constraint] {
    [
      lhs.top >= rhs.top, lhs.leading >= rhs.leading, lhs.bottom <= rhs.bottom,
      lhs.trailing <= rhs.trailing,
    ]
  }
}

/// The width and height of a view.
public struct LayoutSize: Sendable {
  /// The width.
  public var width: LayoutExpression<HorizontalAxis>
  /// The height.
  public var height: LayoutExpression<VerticalAxis>

  /// Equal widths and equal heights.
  public static func == (lhs: LayoutSize, rhs: LayoutSize) -> [Constraint] {
    [lhs.width == rhs.width, lhs.height == rhs.height]
  }

  /// A fixed size in columns and lines.
  public static func == (lhs: LayoutSize, rhs: GridSize) -> [Constraint] {
    [lhs.width == rhs.width, lhs.height == rhs.height]
  }
}

/// The middle of a view.
public struct LayoutCenter: Sendable {
  /// The middle column.
  public var x: LayoutExpression<HorizontalAxis>
  /// The middle line.
  public var y: LayoutExpression<VerticalAxis>

  /// The same middle column and line.
  public static func == (lhs: LayoutCenter, rhs: LayoutCenter) -> [Constraint] {
    [lhs.x == rhs.x, lhs.y == rhs.y]
  }
}
