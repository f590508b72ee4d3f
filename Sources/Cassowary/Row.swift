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
  /// The block's size class: room for `RowStore.smallestBlock << sizeClass` cells.
  var sizeClass: Int

  static let epsilon = 1e-8

  static func isNearZero(_ value: Double) -> Bool { Swift.abs(value) < epsilon }

  /// How many cells the row's block holds.
  var capacity: Int { RowStore.smallestBlock << sizeClass }

  var isEmpty: Bool { count == 0 }

  /// The store indices of the cells, lowest symbol first.
  var indices: Range<Int> { start..<(start + count) }
}

/// What a tableau symbol stands for.
enum SymbolKind: UInt8, Sendable {
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
  private var markerSymbol: Int32
  private var otherSymbol: Int32

  init(marker: Int, other: Int? = nil) {
    markerSymbol = Int32(marker)
    otherSymbol = other.map { Int32($0) } ?? -1
  }

  /// The slack, dummy, or first error symbol.
  var marker: Int { Int(markerSymbol) }
  /// The second error symbol, if any.
  var other: Int? { otherSymbol < 0 ? nil : Int(otherSymbol) }
}

/// Everything the solver keeps about one symbol, in one 32-byte record, so that what a pivot
/// reads about a symbol (its kind, whether it is basic, its row, its column) is one cache line,
/// and a solver's symbols are one allocation.
struct SymbolState: Sendable {
  /// The row's constant, when the symbol is basic.
  var constant = 0.0
  /// The row's first cell in the store, when the symbol is basic.
  private var start: Int32 = 0
  /// The row's cell count; -1 when the symbol is not basic.
  private var count: Int32 = -1
  /// The mark of the last column walk that met this row (see `compactColumn`).
  var stamp: Int32 = 0
  /// The first node of the symbol's column in the solver's ``ColumnIndex``, -1 when empty.
  var columnHead: Int32 = -1
  private var sizeClass: UInt8 = 0
  var kind: SymbolKind
  /// Whether the symbol waits in the solver's list of costs to check.
  var isDirty = false

  init(kind: SymbolKind) {
    self.kind = kind
  }

  var isBasic: Bool { count >= 0 }

  /// The symbol's row, nil when the symbol is not basic.
  var row: Row? {
    get {
      count < 0
        ? nil
        : Row(constant: constant, start: Int(start), count: Int(count), sizeClass: Int(sizeClass))
    }
    set {
      guard let row = newValue else {
        count = -1
        return
      }
      constant = row.constant
      start = Int32(row.start)
      count = Int32(row.count)
      sizeClass = UInt8(row.sizeClass)
    }
  }

}
