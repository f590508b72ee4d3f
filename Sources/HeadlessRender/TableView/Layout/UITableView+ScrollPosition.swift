extension UITableView {
  /// Where `scrollToRow(at:at:animated:)` puts the row in the viewport.
  public enum ScrollPosition: Hashable, Sendable, CaseIterable {
    /// Scrolls as little as possible to show the whole row (nothing when it already shows); a
    /// row above the viewport stops just under its section's floating header.
    case none
    /// The row's top at the viewport's top, just under its section's header, which floats
    /// there.
    case top
    /// The row in the middle of the viewport (rounded up).
    case middle
    /// The row's bottom at the viewport's bottom.
    case bottom
  }
}
