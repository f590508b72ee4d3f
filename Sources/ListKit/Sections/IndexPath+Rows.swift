import Foundation

#if canImport(UIKit)
  // UIKit adds `row`, `item`, `section`, `init(row:section:)` and `init(item:section:)` to
  // Foundation's `IndexPath`; ListKit uses UIKit's own definitions there, so an app sees one
  // of each.
  import UIKit
#else
  // Everywhere else ListKit adds UIKit's spelling, so that code written for UIKit compiles
  // unchanged.
  extension IndexPath {
    /// Creates an index path for row `row` in section `section`, as UIKit spells it.
    ///
    /// ```swift
    /// let path = IndexPath(row: 4, section: 1)
    /// print(path.section, path.row)  // 1 4
    /// ```
    public init(row: Int, section: Int) {
      // Appended to an empty path, the two indexes go straight into Foundation's two-index
      // storage; `init(indexes: [section, row])` would allocate an array for them first.
      self.init()
      append(section)
      append(row)
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

    /// Creates an index path for item `item` in section `section`, as UIKit spells it for
    /// collection views.
    public init(item: Int, section: Int) {
      self.init(row: item, section: section)
    }

    /// The item's index within its section: the second index of the path, as ``row`` is.
    public var item: Int {
      get { self[1] }
      set { self[1] = newValue }
    }
  }
#endif

extension DefaultStringInterpolation {
  /// Interpolates an index path as `[section, row]`, as a scenario file writes one and as
  /// every message and caption of the package shows it (`no row at [0, 3]`, `tap [1, 0]`).
  @usableFromInline
  package mutating func appendInterpolation(_ indexPath: IndexPath) {
    appendLiteral("[\(indexPath.section), \(indexPath.row)]")
  }

  /// Interpolates an index path as `(section - row)`, for the messages that reproduce UIKit's
  /// own exception texts (which print `{length = 2, path = section - row}`), so that they read
  /// as UIKit's do: `attempt to move index path (0 - 0) to invalid index path: (0 - 3)`.
  @usableFromInline
  package mutating func appendInterpolation(uikit indexPath: IndexPath) {
    appendLiteral("(\(indexPath.section) - \(indexPath.row))")
  }
}
