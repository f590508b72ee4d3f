import Foundation
import TextCanvas

/// The section index a plain table shows along its trailing edge, as UIKit's private
/// `UITableViewIndex`: one title a line, the column centred on the table's height.
///
/// When the titles outnumber the lines, it shows as many as fit, evenly spread, the first and
/// the last always among them, with `•` between them where titles were left out, as UIKit
/// folds its index. VoiceOver reads it as one adjustable element, `Table index`.
@MainActor
final class TableIndexView: UIView {
  /// The titles, as the data source gave them.
  var titles: [String] = []

  override init(frame: CGRect) {
    super.init(frame: frame)
    isAccessibilityElement = true
    accessibilityLabel = "Table index"
    accessibilityTraits = .adjustable
  }

  required init?(coder: NSCoder) { nil }

  /// The columns the index takes: its widest title's, one at least.
  var width: Int { max(titles.map(\.displayWidth).max() ?? 0, 1) }

  /// What the index shows in `height` lines, top to bottom.
  ///
  /// ```swift
  /// // ["A", "B", "C", "D", "E", "F", "G"] in 5 lines:
  /// // ["A", "•", "D", "•", "G"]
  /// ```
  func shownLines(inHeight height: Int) -> [String] {
    guard titles.count > height else { return titles }
    // An odd number of lines, titles on the even ones: k titles and k - 1 dots.
    let kept = (height + 1) / 2
    guard kept > 1 else { return Array(titles.prefix(max(height, 0))) }
    var lines: [String] = []
    for slot in 0..<kept {
      if slot > 0 { lines.append("•") }
      lines.append(titles[(slot * (titles.count - 1) + (kept - 1) / 2) / (kept - 1)])
    }
    return lines
  }

  override func draw(_ rect: GridRect, on canvas: inout Canvas, clip: GridRect) {
    canvas.clear(rect.intersection(clip))
    let lines = shownLines(inHeight: rect.height)
    let top = rect.minY + (rect.height - lines.count) / 2
    for (offset, line) in lines.enumerated() {
      let x =
        rect.minX
        + NSTextAlignment.center.offset(
          ofLineWidth: line.displayWidth, inWidth: rect.width)
      canvas.draw(line, at: GridPoint(x: x, y: top + offset), clippedTo: clip)
    }
  }
}
