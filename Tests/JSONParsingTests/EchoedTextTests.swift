import JSONParsing
import Testing

@Suite struct EchoedTextTests {
  @Test func sixtyCharactersAreShownAndOneMoreIsCut() {
    let sixty = String(repeating: "a", count: 60)
    #expect(EchoedText.quoted(sixty) == "\"\(sixty)\"")
    #expect(EchoedText.quoted(sixty + "b") == "\"\(sixty)…\"")
    #expect(EchoedText.shown(String(repeating: "é", count: 1_000_000), limit: 3) == "ééé…")
  }

  @Test func controlAndInvisibleCharactersAreEscaped() {
    #expect(EchoedText.shown("UTC\u{0}x") == #"UTC\u{0}x"#)
    #expect(EchoedText.shown("a\nb\tc\rd\u{1B}[31m") == #"a\nb\tc\rd\u{1B}[31m"#)
    #expect(
      EchoedText.shown("\u{FEFF}x\u{202E}y\u{2028}\u{A0}") == #"\u{FEFF}x\u{202E}y\u{2028}\u{A0}"#)
    #expect(EchoedText.shown("a b") == "a b")
  }

  @Test func visibleTextIsShownAsItIsEmojiSequencesIncluded() {
    #expect(EchoedText.shown("日本 😀 👨‍👩‍👧 é e\u{301}") == "日本 😀 👨‍👩‍👧 é e\u{301}")
  }

  @Test func aCharacterAloneIsNamedByItsCodePointWhenInvisible() {
    #expect(EchoedText.character("x") == "\"x\"")
    #expect(EchoedText.character("\"") == #""\"""#)
    #expect(EchoedText.character("\u{FEFF}") == "U+FEFF, a byte order mark")
    #expect(EchoedText.character("\u{0}") == "U+0000")
    #expect(EchoedText.character("\u{200D}") == "U+200D")
    #expect(EchoedText.character("\u{FE0F}") == "U+FE0F")
    #expect(EchoedText.character("\u{10FFFF}") == "U+10FFFF")
  }
}
