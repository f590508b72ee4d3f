import Foundation
import ListKit

extension RandomAccessCollection where Element: Comparable {
  /// In an ascending collection, how many elements are below `limit`.
  ///
  /// - Complexity: O(log n).
  package func count(lessThan limit: Element) -> Int {
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      if self[index(startIndex, offsetBy: middle)] < limit {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low
  }

  /// In an ascending collection, whether `element` is present.
  ///
  /// - Complexity: O(log n).
  package func sortedContains(_ element: Element) -> Bool {
    let position = count(lessThan: element)
    return position < count && self[index(startIndex, offsetBy: position)] == element
  }
}

extension Array where Element: Comparable {
  /// The elements ascending, each once.
  ///
  /// - Complexity: O(n) when already strictly ascending, else O(n log n).
  package func sortedUnique() -> [Element] {
    // Batches usually arrive sorted: then the array itself is the answer, with no copy.
    if zip(self, dropFirst()).allSatisfy({ $0 < $1 }) { return self }
    var result: [Element] = []
    result.reserveCapacity(count)
    for element in sorted() where result.last != element { result.append(element) }
    return result
  }
}

extension Array where Element: Comparable {
  /// The elements ascending, duplicates kept.
  ///
  /// - Complexity: O(n), without a copy, when already ascending, else O(n log n).
  package func sortedAscending() -> [Element] {
    zip(self, dropFirst()).allSatisfy({ $0 <= $1 }) ? self : sorted()
  }
}

extension Array where Element == IndexPath {
  /// In an ascending array, the index paths of `section`.
  ///
  /// - Complexity: O(log n).
  package func paths(inSection section: Int) -> ArraySlice<IndexPath> {
    let start = count(lessThan: IndexPath(row: .min, section: section))
    let end = count(lessThan: IndexPath(row: .min, section: section + 1))
    return self[start..<end]
  }
}
