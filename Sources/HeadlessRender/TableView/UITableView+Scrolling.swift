import Foundation
import TextCanvas

extension UITableView {
  /// Scrolls so that the row at `indexPath` shows at `scrollPosition`, then lays out; the
  /// animation is not drawn.
  ///
  /// At `.top`, and at `.none` when the row is above the viewport, the row lands just under
  /// its section's header, which floats at the top of the viewport. A row the table does not
  /// have is kept as a failure with UIKit's message ("attempt to scroll to invalid index
  /// path"), which the frame that draws the table reports.
  public func scrollToRow(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) {
    scroll { try tryScrollToRow(at: indexPath, at: scrollPosition) }
  }

  /// The rectangle of the row at `indexPath` in the table's content, in points, its separator
  /// line included; `.zero` for a row the table does not have.
  public func rectForRow(at indexPath: IndexPath) -> CGRect {
    if counts == nil { loadCounts() }
    return gridRectForRow(at: indexPath)?.points ?? .zero
  }

  /// Runs a scroll, keeping what it fails with, and tells the delegate when the offset moved.
  func scroll(_ move: () throws -> Void) {
    let before = contentOffsetLine
    recovering { try move() }
    if contentOffsetLine != before { scrollViewDelegate?.scrollViewDidScroll(self) }
  }
}
