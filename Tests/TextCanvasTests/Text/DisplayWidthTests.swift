import Testing

@testable import TextCanvas

@Suite struct DisplayWidthTests {
  @Test func theDocumentedExamplesPrintExactlyAsShown() {
    #expect("\(Character("漢").displayWidth) \(Character("é").displayWidth)" == "2 1")
    #expect("Tōkyō 東京 🇯🇵".displayWidth == 13)
    #expect("one\ttwo".visibleForm == "one␉two")
  }

  @Test func printableASCIITakesOneColumnEach() {
    let ascii = String((0x20..<0x7F).compactMap { Unicode.Scalar($0).map(Character.init) })
    #expect(ascii.displayWidth == 95)
  }

  @Test func stringsAtTheEdgesOfPrintableASCIIMeasureAsTheirCharactersDo() {
    // A string of printable ASCII is measured by its length; the bytes just outside that range
    // must go through the per-character widths like any other text.
    for scalar: Unicode.Scalar in ["\u{1F}", " ", "~", "\u{7F}", "\u{80}", "\u{A0}"] {
      let character = Character(scalar)
      #expect(("a" + String(character)).displayWidth == 1 + character.displayWidth, "\(scalar)")
    }
  }

  @Test func eastAsianWideAndFullwidthTakeTwoColumns() {
    for character: Character in ["漢", "字", "あ", "カ", "가", "Ａ", "！", "\u{3000}", "𠀀"] {
      #expect(character.displayWidth == 2, "\(character)")
    }
  }

  @Test func halfwidthAndAmbiguousCharactersTakeOneColumn() {
    for character: Character in ["ｶ", "·", "§", "→", "─", "①", "€", "\u{00AD}"] {
      #expect(character.displayWidth == 1, "\(character)")
    }
  }

  @Test func emojiPresentationSequencesTakeTwoColumns() {
    let sequences: [Character] = [
      "😀", "👍🏽", "👨‍👩‍👧", "🏳️‍🌈", "🇯🇵", "1️⃣", "#️⃣", "❤️", "©️", "🏴󠁧󠁢󠁳󠁣󠁴󠁿", "⌚︎",
    ]
    for character in sequences {
      #expect(character.displayWidth == 2, "\(character.unicodeScalars.map(\.value))")
    }
  }

  @Test func textPresentationWithoutASelectorTakesOneColumn() {
    #expect(Character("\u{2764}").displayWidth == 1)
    #expect(Character("1\u{20E3}").displayWidth == 1)
    #expect(Character("a\u{FE0F}").displayWidth == 1)
  }

  @Test func marksAndFormatCharactersAloneTakeNoColumns() {
    for character: Character in ["\u{301}", "\u{200B}", "\u{2060}", "\u{FEFF}", "\u{2028}"] {
      #expect(character.displayWidth == 0, "\(character.unicodeScalars.map(\.value))")
    }
    #expect("e\u{301}\u{302}".displayWidth == 1)
  }

  @Test func hangulJamoSequencesTakeTheirLeadingConsonantsTwoColumns() {
    #expect(Character("\u{1100}\u{1161}\u{11A8}").displayWidth == 2)
  }

  @Test func extendersDrawnInTheirOwnCellAddAColumn() {
    // U+FF9E extends "ｶ" in one grapheme cluster but terminals draw it in its own cell.
    #expect(Character("ｶﾞ").displayWidth == 2)
    // A spacing mark after a narrow base makes the cluster two columns, as wcwidth counts it.
    #expect(Character("\u{915}\u{93E}").displayWidth == 2)
  }

  @Test func controlCharactersTakeOneColumnAsTheirVisibleForm() {
    #expect("a\nb".displayWidth == 3)
    #expect(Character("\n").visibleForm == "␊")
    #expect(Character("\r\n").visibleForm == "␤")
    #expect(Character("\u{0}").visibleForm == "␀")
    #expect(Character("\u{7F}").visibleForm == "␡")
    #expect(Character("\u{85}").visibleForm == "\u{FFFD}")
    #expect(Character("a").visibleForm == "a")
    // wcwidth answers -1 for these strings; here they are measured as they are drawn.
    #expect("\u{1B}[0m".displayWidth == 4)
  }

