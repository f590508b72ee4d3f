import Cassowary

/// The edges moved inwards by `all` columns and lines on every side.
package func inset(_ edges: LayoutEdges, _ all: Double) -> LayoutEdges {
  inset(edges, top: all, leading: all, bottom: all, trailing: all)
}

/// The edges moved inwards: top and leading by adding, bottom and trailing by subtracting.
package func inset(
  _ edges: LayoutEdges, top: Double = 0, leading: Double = 0, bottom: Double = 0,
  trailing: Double = 0
) -> LayoutEdges {
  LayoutEdges(
    top: edges.top + top, leading: edges.leading + leading, bottom: edges.bottom - bottom,
    trailing: edges.trailing - trailing)
}

/// Lines the views up by their top edges.
package func align(top views: LayoutProxy...) -> [Constraint] { chain(views.map(\.top)) }
/// Lines the views up by their bottom edges.
package func align(bottom views: LayoutProxy...) -> [Constraint] { chain(views.map(\.bottom)) }
/// Lines the views up by their leading edges.
package func align(leading views: LayoutProxy...) -> [Constraint] { chain(views.map(\.leading)) }
/// Lines the views up by their trailing edges.
package func align(trailing views: LayoutProxy...) -> [Constraint] {
  chain(views.map(\.trailing))
}
/// Lines the views up by their middle columns.
package func align(centerX views: LayoutProxy...) -> [Constraint] { chain(views.map(\.centerX)) }
/// Lines the views up by their middle lines.
package func align(centerY views: LayoutProxy...) -> [Constraint] { chain(views.map(\.centerY)) }

/// Puts the views in a row, left to right, `spacing` columns apart.
package func distribute(by spacing: Double, horizontally views: LayoutProxy...) -> [Constraint] {
  zip(views, views.dropFirst()).map { $1.leading == $0.trailing + spacing }
}

/// Stacks the views top to bottom, `spacing` lines apart.
package func distribute(by spacing: Double, vertically views: LayoutProxy...) -> [Constraint] {
  zip(views, views.dropFirst()).map { $1.top == $0.bottom + spacing }
}

private func chain<AnchorAxis>(_ anchors: [LayoutExpression<AnchorAxis>]) -> [Constraint] {
  zip(anchors, anchors.dropFirst()).map { $0 == $1 }
}
