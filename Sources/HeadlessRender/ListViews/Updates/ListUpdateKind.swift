/// What the last update did to a row of a table or an item of a collection view, as a screen
/// renderer marks it in a gutter.
public enum ListUpdateKind: Hashable, Sendable, CaseIterable {
  /// The row (or its section) was inserted.
  case inserted
  /// The row (or its section) was moved here.
  case moved
  /// The row (or its section) was reloaded: a new cell.
  case reloaded
  /// The row's existing cell was configured again.
  case reconfigured
}

extension ListUpdateKind {
  /// The mark a row shows after updates marked it `self` and `other`: the one that says the
  /// most about its cell, in the order inserted, reloaded, moved, reconfigured. A row
  /// inserted and then moved is still new on screen.
  func combined(with other: ListUpdateKind) -> ListUpdateKind {
    strength >= other.strength ? self : other
  }

  private var strength: Int {
    switch self {
    case .inserted: 3
    case .reloaded: 2
    case .moved: 1
    case .reconfigured: 0
    }
  }
}
