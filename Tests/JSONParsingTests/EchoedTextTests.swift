import JSONParsing
import Testing

@Suite struct EchoedTextTests {
  @Test func bytesAreShownAsTextWithEachByteThatIsNotUTF8Escaped() {
    #expect(
      EchoedText.bytes(Array("caf".utf8) + [0xE9] + Array(".json".utf8)) == #"caf\x{E9}.json"#)
    #expect(EchoedText.bytes(Array("日本\u{1B}".utf8)) == #"日本\u{1B}"#)
    // A sequence cut short, a lone continuation byte, an overlong slash.
    #expect(
      EchoedText.bytes([0xE6, 0x97, 0x41, 0x80, 0xC0, 0xAF]) == #"\x{E6}\x{97}A\x{80}\x{C0}\x{AF}"#)
    #expect(EchoedText.bytes([UInt8](repeating: 0xFF, count: 100), limit: 12) == #"\x{FF}\x{FF}…"#)
  }

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
