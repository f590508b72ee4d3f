import Foundation
import ListKit

extension UITableView {
  /// The lines of the separator under the row at `indexPath`: 1 or 0.
  ///
  /// UIKit's plain style draws a separator under every row except the last row of a section
  /// that a section header or footer (a title or a view) follows: none is drawn above or
  /// below a header. The last row of the table has one (iOS 15 and later, with or without a
  /// table footer view). When the next section has no header, its rows continue the list and
  /// the separator is drawn. A grouped style draws none under a section's last row, where
  /// the section's box ends. A cell that hides its separator keeps the line, blank, so that a
  /// row's height never depends on the cell it gets.
  ///
  /// - Complexity: O(1), plus the run of empty sections without headers after the row's
  ///   section.
  func separatorLines(below indexPath: IndexPath) -> Int {
    guard separatorStyle == .singleLine, let counts else { return 0 }
    if style != .plain { return indexPath.row < counts[indexPath.section] - 1 ? 1 : 0 }
    return separatorFollows(indexPath, counts: counts) ? 1 : 0
  }

  /// The last row before `section`'s header whose separator depends on that header: nil when
  /// a row-less titled section or a footer title comes first.
  func lastRow(before section: Int) -> IndexPath? {
    guard let counts else { return nil }
    var previous = section - 1
    while previous >= 0 {
      if hasSectionEnd(.footer, inSection: previous) { return nil }
      if counts[previous] > 0 { return IndexPath(row: counts[previous] - 1, section: previous) }
      if hasSectionEnd(.header, inSection: previous) { return nil }
      previous -= 1
    }
    return nil
  }

  /// The separators of the filler rows below the content, in the table's coordinates.
  func fillerSeparators() -> [ListDecorationView.Separator] {
    guard separatorStyle == .singleLine, tableFooterView == nil, style == .plain else { return [] }
    let height = max(fillerHeight, 0)
    guard height > 0 else { return [] }
    let columns = separatorColumns.columns(inWidth: rowColumns.width)
    var separators: [ListDecorationView.Separator] = []
    // Each filler row is `height` blank lines and its separator line, as a real row.
    var top = max(headerViewHeight + heights.total - contentOffsetLine, 0)
    while top + height < gridFrame.height {
      separators.append(ListDecorationView.Separator(y: top + height, columns: columns))
      top += height + 1
    }
    return separators
  }

  private func separatorFollows(_ indexPath: IndexPath, counts: [Int]) -> Bool {
    if indexPath.row < counts[indexPath.section] - 1 { return true }
    if hasSectionEnd(.footer, inSection: indexPath.section) { return false }
    var next = indexPath.section + 1
    while next < counts.count {
      if hasSectionEnd(.header, inSection: next) { return false }
      if counts[next] > 0 { return true }
      if hasSectionEnd(.footer, inSection: next) { return false }
      next += 1
    }
    return true
  }

  /// The lines of a filler row above its separator.
  private var fillerHeight: Int {
    switch fillerRowRule {
    case .fixed(let height):
      return height
    case .automatic:
      // As tall as the last row; with no rows, as tall as a row would be.
      if let counts, let section = counts.lastIndex(where: { $0 > 0 }) {
        return height(ofRowAt: IndexPath(row: counts[section] - 1, section: section))
      }
      switch rowHeightRule {
      case .fixed(let height): return height
      case .automatic: return estimatedRowLines
      }
    }
  }
}
