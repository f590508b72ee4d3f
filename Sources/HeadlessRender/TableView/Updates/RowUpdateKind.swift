/// What the last update did to a row, as a screen renderer marks it in a gutter.
public enum RowUpdateKind: Hashable, Sendable, CaseIterable {
  /// The row (or its section) was inserted.
  case inserted
  /// The row (or its section) was moved here.
  case moved
  /// The row (or its section) was reloaded: a new cell.
  case reloaded
  /// The row's existing cell was configured again.
  case reconfigured
}
