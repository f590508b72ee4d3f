import Cassowary

/// A view as the DSL sees it: its anchors, named after the view.
///
/// The frame is four variables: `left`, `top`, `width`, `height`; the other anchors are
/// expressions of them (`trailing` is `left + width`). Leading is left: the grid is
/// left-to-right.
package struct LayoutProxy: Sendable {
  /// The name used in constraint text, such as `title`.
  package let name: String
  let leftVariable: Variable
  let topVariable: Variable
  let widthVariable: Variable
  let heightVariable: Variable

  private func horizontal(_ anchor: String, _ linear: LinearExpression)
    -> LayoutExpression<HorizontalAxis>
  {
    LayoutExpression(linear, text: "\(name).\(anchor)")
  }

  private func vertical(_ anchor: String, _ linear: LinearExpression)
    -> LayoutExpression<VerticalAxis>
  {
    LayoutExpression(linear, text: "\(name).\(anchor)")
  }

  /// The first column.
  package var left: LayoutExpression<HorizontalAxis> {
    horizontal("left", LinearExpression(leftVariable))
  }
  /// The column just past the last one.
  package var right: LayoutExpression<HorizontalAxis> {
    horizontal("right", LinearExpression(leftVariable) + LinearExpression(widthVariable))
  }
  /// The leading edge: `left` on the left-to-right grid.
  package var leading: LayoutExpression<HorizontalAxis> {
    horizontal("leading", LinearExpression(leftVariable))
  }
  /// The trailing edge: `right` on the left-to-right grid.
  package var trailing: LayoutExpression<HorizontalAxis> {
    horizontal("trailing", LinearExpression(leftVariable) + LinearExpression(widthVariable))
  }
  /// The middle column: `left + width / 2`.
  package var centerX: LayoutExpression<HorizontalAxis> {
    horizontal("centerX", LinearExpression(leftVariable) + LinearExpression(widthVariable) * 0.5)
  }
  /// The number of columns.
  package var width: LayoutExpression<HorizontalAxis> {
    horizontal("width", LinearExpression(widthVariable))
  }
  /// The first line.
  package var top: LayoutExpression<VerticalAxis> {
    vertical("top", LinearExpression(topVariable))
  }
  /// The line just past the last one.
  package var bottom: LayoutExpression<VerticalAxis> {
    vertical("bottom", LinearExpression(topVariable) + LinearExpression(heightVariable))
  }
  /// The middle line: `top + height / 2`.
  package var centerY: LayoutExpression<VerticalAxis> {
    vertical("centerY", LinearExpression(topVariable) + LinearExpression(heightVariable) * 0.5)
  }
  /// The number of lines.
  package var height: LayoutExpression<VerticalAxis> {
    vertical("height", LinearExpression(heightVariable))
  }
  /// The four edges.
  package var edges: LayoutEdges {
    LayoutEdges(top: top, leading: leading, bottom: bottom, trailing: trailing)
  }
  /// Width and height.
  package var size: LayoutSize { LayoutSize(width: width, height: height) }
  /// The middle: `centerX` and `centerY`.
  package var center: LayoutCenter { LayoutCenter(x: centerX, y: centerY) }
}
