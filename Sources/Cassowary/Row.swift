/// One row of the simplex tableau, `basic = constant + sum(coefficient * symbol)`: the constant
/// and where the row's cells sit in the solver's ``RowStore``.
///
/// A row is a small value that names storage it does not own: copying it does not copy the
/// cells, and only the store that made it can read or change them. Cells are sorted by symbol,
/// as in kiwi's `AssocVector`, so that a lookup is a binary search and adding a row is a merge.
struct Row: Sendable {
  struct Cell: Sendable {
    var symbol: Int
    var coefficient: Double
  }

  var constant: Double
  /// The index of the first cell in the store.
  var start: Int
  /// The number of cells.
  var count: Int
  /// The block's size class: room for `8 << sizeClass` cells.
  var sizeClass: Int

  static let epsilon = 1e-8

  static func isNearZero(_ value: Double) -> Bool { Swift.abs(value) < epsilon }

  /// How many cells the row's block holds.
  var capacity: Int { 8 << sizeClass }

  var isEmpty: Bool { count == 0 }

  /// The store indices of the cells, lowest symbol first.
  var indices: Range<Int> { start..<(start + count) }
}

/// What a tableau symbol stands for.
enum SymbolKind: Sendable {
  /// A user variable: unrestricted in sign.
  case external
  /// An inequality's slack, at least 0.
  case slack
  /// An optional constraint's violation, at least 0, with a cost in the objective.
  case error
  /// The marker of a required equality: always 0, never pivoted in.
  case dummy
}

/// The symbols a constraint added to the tableau.
struct ConstraintTag: Sendable {
  /// The slack, dummy, or first error symbol.
  var marker: Int
  /// The second error symbol, if any.
  var other: Int?
}
