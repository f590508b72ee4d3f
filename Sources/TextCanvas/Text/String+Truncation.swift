extension String {
  /// The string cut to at most `width` columns, with `…` where text was removed.
  ///
  /// A string that fits is returned unchanged. Cuts fall between characters (grapheme
  /// clusters), so no cluster is split and no wide character is halved; when a wide character
  /// would straddle the limit it is left out whole, and the result is one column narrower than
  /// `width` (HeadlessRender's `padded(toWidth:alignment:truncatingAt:)` gives an exact
  /// width). Spaces next to the ellipsis are dropped (`"Articles…"`, not `"Articles …"`). For
  /// `.middle`, the start keeps the larger half when the room is odd.
  ///
  /// ```swift
  /// print("Night Heron".truncated(toWidth: 8, at: .tail))
  /// print("Night Heron".truncated(toWidth: 8, at: .middle))
  /// print("東京タワー".truncated(toWidth: 6, at: .tail))
  /// // Prints "Night H…"
  /// // Prints "Nigh…ron"
  /// // Prints "東京…"
  /// ```
  ///
  /// - Complexity: O(n) in the length of the string.
  public func truncated(toWidth width: Int, at position: TruncationPosition = .tail) -> String {
    truncated(toWidth: width, at: position, always: false)
  }

  /// The string cut as ``truncated(toWidth:at:)`` does; with `always`, an ellipsis is added
  /// even when the string fits, to show that text after it was hidden.
  package func truncated(toWidth width: Int, at position: TruncationPosition, always: Bool)
    -> String
  {
    guard width > 0 else { return "" }
    guard always || displayWidth > width else { return self }
    let whole = self[...]
    let room = width - 1
    switch position {
    case .tail:
      return String(whole.prefix(fittingWidth: room).trimmingTrailingSpaces) + "…"
    case .head:
      return "…" + String(whole.suffix(fittingWidth: room).trimmingLeadingSpaces)
    case .middle:
      let start = whole.prefix(fittingWidth: (room + 1) / 2)
      let kept = start.trimmingTrailingSpaces
      let remainder = whole[start.endIndex...]
      let end = remainder.suffix(fittingWidth: room - String(kept).displayWidth)
      return String(kept) + "…" + String(end.trimmingLeadingSpaces)
    }
  }

  /// The longest prefix no wider than `width` columns.
  package func prefix(fittingWidth width: Int) -> Substring {
    self[...].prefix(fittingWidth: width)
  }
}

extension Substring {
  /// The longest prefix no wider than `width` columns.
  package func prefix(fittingWidth width: Int) -> Substring {
    var used = 0
    var end = startIndex
    while end < endIndex {
      let next = self[end].displayWidth
      guard used + next <= width else { break }
      used += next
      end = index(after: end)
    }
    return self[startIndex..<end]
  }

  /// The longest suffix no wider than `width` columns.
  package func suffix(fittingWidth width: Int) -> Substring {
    var used = 0
    var start = endIndex
    while start > startIndex {
      let previous = index(before: start)
      let next = self[previous].displayWidth
      guard used + next <= width else { break }
      used += next
      start = previous
    }
    return self[start..<endIndex]
  }
}

extension Substring {
  /// The text without the white space at its end.
  package var trimmingTrailingSpaces: Substring {
    var result = self
    while result.last?.isWhitespace == true { result.removeLast() }
    return result
  }

  /// The text without the white space at its start.
  package var trimmingLeadingSpaces: Substring {
    var result = self
    while result.first?.isWhitespace == true { result.removeFirst() }
    return result
  }
}
