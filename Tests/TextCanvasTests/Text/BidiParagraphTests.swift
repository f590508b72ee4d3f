import Foundation
import Testing

@testable import TextCanvas

/// The bidirectional algorithm against the lines of Unicode's own conformance test that it
/// supports (`BidiCharacterTest-subset.txt` beside this file, which names its source), and
/// the visual order of strings drawn on the grid.
@Suite struct BidiParagraphTests {
  /// One line of BidiCharacterTest.txt.
  struct Case: CustomStringConvertible {
    var line: Int
    var scalars: [Unicode.Scalar]
    var direction: BidiDirection?
    var paragraphLevel: Int
    var levels: [Int?]
    var order: [Int]

    var description: String { "BidiCharacterTest-subset.txt, line \(line)" }
  }

  static func cases() throws -> [Case] {
    let text = try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("BidiCharacterTest-subset.txt"), encoding: .utf8)
    var cases: [Case] = []
    for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    where !line.isEmpty && !line.hasPrefix("#") {
      let fields = line.split(separator: ";", omittingEmptySubsequences: false).map(String.init)
      try #require(fields.count == 5, "line \(offset + 1)")
      let scalars = try fields[0].split(separator: " ").map {
        try #require(UInt32($0, radix: 16).flatMap(Unicode.Scalar.init), "line \(offset + 1)")
      }
      let direction: BidiDirection? =
        switch fields[1] {
        case "0": .leftToRight
        case "1": .rightToLeft
        default: nil
        }
      cases.append(
        Case(
          line: offset + 1, scalars: scalars, direction: direction,
          paragraphLevel: try #require(Int(fields[2])),
          levels: fields[3].split(separator: " ").map { Int($0) },
          order: fields[4].split(separator: " ").compactMap { Int($0) }))
    }
    return cases
  }

  @Test func theSubsetHoldsEveryKeptLineAndOnlyCharactersTheGridSupports() throws {
    let cases = try Self.cases()
    #expect(cases.count == 244)
    for testCase in cases {
      for scalar in testCase.scalars {
        #expect(
          BidiClass(scalar) != .formatting && BidiClass(scalar) != .boundaryNeutral,
          "\(testCase): U+\(String(scalar.value, radix: 16, uppercase: true))")
      }
    }
  }

  @Test func everyLineResolvesUnicodesParagraphLevelLevelsAndVisualOrder() throws {
    for testCase in try Self.cases() {
      let classes = testCase.scalars.map(BidiClass.init)
      let brackets: [BidiBracket?] = testCase.scalars.map { scalar in
        if let key = BidiBrackets.opening(scalar) { return .opening(key) }
        if let key = BidiBrackets.closing(scalar) { return .closing(key) }
        return nil
      }
      let paragraph = BidiParagraph(
        classes: classes, brackets: brackets, direction: testCase.direction)
      #expect(paragraph.level == testCase.paragraphLevel, "\(testCase)")
      #expect(paragraph.lineLevels(classes.indices) == testCase.levels, "\(testCase)")
      #expect(paragraph.visualOrder(classes.indices) == testCase.order, "\(testCase)")
    }
  }

  @Test func aLineShowsHebrewFromTheRightAndLatinAndNumbersInTheirOrder() {
    // The paragraph is right to left (its first strong character is Hebrew): the Latin run
    // and the number keep their order, the comma stays with the Hebrew, the final `!` goes
    // to the left end.
    #expect("שלום, abc 123!".visualOrder(direction: nil) == "!abc 123 ,םולש")
    // Left to right, the Hebrew word is reversed and the number after it joins its run (N1:
    // the space between is between two right-to-left types), keeping its own order.
    #expect("abc שלום 123".visualOrder(direction: nil) == "abc 123 םולש")
    // Arabic letters with Arabic-Indic digits: the number reads left to right inside.
    #expect("سعر ١٢٣".visualOrder(direction: nil) == "١٢٣ رعس")
    // L4: a bracket at a right-to-left level is drawn mirrored.
    #expect("א(ב)".visualOrder(direction: nil) == "(ב)א")
    #expect("א[ב]ג".visualOrder(direction: .leftToRight) == "ג[ב]א")
  }

  @Test func theFallbackDirectionDecidesALineWithoutStrongCharacters() {
    #expect("10 / 20".visualOrder(direction: nil, fallback: .leftToRight) == "10 / 20")
    #expect("10 / 20".visualOrder(direction: nil, fallback: .rightToLeft) == "20 / 10")
    // A strong character wins over the fallback.
    #expect("a 10 / 20".visualOrder(direction: nil, fallback: .rightToLeft) == "a 10 / 20")
  }

  @Test func aLineWithNothingRightToLeftIsDrawnAsItIs() {
    for text in ["Night Heron (2)", "東京 🇯🇵 1-2", "│ Flag │ Delete ", "‹ Birds"] {
      #expect(!text.mayNeedReordering(in: .leftToRight), "\(text)")
      #expect(text.visualOrder(direction: nil) == text, "\(text)")
    }
    #expect("abc אב".mayNeedReordering(in: .leftToRight))
    #expect("١".mayNeedReordering(in: .leftToRight))
    #expect("abc".mayNeedReordering(in: .rightToLeft))
  }

  @Test func theCanvasDrawsLinesInVisualOrderAsTheArticleShows() {
    var canvas = Canvas(width: 14, height: 1)
    canvas.draw("שלום, abc 123!", at: GridPoint(x: 0, y: 0), clippedTo: canvas.gridBounds)
    #expect(canvas.text == "!abc 123 ,םולש")
  }
}
