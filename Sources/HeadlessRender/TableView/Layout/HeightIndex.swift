/// Heights of a list of items with prefix sums kept in a Fenwick tree, so that a changed
/// height and "which item covers line y" both cost O(log n): the table never walks all rows.
struct HeightIndex: Sendable {
  private(set) var heights: [Int]
  // tree[i] holds the sum of heights (i - lowbit(i), i], 1-based.
  private var tree: [Int]

  /// Builds the index.
  ///
  /// - Complexity: O(n).
  init(heights: [Int]) {
    self.heights = heights
    tree = [0] + heights
    for index in stride(from: 1, through: heights.count, by: 1) {
      let parent = index + (index & -index)
      if parent <= heights.count { tree[parent] += tree[index] }
    }
  }

  /// The number of items.
  var count: Int { heights.count }

  /// The sum of all heights.
  var total: Int { prefix(count) }

  /// The sum of the heights of the first `count` items: the top of item `count`.
  ///
  /// - Complexity: O(log n).
  func prefix(_ count: Int) -> Int {
    var index = min(max(count, 0), heights.count)
    var sum = 0
    while index > 0 {
      sum += tree[index]
      index -= index & -index
    }
    return sum
  }

  /// Changes the height of item `item`.
  ///
  /// - Complexity: O(log n).
  mutating func setHeight(_ height: Int, at item: Int) {
    guard heights.indices.contains(item) else { return }
    let delta = height - heights[item]
    guard delta != 0 else { return }
    heights[item] = height
    var index = item + 1
    while index <= heights.count {
      tree[index] += delta
      index += index & -index
    }
  }

  /// The item that covers line `y` (the last one when `y` is past the end; zero-height items
  /// are skipped), or nil when the list is empty or `y` is negative.
  ///
  /// - Complexity: O(log n).
  func item(containing y: Int) -> Int? {
    guard count > 0, y >= 0 else { return nil }
    // Descend the tree for the longest prefix whose sum stays <= y.
    var position = 0
    var remaining = y
    var step = 1
    while step * 2 <= count { step *= 2 }
    while step > 0 {
      let next = position + step
      if next <= count, tree[next] <= remaining {
        position = next
        remaining -= tree[next]
      }
      step /= 2
    }
    return min(position, count - 1)
  }
}