  @Test func skinTonesJoinEmojiAndStandAloneElsewhere() {
    // wcwidth.wcswidth answers 1 for "✌🏽"; UTS #51 shows a modifier sequence as emoji.
    #expect(Character("\u{270C}\u{1F3FD}").displayWidth == 2)
    #expect(Character("\u{1F600}\u{1F3FD}").displayWidth == 2)
    // After a letter the tone is a swatch of its own, as wcwidth counts it too.
    #expect(Character("\u{AC00}\u{1F3FD}").displayWidth == 4)
    #expect("1\u{1F3FD}".displayWidth == 3)
  }

  @Test func emojiNewerThanTheStandardLibrarysDataTakeASkinToneIntoTheirTwoColumns() {
    // U+1FAF9 LEFTWARDS THUMB SIGN is an emoji modifier base of Unicode 18; Swift 6.3's
    // Unicode 16 properties do not know it, the generated tables do.
    #expect(Character("\u{1FAF9}\u{1F3FD}").displayWidth == 2)
  }

  @Test func charactersWidenedByUnicode16TakeTwoColumns() {
    // Trigrams, digrams, counting rods and ideographic description characters.
    for character: Character in ["\u{2630}", "\u{268A}", "\u{1D360}", "\u{2FFC}"] {
      #expect(character.displayWidth == 2, "\(character.unicodeScalars.map(\.value))")
    }
  }

  @Test func marksAssignedSinceUnicode14TakeNoColumns() {
    // U+0897 ARABIC PEPET (Unicode 16), U+1ACF (Unicode 15), U+11F00 KAWI SIGN CANDRABINDU
    // (Unicode 15).
    for character: Character in ["\u{0897}", "\u{1ACF}", "\u{11F00}"] {
      #expect(character.displayWidth == 0, "\(character.unicodeScalars.map(\.value))")
    }
  }

  @Test func prependedConcatenationMarksTakeAColumnAndSoDoTheDigitsTheySpan() {
    let marks: [Character] = [
      "\u{600}", "\u{605}", "\u{6DD}", "\u{70F}", "\u{890}", "\u{891}", "\u{8E2}",
      "\u{110BD}", "\u{110CD}",
    ]
    for character in marks {
      #expect(character.displayWidth == 1, "\(character.unicodeScalars.map(\.value))")
    }
    // ARABIC NUMBER SIGN joins the first Arabic-Indic digit in one cluster (UAX #29 GB9b).
    #expect(Character("\u{600}\u{661}").displayWidth == 2)
    #expect("\u{600}\u{661}\u{662}".displayWidth == 3)
  }

  @Test func hangulFillersThatAreDefaultIgnorableTakeNoColumns() {
    #expect(Character("\u{3164}").displayWidth == 0)
    #expect(Character("\u{FFA0}").displayWidth == 0)
    // The leading-consonant filler is default ignorable too, but starts a syllable and carries
    // its two columns.
    #expect(Character("\u{115F}").displayWidth == 2)
    #expect(Character("\u{115F}\u{1161}").displayWidth == 2)
  }

  @Test func unassignedDefaultIgnorableCodePointsTakeNoColumns() {
    for value: UInt32 in [0x2065, 0xFFF0, 0xE0000, 0xE0FFF] {
      #expect(Unicode.Scalar(value).map { Character($0).displayWidth } == 0, "\(value)")
    }
  }

  @Test func aSpacingMarkMakesItsClusterTwoColumnsAfterANarrowOrAWideBase() {
    #expect(Character("\u{915}\u{93E}").displayWidth == 2)
    // U+302E HANGUL SINGLE DOT TONE MARK on a syllable stays in the syllable's two columns.
    #expect(Character("\u{AC00}\u{302E}").displayWidth == 2)
    #expect(Character("\u{915}\u{93E}\u{93E}").displayWidth == 2)
  }

  @Test func aJoinerOutsideEmojiDoesNotHideTheNextCharacter() {
    // wcwidth.wcswidth answers 1 here: it skips whatever follows a ZWJ. UAX #29 keeps "b"
    // as its own character, so it takes its column.
    #expect("a\u{200D}b".displayWidth == 2)
  }

  @Test func theTablesComeFromTheRecordedUnicodeVersion() {
    #expect(WidthTable.unicodeVersion == "18.0.0")
    #expect(WidthTable.wide.count.isMultiple(of: 2))
    #expect(WidthTable.contains(0x4E00, in: WidthTable.wide))
    #expect(!WidthTable.contains(0x41, in: WidthTable.wide))
  }
}
