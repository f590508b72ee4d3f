import TextCanvas

/// Text broken into lines that fit a width, as a label shows it.
///
/// Lines break at explicit line breaks (`"\n"`, `"\r\n"`, `"\r"`), at spaces, between wide
/// (CJK) characters and next to them, and inside a word longer than the line (at the last
/// character that fits). Spaces where a line breaks are dropped; leading spaces of a
/// paragraph are kept. With `.byCharWrapping` a line breaks between any two characters.
///
/// When `numberOfLines` (0 = unlimited) cuts the text short, the last allowed line follows the
/// line break mode: the truncating modes show the rest of its paragraph with `…` (always with
/// `…` when later paragraphs with text are hidden), `.byClipping` shows as much of the rest of
/// the paragraph as fits, and the wrapping modes keep the wrapped line and drop the rest.
///
/// A single character wider than the whole line (a wide character in one column) gets a line
/// of its own and overflows it; the canvas then shows a space for the half that is cut off.
///
/// ```swift
/// let layout = TextLayout(
///   "Tiny birds sing at dawn", width: 10, numberOfLines: 2, lineBreakMode: .byTruncatingTail)
/// print(layout.lines)
/// // Prints "["Tiny birds", "sing at d…"]"
/// ```
public struct TextLayout: Hashable, Sendable {
  /// The lines, without trailing spaces where a line was wrapped.
  public let lines: [String]

  /// Lays out `text` in lines at most `width` columns wide.
  ///
  /// - Complexity: O(n) in the length of the text, stopping after `numberOfLines` lines.
  public init(
    _ text: String, width: Int, numberOfLines: Int = 0,
    lineBreakMode: NSLineBreakMode = .byWordWrapping
  ) {
    guard width > 0, !text.isEmpty else {
      lines = []
      return
    }
    let limit = numberOfLines > 0 ? numberOfLines : nil
    var breaker = LineBreaker(
      width: width, breaksAnywhere: lineBreakMode == .byCharWrapping, limit: limit.map { $0 + 1 })
    let paragraphs = Self.paragraphs(of: text)
    for paragraph in paragraphs where !breaker.isFull {
      breaker.wrap(text[paragraph])
    }
    var found = breaker.lines
    guard let limit, found.count > limit else {
      lines = found.map { String(text[$0.range]) }
      return
    }
    found.removeLast(found.count - limit)
    var result = found.map { String(text[$0.range]) }
    let last = found[limit - 1]
    let rest = text[last.range.lowerBound..<last.paragraphEnd].trimmingTrailingSpaces
    // Later paragraphs with only spaces in them hide nothing worth an ellipsis.
    let hidesLaterParagraphs = text[last.paragraphEnd...].contains { !$0.isWhitespace }
    switch lineBreakMode {
    case .byWordWrapping, .byCharWrapping:
      break
    case .byClipping:
      result[limit - 1] = String(rest.prefix(fittingWidth: width))
    case .byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail:
      let position = lineBreakMode.truncationPosition ?? .tail
      result[limit - 1] = String(rest).truncated(
        toWidth: width, at: position, always: hidesLaterParagraphs)
    }
    lines = result
  }

  /// The widest line's width and the number of lines.
  public var size: GridSize {
    GridSize(width: lines.map(\.displayWidth).max() ?? 0, height: lines.count)
  }

  /// The ranges between explicit line breaks; a text ending in a break ends in an empty one.
  private static func paragraphs(of text: String) -> [Range<String.Index>] {
    var result: [Range<String.Index>] = []
    var start = text.startIndex
    var index = text.startIndex
    while index < text.endIndex {
      let next = text.index(after: index)
      if text[index].isHardLineBreak {
        result.append(start..<index)
        start = next
      }
      index = next
    }
    result.append(start..<text.endIndex)
    return result
  }
}

extension Character {
  /// Whether the character forces a new line: LF, CR, or CR LF.
  var isHardLineBreak: Bool {
    self == "\n" || self == "\r\n" || self == "\r"
  }
}
