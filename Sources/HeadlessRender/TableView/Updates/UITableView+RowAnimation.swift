extension UITableView {
  /// How a table animates inserted, deleted and reloaded rows, as `UITableView.RowAnimation`.
  ///
  /// A headless table draws no animation: a frame shows where rows end up, and its gutter marks
  /// what the update did to them whatever the style. The value is kept so that code written for
  /// UIKit sets it unchanged.
  public enum RowAnimation: Hashable, Sendable, CaseIterable {
    /// Rows fade in or out.
    case fade
    /// Rows slide in from, or out to, the right.
    case right
    /// Rows slide in from, or out to, the left.
    case left
    /// Rows slide in from, or out to, the top.
    case top
    /// Rows slide in from, or out to, the bottom.
    case bottom
    /// Rows appear and disappear without an animation of their own.
    case none
    /// Rows keep to the middle of their space as it opens or closes.
    case middle
    /// The table picks a style: what `UITableViewDiffableDataSource` uses by default.
    case automatic
  }
}
