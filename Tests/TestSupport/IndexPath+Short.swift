import Foundation
import ListKit

/// The index path of row `row` in section `section`, short for tests: `path(1, 4)`.
public func path(_ section: Int, _ row: Int) -> IndexPath {
  IndexPath(row: row, section: section)
}
