import Foundation

/// A row's section and row as two integers: how the diff and the batch rules compute with
/// positions, turning them into an `IndexPath` only where one is handed out.
///
/// Foundation's `IndexPath` holds any number of indexes in an enum with an array case: one
/// built from an array literal allocates, and comparing or hashing one is a call into
/// Foundation. This pair is two words, compared and hashed inline.
@usableFromInline
package struct RowPosition: Hashable, Comparable, Sendable {
  /// The section's index.
  @usableFromInline package var section: Int
  /// The row's index within its section.
  @usableFromInline package var row: Int

  /// The position of row `row` in section `section`.
  @inlinable
  package init(row: Int, section: Int) {
    self.section = section
    self.row = row
  }

  /// The position of an index path's section and row.
  @inlinable
  package init(_ indexPath: IndexPath) {
    self.init(row: indexPath.row, section: indexPath.section)
  }

  /// The index path of this position.
  @inlinable
  package var indexPath: IndexPath { IndexPath(row: row, section: section) }

  /// Orders by section, then row, as `IndexPath` does.
  @inlinable
  package static func < (lhs: RowPosition, rhs: RowPosition) -> Bool {
    lhs.section != rhs.section ? lhs.section < rhs.section : lhs.row < rhs.row
  }
}
