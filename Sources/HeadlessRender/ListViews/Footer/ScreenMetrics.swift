/// Measures the screen chrome shares: the side margins of a ``ListFooterView``'s messages, and
/// of the package's own reference cells.
public enum ScreenMetrics {
  /// Columns kept clear on each side of a footer's text. A ``UITableViewCell``'s content view
  /// keeps UIKit's margins instead, 16 points (2 columns) at the sides.
  public static let contentMargin = 1
}
