/// Linear walks over two ascending, duplicate-free arrays: what the validator uses instead of
/// hashing or bisecting once per change, so that its time grows linearly.
enum SortedMerge {
  /// The smallest element in both arrays, if any.
  ///
  /// - Complexity: O(a + b).
  static func firstCommon<Element: Comparable>(_ a: [Element], _ b: [Element]) -> Element? {
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

  /// Both arrays' elements ascending, each flagged with whether it came from `flagged`; an
  /// element in both appears once, flagged.
  ///
  /// - Complexity: O(a + b).
  static func union<Element: Comparable>(
    _ plain: [Element], _ flagged: [Element]
  ) -> [(element: Element, isFlagged: Bool)] {
    var result: [(element: Element, isFlagged: Bool)] = []
    result.reserveCapacity(plain.count + flagged.count)
    var i = 0
    var j = 0
    while i < plain.count || j < flagged.count {
      if j == flagged.count || (i < plain.count && plain[i] < flagged[j]) {
        result.append((plain[i], false))
        i += 1
      } else {
        if i < plain.count, plain[i] == flagged[j] { i += 1 }
        result.append((flagged[j], true))
        j += 1
      }
    }
    return result
  }
}
