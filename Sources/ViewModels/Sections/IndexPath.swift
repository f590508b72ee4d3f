import Foundation

/// A row's position in a sectioned list: the section's index, then the row's index in it.
///
/// Integer positions exist only at the table boundary; everything above it finds sections by
/// ID. Prints as `(section - row)`:
///
/// ```swift
/// print(IndexPath(section: 1, row: 4))  // (1 - 4)
/// ```
public struct IndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The section's index.
  public var section: Int
  /// The row's index within the section.
  public var row: Int

  /// Creates an index path.
  public init(section: Int, row: Int) {
    self.section = section
    self.row = row
  }

  /// `(section - row)`, the format every error message uses.
  public var description: String { "(\(section) - \(row))" }

  /// Orders by section, then row.
  public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
    (lhs.section, lhs.row) < (rhs.section, rhs.row)
  }
}
