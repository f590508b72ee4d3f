import Foundation

#if !canImport(UIKit)
  // UIKit adds these to Foundation's `IndexPath`; everywhere else ListKit does, so that code
  // written for UIKit compiles unchanged. On iOS, UIKit's own definitions are used.
  extension IndexPath {
    /// Creates an index path for row `row` in section `section`, as UIKit spells it.
    ///
    /// ```swift
    /// let path = IndexPath(row: 4, section: 1)
    /// print(path.section, path.row)  // 1 4
    /// ```
    public init(row: Int, section: Int) {
      self.init(indexes: [section, row])
    }

    /// The section's index: the first index of the path.
    public var section: Int {
      get { self[0] }
      set { self[0] = newValue }
    }

    /// The row's index within its section: the second index of the path.
    public var row: Int {
      get { self[1] }
      set { self[1] = newValue }
    }
  }
#endif

extension DefaultStringInterpolation {
  /// Interpolates an index path as `(section - row)`, the format every message of the package
  /// uses (UIKit prints `{length = 2, path = section - row}`).
  @usableFromInline
  package mutating func appendInterpolation(_ indexPath: IndexPath) {
    appendLiteral("(\(indexPath.section) - \(indexPath.row))")
  }
}
