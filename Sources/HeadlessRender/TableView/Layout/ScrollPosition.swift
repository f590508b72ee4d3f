/// Where `scrollToRow(at:position:)` puts the row in the viewport.
public enum ScrollPosition: Hashable, Sendable, CaseIterable {
  /// Scrolls as little as possible to show the whole row (nothing when it already shows).
  case none
  /// The row's top at the viewport's top.
  case top
  /// The row in the middle of the viewport (rounded up).
  case middle
  /// The row's bottom at the viewport's bottom.
  case bottom
}
