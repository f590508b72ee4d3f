import TestSupport
import Testing

@testable import TextCanvas

@Suite struct CanvasTests {
  @Test func theDocumentedBoxWithWideTextPrintsExactlyAsShown() {
    var canvas = Canvas(width: 12, height: 3)
    canvas.drawBox(canvas.gridBounds, clippedTo: canvas.gridBounds)
    canvas.draw("東京 Tokyo", at: GridPoint(x: 1, y: 1))
    expectText(canvas.text, equals: "┌──────────┐\n│東京 Tokyo│\n└──────────┘")
  }

  @Test func aWideCharacterOwnsTwoCells() {
    var canvas = Canvas(width: 5, height: 1)
    canvas.draw("a漢b", at: .zero)
    #expect(canvas.lines == ["a漢b"])
    #expect(canvas.character(at: GridPoint(x: 1, y: 0)) == "漢")
    #expect(canvas.character(at: GridPoint(x: 2, y: 0)) == nil)
    #expect(canvas.character(at: GridPoint(x: 3, y: 0)) == "b")
  }

  @Test func aClipThroughTheRightHalfOfAWideCharacterLeavesASpace() {
    var canvas = Canvas(width: 6, height: 1)
    canvas.draw("ab漢cd", at: .zero, clippedTo: GridRect(x: 0, y: 0, width: 3, height: 1))
    // "漢" would take columns 2 and 3; only column 2 is inside the clip.
    #expect(canvas.framedLines().dropFirst().first == "│ab    │")
    #expect(canvas.lines == ["ab"])
  }

  @Test func aClipThroughTheLeftHalfOfAWideCharacterLeavesASpace() {
    var canvas = Canvas(width: 6, height: 1)
    canvas.draw("xxxxxx", at: .zero)
    canvas.draw(
      "漢字", at: GridPoint(x: 1, y: 0), clippedTo: GridRect(x: 2, y: 0, width: 4, height: 1))
    // "漢" covers columns 1 and 2 but the clip starts at 2, so column 2 becomes a space and
    // column 1 keeps its "x"; "字" covers 3 and 4, inside the clip.
    #expect(canvas.lines == ["xx 字x"])
  }

  @Test func overwritingHalfOfAWideCharacterBlanksItsOtherHalf() {
    var canvas = Canvas(width: 4, height: 1)
    canvas.draw("漢字", at: .zero)
    canvas.draw("a", at: GridPoint(x: 1, y: 0))
    canvas.draw("b", at: GridPoint(x: 2, y: 0))
    #expect(canvas.lines == [" ab"])
  }

  @Test func overwritingAnyCellOfAThreeColumnCharacterBlanksItsOtherCells() {
    // 漢 and a halfwidth voiced sound mark are one character, three columns wide.
    let wide: Character = "漢\u{FF9E}"
    #expect(wide.displayWidth == 3)
    // The column after it leaves it whole.
    let cases = [(0, "a   b"), (1, " a  b"), (2, "  a b"), (3, String(wide) + "ab")]
    for (column, expected) in cases {
      var canvas = Canvas(width: 5, height: 1)
      canvas.draw(String(wide) + " b", at: .zero)
      canvas.draw("a", at: GridPoint(x: column, y: 0))
      #expect(canvas.lines == [expected], "column \(column)")
    }
  }

  @Test func textOutsideTheClipOrCanvasIsDropped() {
    var canvas = Canvas(width: 5, height: 2)
    canvas.draw("hello world", at: GridPoint(x: -3, y: 0))
    canvas.draw("below", at: GridPoint(x: 0, y: 2))
    canvas.draw(
      "clip", at: GridPoint(x: 0, y: 1), clippedTo: GridRect(x: 1, y: 1, width: 2, height: 1))
    #expect(canvas.lines == ["lo wo", " li"])
  }

  @Test func controlCharactersAreDrawnAsVisiblePictures() {
    var canvas = Canvas(width: 8, height: 1)
    canvas.draw("a\tb\nc\u{7}\u{85}", at: .zero)
    #expect(canvas.lines == ["a␉b␊c␇�"])
  }

  @Test func aNoBreakSpaceIsDrawnAsASpaceNotAsAControlPicture() {
    var canvas = Canvas(width: 5, height: 1)
    canvas.draw("a\u{A0}b\u{9F}c", at: .zero)
    #expect(canvas.lines == ["a\u{A0}b\u{FFFD}c"])
  }

  @Test func loneZeroWidthCharactersAreDropped() {
    var canvas = Canvas(width: 4, height: 1)
    canvas.draw("\u{301}a\u{200B}b", at: .zero)
    #expect(canvas.lines == ["ab"])
  }

  @Test func linesHaveNoTrailingSpaces() {
    var canvas = Canvas(width: 6, height: 2)
    canvas.draw("ab  ", at: .zero)
    #expect(canvas.lines == ["ab", ""])
  }

  @Test func framedLinesAllHaveTheSameDisplayWidth() {
    var canvas = Canvas(width: 7, height: 3)
    canvas.draw("漢字漢字", at: GridPoint(x: 0, y: 0))
    canvas.draw("a漢", at: GridPoint(x: 5, y: 1))
    canvas.draw("👨‍👩‍👧 🇯🇵", at: GridPoint(x: 1, y: 2))
    let framed = canvas.framedLines(style: .double)
    #expect(framed.count == 5)
    #expect(framed.allSatisfy { $0.displayWidth == 9 })
    #expect(framed[1] == "║漢字漢 ║")
    #expect(framed[2] == "║     a ║")
  }

