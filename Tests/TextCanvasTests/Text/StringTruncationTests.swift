import TestSupport
import Testing

@testable import TextCanvas

@Suite struct StringTruncationTests {
  @Test func theDocumentedExamplesPrintExactlyAsShown() {
    #expect("Night Heron".truncated(toWidth: 8, at: .tail) == "Night H…")
    #expect("Night Heron".truncated(toWidth: 8, at: .middle) == "Nigh…ron")
    #expect("東京タワー".truncated(toWidth: 6, at: .tail) == "東京…")
    #expect("Night Heron".truncated(toWidth: 10, at: .head) == "…ght Heron")
    #expect("Night Heron".truncated(toWidth: 10, at: .middle) == "Night…eron")
    #expect("Night Heron".truncated(toWidth: 10, at: .tail) == "Night Her…")
  }

  @Test func aStringThatFitsIsReturnedUnchanged() {
    for position in TruncationPosition.allCases {
      #expect("東京".truncated(toWidth: 4, at: position) == "東京")
    }
  }

  @Test func widthsOfOneAndZeroLeaveOnlyTheEllipsisOrNothing() {
    #expect("abc".truncated(toWidth: 1) == "…")
    #expect("abc".truncated(toWidth: 0) == "")
    #expect("abc".truncated(toWidth: -3, at: .head) == "")
  }

  @Test func aWideCharacterThatWouldStraddleTheLimitIsLeftOutWhole() {
    #expect("ab東京".truncated(toWidth: 4, at: .tail) == "ab…")
    #expect("東京ab".truncated(toWidth: 4, at: .head) == "…ab")
    #expect("東京大阪".truncated(toWidth: 6, at: .middle) == "東…阪")
  }

  @Test func clustersAreNeverSplit() {
    let family = "👨‍👩‍👧"
    let text = "ab" + family + "cd"
    #expect(text.truncated(toWidth: 4, at: .tail) == "ab…")
    #expect(text.truncated(toWidth: 5, at: .tail) == "ab" + family + "…")
    #expect("e\u{301}e\u{301}e\u{301}".truncated(toWidth: 2) == "e\u{301}…")
  }

  @Test func spacesNextToTheEllipsisAreDropped() {
    #expect("Articles and essays".truncated(toWidth: 10, at: .tail) == "Articles…")
    #expect("birds of prey".truncated(toWidth: 6, at: .head) == "…prey")
    #expect("one two three".truncated(toWidth: 9, at: .middle) == "one…three")
  }

  @Test func anAlwaysTruncatedStringGetsAnEllipsisEvenWhenItFits() {
    #expect("ab".truncated(toWidth: 5, at: .tail, always: true) == "ab…")
    #expect("ab".truncated(toWidth: 5, at: .head, always: true) == "…ab")
    #expect("ab".truncated(toWidth: 5, at: .middle, always: true) == "ab…")
  }

  @Test func seededStringsNeverOutgrowTheLimitAndKeepTheirEnds() {
    var samples = TextSamples(seed: 7)
    for _ in 0..<1500 {
      let text = samples.string()
      let width = samples.int(in: 1...12)
      for position in TruncationPosition.allCases {
        let result = text.truncated(toWidth: width, at: position)
        #expect(result.displayWidth <= width, "\(text) \(width) \(position)")
        guard result != text else {
          #expect(text.displayWidth <= width)
          continue
        }
        // Whatever was kept is the original's start, end, or both around the ellipsis.
        let parts = result.split(separator: "…", omittingEmptySubsequences: false)
        #expect(parts.count == 2 || text.contains("…"), "\(result)")
        if let first = parts.first, let last = parts.last, parts.count == 2 {
          #expect(text.hasPrefix(first) && text.hasSuffix(last), "\(text) -> \(result)")
          // Only the character at a cut may be left out beyond the limit, so at most its
          // width minus one column goes unused, besides the spaces dropped at the ellipsis.
          let widest = text.map(\.displayWidth).max() ?? 1
          let afterStart = String(text.dropFirst(first.count).prefix(while: \.isWhitespace))
            .displayWidth
          let beforeEnd = String(text.dropLast(last.count).reversed().prefix(while: \.isWhitespace))
            .displayWidth
          let droppedSpaces =
            switch position {
            case .tail: afterStart
            case .head: beforeEnd
            case .middle: afterStart + beforeEnd
            }
          #expect(
            result.displayWidth + droppedSpaces >= width - (widest - 1),
            "\(text) -> \(result) at \(width)")
        }
      }
    }
  }
}
