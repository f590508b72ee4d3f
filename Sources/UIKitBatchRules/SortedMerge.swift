/// Linear walks over two ascending, duplicate-free arrays: what the validator uses instead of
/// hashing or bisecting once per change, so that its time grows linearly.
package enum SortedMerge {
  /// The smallest element in both arrays, if any.
  ///
  /// - Complexity: O(a + b).
  package static func firstCommon<Element: Comparable>(_ a: [Element], _ b: [Element]) -> Element? {
    var i = 0
    var j = 0
    while i < a.count, j < b.count {
      if a[i] < b[j] {
        i += 1
      } else if b[j] < a[i] {
        j += 1
      } else {
        return a[i]
      }
    }
    return nil
  }

  /// Calls `body` with both arrays' elements, descending, each flagged with whether it came
  /// from `flagged`; an element in both comes once, flagged. Nothing is allocated.
  ///
  /// - Complexity: O(a + b).
  package static func forEachDescending<Element: Comparable, Failure: Error>(
    _ plain: [Element], _ flagged: [Element],
    _ body: (_ element: Element, _ isFlagged: Bool) throws(Failure) -> Void
  ) throws(Failure) {
    var i = plain.count
    var j = flagged.count
    while i > 0 || j > 0 {
      if j == 0 || (i > 0 && plain[i - 1] > flagged[j - 1]) {
        try body(plain[i - 1], false)
        i -= 1
      } else {
        if i > 0, plain[i - 1] == flagged[j - 1] { i -= 1 }
        try body(flagged[j - 1], true)
        j -= 1
      }
    }
  }

  /// Both arrays' elements in one ascending array.
  ///
  /// - Complexity: O(a + b), with one allocation.
  package static func merged<Element: Comparable>(_ a: [Element], _ b: [Element]) -> [Element] {
    var result: [Element] = []
    result.reserveCapacity(a.count + b.count)
    var i = 0
    var j = 0
    while i < a.count, j < b.count {
      if b[j] < a[i] {
        result.append(b[j])
        j += 1
      } else {
        result.append(a[i])
        i += 1
      }
    }
    result += a[i...]
    result += b[j...]
    return result
  }
}
