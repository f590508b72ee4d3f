/// The greedy line filler behind HeadlessRender's `TextLayout`: it finds where each line of a paragraph
/// starts and ends, without copying text.
package struct LineBreaker {
  /// One line: its range in the text, and where its paragraph ends.
  package struct Line {
    package var range: Range<String.Index>
    package var paragraphEnd: String.Index
  }

  /// The widest a line may be.
  package let width: Int
  /// Whether a line may break between any two characters, not only at spaces and wide ones.
  package let breaksAnywhere: Bool
  /// The number of lines after which wrapping stops; nil for no limit.
  package let limit: Int?
  /// The lines found so far.
  package private(set) var lines: [Line] = []

  package init(width: Int, breaksAnywhere: Bool, limit: Int?) {
    self.width = width
    self.breaksAnywhere = breaksAnywhere
    self.limit = limit
  }

  /// Whether the limit is reached, so further text need not be wrapped.
  package var isFull: Bool {
    guard let limit else { return false }
    return lines.count >= limit
  }

  /// Breaks one paragraph (text without hard line breaks) into lines; an empty paragraph
  /// gives one empty line.
  ///
  /// - Complexity: O(n) in the length of the paragraph.
  package mutating func wrap(_ paragraph: Substring) {
    // The line being filled: where it starts, where its last word ends, its width up to
    // there, and the width of the spaces after that word, which count only if a word follows.
    var lineStart = paragraph.startIndex
    var lineEnd = paragraph.startIndex
    var lineWidth = 0
    var pendingSpaces = 0
    var index = paragraph.startIndex
    while index < paragraph.endIndex, !isFull {
      let character = paragraph[index]
      if character.isBreakingSpace {
        // Spaces count only once a word follows on the same line; where the line breaks
        // instead, they are dropped with the pending width.
        pendingSpaces += character.displayWidth
        index = paragraph.index(after: index)
        continue
      }
      let tokenEnd = endOfToken(in: paragraph, from: index)
      let tokenWidth = paragraph[index..<tokenEnd].reduce(0) { $0 + $1.displayWidth }
      if lineWidth + pendingSpaces + tokenWidth <= width {
        lineWidth += pendingSpaces + tokenWidth
        pendingSpaces = 0
        lineEnd = tokenEnd
        index = tokenEnd
        continue
      }
      if lineEnd > lineStart {
        lines.append(Line(range: lineStart..<lineEnd, paragraphEnd: paragraph.endIndex))
      }
      lineStart = index
      lineEnd = index
      lineWidth = 0
      pendingSpaces = 0
      if tokenWidth <= width { continue }
      // A word longer than a whole line: fill lines with as many characters as fit, at least
      // one, so that the loop always advances.
      var cut = index
      while cut < tokenEnd, lineWidth + paragraph[cut].displayWidth <= width || cut == index {
        lineWidth += paragraph[cut].displayWidth
        cut = paragraph.index(after: cut)
      }
      lineEnd = cut
      index = cut
      if cut < tokenEnd {
        lines.append(Line(range: lineStart..<lineEnd, paragraphEnd: paragraph.endIndex))
        lineStart = cut
        lineEnd = cut
        lineWidth = 0
      }
    }
    if !isFull, lineEnd > lineStart || lineStart == paragraph.startIndex {
      lines.append(Line(range: lineStart..<lineEnd, paragraphEnd: paragraph.endIndex))
    }
  }

  /// The end of the unbreakable run that starts at `start`: one character when lines may
  /// break anywhere or the character is wide, else up to the next space or wide character.
  private func endOfToken(in paragraph: Substring, from start: String.Index) -> String.Index {
    let first = paragraph[start]
    var end = paragraph.index(after: start)
    if breaksAnywhere || first.displayWidth >= 2 { return end }
    while end < paragraph.endIndex {
      let character = paragraph[end]
      if character.isBreakingSpace || character.displayWidth >= 2 { break }
      end = paragraph.index(after: end)
    }
    return end
  }
}

extension Character {
  /// Whether a line may break at this space: any white space but the no-break spaces.
  var isBreakingSpace: Bool {
    isWhitespace && self != "\u{00A0}" && self != "\u{2007}" && self != "\u{202F}"
  }
}
