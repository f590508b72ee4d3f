import TextCanvas

/// A cell laid out by the package's grid constraint DSL: it sizes itself from its constraints
/// (so `.automatic` row heights self-size), solves them in its bounds, and never traps.
///
/// The DSL (`cellLayout`, `CellLayout`) is the package's own, for its reference cells, and not
/// for teams: a team's cell is a ``UITableViewCell`` laid out with anchors in its content
/// view's margins (`NSLayoutConstraint.activate`, `contentView.layoutMarginsGuide`), as in an
/// app. A subclass in the package adds its views to `contentView` and installs its
/// constraints once, with `cellLayout.setUp(fallingBackTo:_:)`; if they ever fail, the first
/// error is kept in `layoutError` and the cell stacks its views one under another instead.
@MainActor
package class ConstrainedCell: UITableViewCell {
  /// The cell's constraints and the plain layout they fall back to; a subclass installs its
  /// constraints through it once, in `init(reuseIdentifier:)`.
  package private(set) lazy var cellLayout = CellLayout(contentView: contentView)

  /// The first constraint error, if the cell's constraints ever failed; the cell then lays
  /// out its views one under another. Nil for a healthy cell.
  package var layoutError: (any Error)? { cellLayout.error }

  /// The constraint-fitted size at `size.width`; the height in `size` is ignored.
  package override func gridSizeThatFits(_ size: GridSize) -> GridSize {
    cellLayout.fittingSize(width: size.width)
  }

  /// Solves the constraints in the cell's bounds.
  package override func layoutSubviews() {
    cellLayout.layout(in: gridBounds.size)
  }
}
