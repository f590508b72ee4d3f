extension UITableView {
  /// How a table groups its sections, as `UITableView.Style`.
  public enum Style: Int, Hashable, Sendable, CaseIterable {
    /// Rows edge to edge, section headers floating over them.
    case plain
    /// Sections apart, each under its header, the headers scrolling with the rows.
    case grouped
    /// Grouped sections inset from the edges, each in a rounded box.
    case insetGrouped
  }
}
