import Foundation
import ListKit

extension UITableView {
  /// Begins a batch, as UIKit's `beginUpdates()`: the inserts, deletes, moves and reloads made
  /// until the matching ``endUpdates()`` are one batch, as in ``performBatchUpdates(_:completion:)``
  /// (calls nest; the outermost pair counts).
  ///
  /// ```swift
  /// tableView.beginUpdates()
  /// tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
  /// tableView.insertRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
  /// tableView.endUpdates()  // checked and applied here
  /// ```
  public func beginUpdates() {
    if batchDepth == 0 {
      hadCountsBeforeBeginUpdates = counts != nil
      if counts == nil { loadCounts() }
    }
    batchDepth += 1
  }

  /// Ends the batch ``beginUpdates()`` began: the outermost call checks it against UIKit's
  /// rules and applies it, then measures the self-sizing rows on screen again (so a pair with
  /// nothing between them shows a cell's new height, as in UIKit). A batch UIKit would reject
  /// is kept as a failure, as ``performBatchUpdates(_:completion:)`` keeps it; a call without a
  /// `beginUpdates()` does nothing.
  public func endUpdates() {
    guard batchDepth > 0 else { return }
    batchDepth -= 1
    guard batchDepth == 0 else { return }
    let update = pendingUpdate
    pendingUpdate = BatchUpdate()
    let hadCounts = hadCountsBeforeBeginUpdates
    recovering {
      do {
        try applyEndedBatch(update)
      } catch {
        if !hadCounts { counts = nil }
        throw error
      }
      for (indexPath, cell) in cellsByIndexPath {
        _ = updateMeasuredHeight(of: cell, at: indexPath)
      }
      try layoutVisibleRows()
    }
  }

  /// The row at `point`, in the table's coordinates (its content's, scrolled by
  /// `contentOffset`), or nil where there is no row (a header, a footer, past the end).
  ///
  /// - Complexity: O(log n).
  public func indexPathForRow(at point: CGPoint) -> IndexPath? {
    guard point.y.isFinite, point.y >= 0 else { return nil }
    if counts == nil { loadCounts() }
    let line = Int((point.y / PointScale.line).rounded(.down)) - headerViewHeight
    guard line >= 0, line < heights.total, let index = heights.item(containing: line),
      case .row(let indexPath) = item(at: index)
    else { return nil }
    return indexPath
  }

  /// The rows whose rectangles meet `rect`, in the table's coordinates, top to bottom.
  ///
  /// - Complexity: O(log n + k) for the k rows found.
  public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
    guard rect.minY.isFinite, rect.maxY.isFinite, rect.height > 0 else { return [] }
    if counts == nil { loadCounts() }
    let first = max(Int((rect.minY / PointScale.line).rounded(.down)) - headerViewHeight, 0)
    let end = Int((rect.maxY / PointScale.line).rounded(.up)) - headerViewHeight
    guard first < end, first < heights.total, var index = heights.item(containing: first)
    else { return [] }
    var found: [IndexPath] = []
    var top = heights.prefix(index)
    while index < heights.count, top < end {
      if case .row(let indexPath) = item(at: index), heights.heights[index] > 0 {
        found.append(indexPath)
      }
      top += heights.heights[index]
      index += 1
    }
    return found
  }
}
