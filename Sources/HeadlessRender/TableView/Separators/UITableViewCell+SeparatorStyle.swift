extension UITableViewCell {
  /// Whether a table view draws separator lines, as `UITableViewCell.SeparatorStyle`.
  public enum SeparatorStyle: Hashable, Sendable, CaseIterable {
    /// A line under each row, and under each filler row (UIKit's default): `─` on a line of its
    /// own, from the separator inset to the trailing edge.
    case singleLine
    /// No separators and no filler rows; rows follow one another with nothing between them.
    case none
  }
}
