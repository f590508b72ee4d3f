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

  /// The buttons in drawing order, left to right, on the right edge of the row or on its
  /// left one, and an empty piece where the outer `│` goes, to be joined by `│`.
  static func pieces(for shown: RevealedSwipe.Shown, atRightEdge: Bool) -> [String] {
    let buttons = shown.titles.map { " \($0) " }
    return atRightEdge ? [""] + buttons.reversed() : buttons + [""]
  }

  override package func draw(_ rect: GridRect, on canvas: inout Canvas, clip: GridRect) {
    let atRightEdge = (shown.edge == .trailing) != isRightToLeft
    let pieces = Self.pieces(for: shown, atRightEdge: atRightEdge)
    let width = min(pieces.joined(separator: "│").displayWidth, rect.width)
    let x = atRightEdge ? rect.maxX - width : rect.minX
    let band = GridRect(x: x, y: rect.minY, width: width, height: rect.height)
    // The buttons cover the part of the row they slid over.
    canvas.clear(band.intersection(clip))
    let middle = rect.minY + max((rect.height - 1) / 2, 0)
    // Each title drawn on its own: the buttons keep their order whatever their script.
    canvas.draw(
      pieces: pieces, separator: "│", onLine: middle,
      of: GridRect(x: x, y: middle, width: width, height: 1), alignment: .left, clippedTo: clip)
  }
}
