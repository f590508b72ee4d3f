import Foundation
import ListKit

extension UITableView {
  /// Puts the gutter marks of the table's rows and section headers on screen into `marks`,
  /// keyed by line of the drawing, the table's first line being line `top` (the device frame's
  /// gutter: `ListUpdateKind.gutterMark`).
  package func gutterMarks(top: Int, into marks: inout [Int: Character]) {
    func mark(_ lines: Range<Int>, with mark: Character?) {
      let shown = (top + lines.lowerBound)..<(top + lines.upperBound)
      for line in shown.clamped(to: top..<max(top + gridFrame.height, top)) {
        marks[line] = mark
      }
    }
    // Only the rows on screen: after a large insert most marks are off screen.
    let updateMarks = lastUpdateMarks
    for indexPath in visibleRowIndexPaths {
      guard let kind = updateMarks[indexPath], let row = gridRectForRow(at: indexPath) else {
        continue
      }
      let rowTop = row.minY - contentOffsetLine
      mark(rowTop..<(rowTop + row.height), with: kind.gutterMark)
    }
    // A header line shows its section's mark, or none: a pinned header hides the rows under it.
    for title in decorationView.titles where title.kind == .header {
      mark(
        title.y..<(title.y + title.height),
        with: lastSectionUpdateMarks[title.section]?.gutterMark)
    }
  }
}
