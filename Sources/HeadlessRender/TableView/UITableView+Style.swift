extension UITableView {
  /// How a table groups its sections, as `UITableView.Style`.
  public enum Style: Int, Hashable, Sendable, CaseIterable {
    /// Rows edge to edge, section headers floating over them.
    case plain
    /// Sections apart, each under its header (in upper case), the headers scrolling with the
    /// rows; each section between full-width edges.
    case grouped
    /// Grouped sections inset from the edges by the table's layout margins, each in a rounded
    /// box.
    case insetGrouped
  }
}
