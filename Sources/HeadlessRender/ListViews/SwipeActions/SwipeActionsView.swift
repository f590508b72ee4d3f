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
@MainActor
final class SwipeActionsView: UIView {
  var shown = RevealedSwipe.Shown(edge: .trailing, titles: [])

  /// The text of the buttons in drawing order, left to right, with their separators.
  static func text(for shown: RevealedSwipe.Shown) -> String {
    let buttons = shown.titles.map { " \($0) " }
    switch shown.edge {
    case .trailing: return "│" + buttons.reversed().joined(separator: "│")
    case .leading: return buttons.joined(separator: "│") + "│"
    }
  }

  override package func draw(_ rect: GridRect, on canvas: inout Canvas, clip: GridRect) {
    let text = Self.text(for: shown)
    let width = min(text.displayWidth, rect.width)
    let x = shown.edge == .trailing ? rect.maxX - width : rect.minX
    let band = GridRect(x: x, y: rect.minY, width: width, height: rect.height)
    // The buttons cover the part of the row they slid over.
    canvas.clear(band.intersection(clip))
    let middle = rect.minY + max((rect.height - 1) / 2, 0)
    canvas.draw(text.truncated(toWidth: width), at: GridPoint(x: x, y: middle), clippedTo: clip)
  }
}
