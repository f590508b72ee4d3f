import Cassowary
import TextCanvas

/// A cell's constraint layout, with the plain layout it falls back to.
///
/// A cell's constraints are fixed in code, so a conflict among them is a programmer error that
/// the cell's tests catch. At run time it must not trap: the first error (from setting up the
/// constraints or from solving them) is kept in ``error`` and from then on the cell uses a
/// plain layout instead: the `fallbackOrder` views stacked top to bottom inside 1-column side
/// margins, a label as tall as its text at that width, any other view as tall as its
/// intrinsic height (1 line when it has none).
@MainActor
package final class CellLayout {
  /// The side margin of a cell's content, in columns: ``ScreenMetrics/contentMargin``, so that
  /// cells, section titles and footer messages line up.
  package static let margin = Double(ScreenMetrics.contentMargin)

  /// One line of a cell: `leading` from the leading margin, `trailing` against the trailing
  /// margin, at least one column apart, their tops aligned. Which one gives way when the line
  /// is short is decided by their compression resistance.
  package static func line(
    leading: LayoutProxy, trailing: LayoutProxy, in parent: LayoutProxy
  ) -> [Constraint] {
    [
      leading.leading == parent.leading + margin,
      trailing.trailing == parent.trailing - margin,
      trailing.leading >= leading.trailing + 1,
    ] + align(top: leading, trailing)
  }

  /// The constraints of the cell's content view.
  package let constraints: ConstraintLayout
  /// The first error the constraints failed with, if any; from then on the plain layout is used.
  package private(set) var error: (any Error)?
  private var fallbackOrder: [UIView] = []

  /// Creates the layout of `contentView`, with no constraints yet.
  package init(contentView: UIView) {
    constraints = ConstraintLayout(root: contentView)
  }

  /// Runs `setUp` on the constraint layout, keeping its error instead of throwing it.
  package func setUp(
    fallingBackTo fallbackOrder: [UIView], _ setUp: (ConstraintLayout) throws -> Void
  ) {
    self.fallbackOrder = fallbackOrder
    do {
      try setUp(constraints)
    } catch {
      self.error = self.error ?? error
    }
  }

  /// The size the content needs at `width`.
  package func fittingSize(width: Int) -> GridSize {
    if error == nil {
      do {
        return try constraints.systemLayoutSize(fittingWidth: width)
      } catch {
        self.error = error
      }
    }
    return GridSize(width: width, height: stack(width: width))
  }

  /// Writes the subviews' frames for content of `size`.
  package func layout(in size: GridSize) {
    if error == nil {
      do {
        try constraints.layout(in: size)
        return
      } catch {
        self.error = error
      }
    }
    _ = stack(width: size.width)
  }

  /// Stacks the fallback views and returns their total height.
  private func stack(width: Int) -> Int {
    let margin = Int(Self.margin)
    let inner = max(0, width - 2 * margin)
    var y = 0
    for view in fallbackOrder {
      let height: Int
      if let label = view as? UILabel {
        height = label.layoutSize(fitting: GridSize(width: inner, height: 0)).height
      } else {
        height = view.layoutIntrinsicSize.height ?? 1
      }
      view.gridFrame = GridRect(x: margin, y: y, width: inner, height: max(1, height))
      y += max(1, height)
    }
    return y
  }
}
