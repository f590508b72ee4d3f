extension UITableViewCell {
  /// The layout of a cell's standard parts, as `UITableViewCell.CellStyle`.
  public enum CellStyle: Int, Hashable, Sendable, CaseIterable {
    /// A title, with an image at the leading edge.
    case `default`
    /// A title at the leading edge and a detail at the trailing edge, as in Settings.
    case value1
    /// A right-aligned title and a left-aligned detail beside it, as in Contacts.
    case value2
    /// A title with a detail under it.
    case subtitle
  }
}
