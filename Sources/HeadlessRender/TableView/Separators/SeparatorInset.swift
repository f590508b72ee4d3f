/// Where a separator line starts and ends, in columns from the cell's leading and trailing
/// edges, as the left and right values of UIKit's `separatorInset` measured from the cell
/// edges (`separatorInsetReference = .fromCellEdges`, UIKit's default).
///
/// UIKit's default leading inset on an iPhone is 16 pt: the cell's layout margin, the column
/// where a cell's text starts, so that the line starts under the text. Here cells keep a
/// 1-column margin (``ScreenMetrics/contentMargin``), so the default is 1 column: the
/// conversion keeps what the 16 pt means, the line lined up with the text, rather than its
/// size (a 17 pt character is about 9 pt wide, so 16 pt would be about 2 columns). The
/// trailing inset is 0, as on an iPhone, where the line runs to the trailing edge.
///
/// Negative values count as 0. An inset that leaves no room hides the line; its line stays
/// blank, as a hidden separator still takes its sliver of the row in UIKit:
///
/// ```swift
/// cell.separatorInset = .hidden  // this cell's separator is not drawn
/// ```
public struct SeparatorInset: Hashable, Sendable {
  /// Columns left blank before the line.
  public var leading: Int
  /// Columns left blank after the line.
  public var trailing: Int

  /// UIKit's default on an iPhone: the line starts where the cells' text starts and runs to
  /// the trailing edge.
  public static let automatic = SeparatorInset(leading: ScreenMetrics.contentMargin, trailing: 0)

  /// Edge to edge: UIKit's `.zero` on iOS 11 and later.
  public static let zero = SeparatorInset(leading: 0, trailing: 0)

  /// No line: UIKit's way of hiding one cell's separator, an inset wider than the cell.
  public static let hidden = SeparatorInset(leading: .max, trailing: 0)

  /// Creates an inset of `leading` and `trailing` columns.
  public init(leading: Int, trailing: Int) {
    self.leading = leading
    self.trailing = trailing
  }

  /// The columns the line covers in a row `width` columns wide: empty when the insets leave
  /// no room.
  ///
  /// ```swift
  /// SeparatorInset.automatic.columns(inWidth: 10)  // 1..<10
  /// SeparatorInset.hidden.columns(inWidth: 10)     // 10..<10
  /// ```
  public func columns(inWidth width: Int) -> Range<Int> {
    let width = max(width, 0)
    let start = min(max(leading, 0), width)
    let end = max(width - min(max(trailing, 0), width), start)
    return start..<end
  }
}
