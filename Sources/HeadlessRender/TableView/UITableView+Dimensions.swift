import Foundation
import TextCanvas

extension UITableView {
  /// A height the table works out itself, as `UITableView.automaticDimension`: a self-sizing
  /// row, a title's own line.
  public static let automaticDimension: CGFloat = -1

  /// A table's margins by default: UIKit's 16 points at the sides, where section titles
  /// start.
  static let defaultLayoutMargins = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)

  /// The lines a separator takes under a row when separators are on: a row's height in points
  /// includes its separator, as in UIKit, so the cell gets the rest.
  private var separatorLineOfRow: Int { separatorStyle == .singleLine ? 1 : 0 }

  /// The lines of a row's cell when the row is `height` points tall, its separator included.
  func cellLines(ofRowHeight height: CGFloat) -> Int {
    max(PointScale.lines(height) - separatorLineOfRow, 0)
  }

  /// The rows' height rule: a fixed number of cell lines, or self-sizing.
  var rowHeightRule: RowHeight {
    rowHeight < 0 ? .automatic : .fixed(cellLines(ofRowHeight: rowHeight))
  }

  /// The height rule of the row at `indexPath`: the delegate's height, or the table's.
  func rowHeightRule(at indexPath: IndexPath) -> RowHeight {
    let height = delegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
    return height < 0 ? .automatic : .fixed(cellLines(ofRowHeight: height))
  }

  /// The cell lines assumed for a self-sizing row not measured yet: one line of text when the
  /// estimate is automatic.
  var estimatedRowLines: Int {
    estimatedRowHeight < 0 ? 1 : cellLines(ofRowHeight: estimatedRowHeight)
  }

  /// The filler rows' height rule.
  var fillerRowRule: RowHeight {
    fillerRowHeight < 0 ? .automatic : .fixed(cellLines(ofRowHeight: fillerRowHeight))
  }

  /// The columns the table's separators leave clear at each end.
  var separatorColumns: SeparatorInset { SeparatorInset(points: separatorInset) }

  /// The columns kept clear on each side of a section header or footer title: the table's
  /// leading layout margin, as UIKit insets its plain titles.
  var sectionTitleColumns: Int { PointScale.columns(layoutMargins.left) }
}
