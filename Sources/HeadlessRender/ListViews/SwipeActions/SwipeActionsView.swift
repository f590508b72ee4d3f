import Foundation
import TextCanvas

/// The buttons of a row's revealed swipe actions, drawn over the row's edge.
///
/// Each button is its title between spaces, and a `│` separates the buttons from each other
/// and from the row; the first action sits nearest the edge, as in UIKit:
///
/// ```
/// trailing, [Delete, Flag]:  "Water the plants│ Flag │ Delete "
/// leading, [Pin]:            " Pin │the plants"
/// ```
///
/// Right to left, the trailing actions come from the left edge and the leading ones from the
/// right edge, the first still nearest its edge.
@MainActor
final class SwipeActionsView: UIView {
  var shown = RevealedSwipe.Shown(edge: .trailing, titles: [])

  /// The text of the buttons in drawing order, left to right, with their separators, on the
  /// right edge of the row or on its left one.
  static func text(for shown: RevealedSwipe.Shown, atRightEdge: Bool) -> String {
    let buttons = shown.titles.map { " \($0) " }
    return atRightEdge
      ? "│" + buttons.reversed().joined(separator: "│") : buttons.joined(separator: "│") + "│"
  }

  override package func draw(_ rect: GridRect, on canvas: inout Canvas, clip: GridRect) {
    let atRightEdge = (shown.edge == .trailing) != isRightToLeft
    let text = Self.text(for: shown, atRightEdge: atRightEdge)
    let width = min(text.displayWidth, rect.width)
    let x = atRightEdge ? rect.maxX - width : rect.minX
    let band = GridRect(x: x, y: rect.minY, width: width, height: rect.height)
    // The buttons cover the part of the row they slid over.
    canvas.clear(band.intersection(clip))
    let middle = rect.minY + max((rect.height - 1) / 2, 0)
    canvas.draw(text.truncated(toWidth: width), at: GridPoint(x: x, y: middle), clippedTo: clip)
  }
}
