import TextCanvas

extension String {
  /// The string made exactly `width` columns wide: truncated with `…` at `position` when
  /// wider, then filled with spaces on the sides `alignment` leaves open.
  ///
  /// This is where a wide character that would overflow the limit becomes a space: the
  /// truncation leaves it out whole and the padding fills its column. A string that starts
  /// with a lone mark joins the space before it, as it would on a terminal, and a single
  /// character wider than `width` cannot fit: `"…"` stands for it.
  ///
  /// ```swift
  /// print("[" + "東京タワー".padded(toWidth: 6) + "]")
  /// print("[" + "owl".padded(toWidth: 6, alignment: .right) + "]")
  /// // Prints "[東京… ]"
  /// // Prints "[   owl]"
  /// ```
  ///
  /// - Complexity: O(n) in the length of the string.
  package func padded(
    toWidth width: Int, alignment: NSTextAlignment = .left,
    truncatingAt position: TruncationPosition = .tail
  ) -> String {
    guard width > 0 else { return "" }
    let fitted = truncated(toWidth: width, at: position)
    let fittedWidth = fitted.displayWidth
    let left = alignment.offset(ofLineWidth: fittedWidth, inWidth: width)
    let right = max(width - fittedWidth - left, 0)
    return String(repeating: " ", count: left) + fitted + String(repeating: " ", count: right)
  }
}
