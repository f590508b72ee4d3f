import TestSupport
import Testing

@testable import HeadlessRender

@Suite struct StringPaddingTests {
  @Test func theDocumentedExamplesPrintExactlyAsShown() {
    #expect("[" + "東京タワー".padded(toWidth: 6) + "]" == "[東京… ]")
    #expect("[" + "owl".padded(toWidth: 6, alignment: .right) + "]" == "[   owl]")
  }

  @Test func centeringPutsTheOddColumnOnTheRight() {
    #expect("ab".padded(toWidth: 5, alignment: .center) == " ab  ")
  }

  @Test func aWideCharacterThatWouldOverflowBecomesASpace() {
    #expect("ab東".padded(toWidth: 3, truncatingAt: .head) == "…東")
    #expect("a東京".padded(toWidth: 3) == "a… ")
    #expect("東京x".padded(toWidth: 4) == "東… ")
  }

  @Test func seededStringsComeOutExactlyAsWideAsAsked() {
    var samples = TextSamples(seed: 5)
    for _ in 0..<1000 {
      let text = samples.string()
      let width = samples.int(in: 1...14)
      let alignment = samples.pick(NSTextAlignment.allCases)
      let position = samples.pick(TruncationPosition.allCases)
      let padded = text.padded(toWidth: width, alignment: alignment, truncatingAt: position)
      // Only a lone mark at the start (it joins the padding before it) can break the width.
      let startsWithLoneMark = text.first?.displayWidth == 0
      #expect(padded.displayWidth == width || startsWithLoneMark, "\(text) at \(width)")
    }
  }

  @Test func noRoomGivesAnEmptyString() {
    #expect("abc".padded(toWidth: 0) == "")
  }
}
