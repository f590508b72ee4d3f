import Foundation
import ListKit

/// One row or item dragged from `source` to `destination`, as a table's and a collection
/// view's moves take it: where it may land, and where everything else goes.
struct ListMove {
  /// Where the row or item was.
  let source: IndexPath
  /// Where it lands.
  let destination: IndexPath

  /// Whether it lands in a list of `counts` rows or items per section: within its own section
  /// (which keeps its count), or in another section up to just past its last one.
  func lands(in counts: [Int]) -> Bool {
    guard counts.indices.contains(destination.section), destination.row >= 0 else {
      return false
    }
    let count = counts[destination.section]
    return destination.section == source.section
      ? destination.row < count : destination.row <= count
  }

  /// `counts` once it has moved.
  func counts(after counts: [Int]) -> [Int] {
    var moved = counts
    moved[source.section] -= 1
    moved[destination.section] += 1
    return moved
  }

  /// Where the row or item at `path` is once it has left `source` and landed at
  /// `destination`.
  func moved(_ path: IndexPath) -> IndexPath {
    if path == source { return destination }
    var row = path.row
    if path.section == source.section, row > source.row { row -= 1 }
    if path.section == destination.section, row >= destination.row { row += 1 }
    return IndexPath(row: row, section: path.section)
  }
}
