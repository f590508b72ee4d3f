/// The "did you mean" of a mistyped command or option: the known word nearest to what was typed.
enum Suggestion {
  /// The word of `candidates` nearest to `typed` by edit distance (insertions, deletions and
  /// substitutions of characters, each counting one), if one is near enough to be a typo: at
  /// most 2 edits, and fewer than half the typed word's characters. The first of equally near
  /// candidates wins.
  ///
  /// ```swift
  /// Suggestion.nearest(to: "--widht", among: ["--width", "--height"])  // "--width"
  /// Suggestion.nearest(to: "-b", among: ["-h", "--help"])  // nil: 1 edit of 2 characters
  /// ```
  ///
  /// - Complexity: O(*n* × *m*) per candidate, for words of *n* and *m* characters.
  static func nearest(to typed: String, among candidates: [String]) -> String? {
    let typed = Array(typed)
    var best: (word: String, distance: Int)?
    for candidate in candidates {
      let distance = editDistance(typed, Array(candidate))
      guard distance <= 2, distance * 2 < typed.count else { continue }
      if best.map({ distance < $0.distance }) ?? true { best = (candidate, distance) }
    }
    return best?.word
  }

  /// Levenshtein's distance between `a` and `b`, one row of the table at a time.
  private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
