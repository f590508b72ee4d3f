import TestSupport
import Testing

@testable import HeadlessRender

@Suite struct TextLayoutTests {
  private func lines(
    _ text: String, width: Int, numberOfLines: Int = 0, mode: NSLineBreakMode = .byWordWrapping
  ) -> [String] {
    TextLayout(text, width: width, numberOfLines: numberOfLines, lineBreakMode: mode).lines
  }

  /// Whether a line keeps to the width; a single character wider than the width (such as
  /// `"ｏﾟ"`, three columns) may overflow a line of its own.
  private func fits(_ line: String, _ width: Int) -> Bool {
    line.displayWidth <= width || line.count == 1
  }

  @Test func theDocumentedExamplePrintsExactlyAsShown() {
    let layout = TextLayout(
      "Tiny birds sing at dawn", width: 10, numberOfLines: 2, lineBreakMode: .byTruncatingTail)
    #expect(layout.lines == ["Tiny birds", "sing at d…"])
    #expect(layout.size == GridSize(width: 10, height: 2))
  }

  @Test func linesBreakAtSpacesAndDropThem() {
    #expect(lines("the quick brown fox", width: 10) == ["the quick", "brown fox"])
    #expect(lines("a    b", width: 2) == ["a", "b"])
  }

  @Test func leadingSpacesOfAParagraphAreKept() {
    #expect(lines("  indented text", width: 10) == ["  indented", "text"])
  }

  @Test func linesBreakBetweenCJKCharacters() {
    #expect(lines("東京タワーは高い", width: 6) == ["東京タ", "ワーは", "高い"])
    #expect(lines("see 東京タワー now", width: 8) == ["see 東京", "タワー", "now"])
  }

  @Test func aWordLongerThanTheLineBreaksInside() {
    #expect(lines("a supercalifragilistic b", width: 8) == ["a", "supercal", "ifragili", "stic b"])
  }

  @Test func aWideCharacterInOneColumnGetsALineOfItsOwn() {
    #expect(lines("a東b", width: 1) == ["a", "東", "b"])
  }

  @Test func explicitLineBreaksStartNewLinesAndKeepEmptyOnes() {
    #expect(lines("one\n\ntwo\r\nthree\rfour", width: 10) == ["one", "", "two", "three", "four"])
    #expect(lines("end\n", width: 10) == ["end", ""])
  }

  @Test func nonBreakingSpacesHoldWordsTogether() {
    #expect(lines("a b\u{00A0}c", width: 3) == ["a", "b\u{00A0}c"])
  }

  @Test func charWrappingFillsEveryLine() {
    #expect(lines("alpha beta", width: 4, mode: .byCharWrapping) == ["alph", "a be", "ta"])
    #expect(lines("ab cd", width: 3, mode: .byCharWrapping) == ["ab", "cd"])
  }

  @Test func theLastAllowedLineFollowsTheLineBreakMode() {
    let text = "alpha beta gamma delta"
    let expected: [NSLineBreakMode: [String]] = [
      .byWordWrapping: ["alpha", "beta"],
      .byCharWrapping: ["alpha be", "ta gamma"],
      .byClipping: ["alpha", "beta gam"],
      .byTruncatingTail: ["alpha", "beta ga…"],
      .byTruncatingHead: ["alpha", "…a delta"],
      .byTruncatingMiddle: ["alpha", "beta…lta"],
    ]
    for mode in NSLineBreakMode.allCases {
      #expect(lines(text, width: 8, numberOfLines: 2, mode: mode) == expected[mode], "\(mode)")
    }
  }

  @Test func hiddenLaterParagraphsAlwaysLeaveAnEllipsis() {
    #expect(
      lines("first\nsecond", width: 10, numberOfLines: 1, mode: .byTruncatingTail) == [
        "first…"
      ])
    #expect(lines("first\nsecond", width: 10, numberOfLines: 1, mode: .byClipping) == ["first"])
  }

  @Test func hiddenEmptyParagraphsLeaveNoEllipsis() {
    #expect(lines("last\n\n", width: 10, numberOfLines: 1, mode: .byTruncatingTail) == ["last"])
    #expect(lines("a\n\nb", width: 10, numberOfLines: 2, mode: .byTruncatingTail) == ["a", "…"])
  }

  @Test func emptyTextOrNoRoomGivesNoLines() {
    #expect(lines("", width: 10).isEmpty)
    #expect(lines("abc", width: 0).isEmpty)
  }

  @Test func seededTextWrapsWithinTheWidthAndLosesNoVisibleCharacter() {
    var samples = TextSamples(seed: 42)
    for _ in 0..<1000 {
      let text = (0..<samples.int(in: 1...4)).map { _ in samples.string() }.joined(separator: " ")
      let width = samples.int(in: 2...16)
      for mode in [NSLineBreakMode.byWordWrapping, .byCharWrapping] {
        let wrapped = lines(text, width: width, mode: mode)
        #expect(wrapped.allSatisfy { fits($0, width) }, "\(text) at \(width)")
        let kept = wrapped.joined().filter { !$0.isWhitespace }
        let original = text.filter { !$0.isWhitespace }
        #expect(kept == original, "\(mode) lost characters of \(text) at \(width)")
      }
    }
  }

  @Test func seededTextCutToSomeLinesKeepsToTheLimits() {
    var samples = TextSamples(seed: 99)
    for _ in 0..<500 {
      let text = (0..<samples.int(in: 1...5)).map { _ in samples.string() }.joined(separator: " ")
      let width = samples.int(in: 2...12)
      let limit = samples.int(in: 1...3)
      for mode in NSLineBreakMode.allCases {
        let cut = lines(text, width: width, numberOfLines: limit, mode: mode)
        let full = lines(text, width: width, mode: mode)
        #expect(cut.count == min(limit, full.count))
        #expect(cut.allSatisfy { fits($0, width) }, "\(text) \(width) \(mode)")
        #expect(Array(cut.dropLast()) == Array(full.prefix(max(cut.count - 1, 0))))
      }
    }
  }
}