  @Test func theDocumentedFramedCanvasPrintsExactlyAsShown() {
    var canvas = Canvas(width: 4, height: 1)
    canvas.draw("漢", at: GridPoint(x: 1, y: 0))
    #expect(canvas.framedLines(style: .rounded) == ["╭────╮", "│ 漢 │", "╰────╯"])
  }

  @Test func theDocumentedBoxPrintsExactlyAsShown() {
    var canvas = Canvas(width: 4, height: 3)
    canvas.drawBox(canvas.gridBounds, clippedTo: canvas.gridBounds)
    expectText(canvas.text, equals: "┌──┐\n│  │\n└──┘")
  }

  @Test func aSeparatorJoinsTheSidesOfABox() {
    var canvas = Canvas(width: 4, height: 4)
    canvas.drawBox(canvas.gridBounds, clippedTo: canvas.gridBounds)
    canvas.drawSeparator(atLine: 2, across: canvas.gridBounds, clippedTo: canvas.gridBounds)
    expectText(canvas.text, equals: "┌──┐\n│  │\n├──┤\n└──┘")
  }

  @Test func aSeparatorSpansTheBoxFromTwoColumnsUpAndNothingNarrower() {
    func separator(width: Int) -> String {
      var canvas = Canvas(width: 4, height: 1)
      canvas.drawSeparator(
        atLine: 0, across: GridRect(x: 0, y: 0, width: width, height: 3),
        clippedTo: canvas.gridBounds)
      return canvas.text
    }
    #expect(separator(width: 0) == "")
    #expect(separator(width: 1) == "")
    #expect(separator(width: 2) == "├┤")
    #expect(separator(width: 3) == "├─┤")
    #expect(separator(width: 4) == "├──┤")
  }

  @Test func aSeparatorStartsAtTheBoxsLeftEdgeInTheBoxsStyle() {
    var canvas = Canvas(width: 6, height: 2)
    canvas.drawSeparator(
      atLine: 1, across: GridRect(x: 2, y: 0, width: 3, height: 2), style: .heavy,
      clippedTo: canvas.gridBounds)
    #expect(canvas.lines == ["", "  ┣━┫"])
  }

  @Test func aBoxIsClippedLikeText() {
    var canvas = Canvas(width: 6, height: 3)
    canvas.drawBox(
      GridRect(x: 1, y: 0, width: 5, height: 3), style: .heavy,
      clippedTo: GridRect(x: 0, y: 0, width: 4, height: 2))
    #expect(canvas.lines == [" ┏━━", " ┃", ""])
  }

  @Test func thinBoxesAreDrawnAsLines() {
    var canvas = Canvas(width: 3, height: 3)
    canvas.drawBox(GridRect(x: 0, y: 0, width: 3, height: 1), clippedTo: canvas.gridBounds)
    canvas.drawBox(GridRect(x: 1, y: 1, width: 1, height: 2), clippedTo: canvas.gridBounds)
    #expect(canvas.lines == ["───", " │", " │"])
  }

  @Test func clearingARectErasesOnlyThatRect() {
    var canvas = Canvas(width: 4, height: 2)
    canvas.draw("abcd", at: .zero)
    canvas.draw("efgh", at: GridPoint(x: 0, y: 1))
    canvas.clear(GridRect(x: 1, y: 0, width: 2, height: 1))
    #expect(canvas.lines == ["a  d", "efgh"])
  }

  @Test func negativeSizesMakeAnEmptyCanvas() {
    var canvas = Canvas(width: -2, height: 3)
    canvas.draw("abc", at: .zero)
    #expect(canvas.width == 0)
    #expect(canvas.lines == ["", "", ""])
  }

  @Test func seededDrawingsKeepEveryFramedLineTheSameWidthAndNoLineEndsInASpace() {
    var samples = TextSamples(seed: 2026)
    for _ in 0..<300 {
      let width = samples.int(in: 1...20)
      let height = samples.int(in: 1...4)
      var canvas = Canvas(width: width, height: height)
      for _ in 0..<samples.int(in: 1...6) {
        let clip = GridRect(
          x: samples.int(in: -2...width), y: samples.int(in: -1...height),
          width: samples.int(in: 0...width + 2), height: samples.int(in: 0...height + 1))
        let point = GridPoint(x: samples.int(in: -4...width), y: samples.int(in: -1...height))
        canvas.draw(samples.string(), at: point, clippedTo: clip)
      }
      let framed = canvas.framedLines()
      #expect(framed.allSatisfy { $0.displayWidth == width + 2 }, "\(framed)")
      #expect(canvas.lines.allSatisfy { $0.last != " " && $0.displayWidth <= width })
    }
  }

  @Test func canvasesShowingTheSameCharactersAreEqualWhateverOrderTheyWereDrawnIn() {
    // Characters of several code points are numbered as they are first drawn.
    var first = Canvas(width: 6, height: 1)
    first.draw("👨‍👩‍👧", at: GridPoint(x: 0, y: 0))
    first.draw("e\u{301}", at: GridPoint(x: 4, y: 0))
    var second = Canvas(width: 6, height: 1)
    second.draw("e\u{301}", at: GridPoint(x: 4, y: 0))
    second.draw("👨‍👩‍👧", at: GridPoint(x: 0, y: 0))
    #expect(first == second)
    #expect(first.hashValue == second.hashValue)
    #expect(first.lines == ["👨‍👩‍👧  é"])
    #expect(first.character(at: GridPoint(x: 4, y: 0)) == "e\u{301}")
    second.draw("a\u{308}", at: GridPoint(x: 4, y: 0))
    #expect(first != second)
  }
}
