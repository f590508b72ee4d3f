import TestSupport
import Testing

@testable import HeadlessRender

@MainActor
@Suite struct UILabelTests {
  private func draw(_ label: UILabel, width: Int, height: Int) -> [String] {
    label.gridFrame = GridRect(x: 0, y: 0, width: width, height: height)
    var canvas = Canvas(width: width, height: height)
    label.render(on: &canvas)
    return canvas.lines
  }

  @Test func theDocumentedMultiLineLabelPrintsExactlyAsShown() {
    let label = UILabel(text: "Tiny birds sing at dawn")
    label.numberOfLines = 0
    #expect(
      label.layoutSize(fitting: GridSize(width: 10, height: 0)) == GridSize(width: 10, height: 3))
    #expect(draw(label, width: 10, height: 2) == ["Tiny birds", "sing at d…"])
  }

  @Test func aSingleLineLabelTruncatesItsTail() {
    let label = UILabel(text: "Night Heron")
    #expect(draw(label, width: 8, height: 1) == ["Night H…"])
  }

  @Test func eachLineBreakModeCutsTheLastLineItsOwnWay() {
    let label = UILabel(text: "alpha beta gamma")
    let expected: [NSLineBreakMode: String] = [
      .byTruncatingTail: "alpha b…",
      .byTruncatingHead: "…a gamma",
      .byTruncatingMiddle: "alph…mma",
      .byWordWrapping: "alpha",
      .byCharWrapping: "alpha be",
      .byClipping: "alpha be",
    ]
    for mode in NSLineBreakMode.allCases {
      label.lineBreakMode = mode
      #expect(draw(label, width: 8, height: 1) == [expected[mode] ?? "?"], "\(mode)")
    }
  }

  @Test func alignmentPlacesEachLine() {
    let label = UILabel(text: "ab")
    label.textAlignment = .center
    #expect(draw(label, width: 7, height: 1) == ["  ab"])
    label.textAlignment = .right
    #expect(draw(label, width: 7, height: 1) == ["     ab"])
    label.textAlignment = .left
    #expect(draw(label, width: 7, height: 1) == ["ab"])
  }

  @Test func textIsCenteredVerticallyInATallFrame() {
    let label = UILabel(text: "ab")
    #expect(draw(label, width: 4, height: 3) == ["", "ab", ""])
  }

  @Test func aLabelDrawsNoMoreLinesThanItsFrameHas() {
    let label = UILabel(text: "one two three four")
    label.numberOfLines = 0
    #expect(draw(label, width: 5, height: 2) == ["one", "two…"])
  }

  @Test func theIntrinsicSizeFollowsExplicitLineBreaksOnly() {
    let label = UILabel(text: "東京 Tower\nok")
    // One line: "東京 Tower" (10 columns) plus the "…" that says a line is hidden.
    #expect(label.layoutIntrinsicSize == (11, 1))
    label.numberOfLines = 0
    #expect(label.layoutIntrinsicSize == (10, 2))
  }

  @Test func thePreferredMaxLayoutWidthWrapsTheIntrinsicSize() {
    let label = UILabel(text: "Tiny birds sing at dawn")
    label.numberOfLines = 0
    label.preferredMaxLayoutWidth = 97.5  // 10 columns
    #expect(label.layoutIntrinsicSize == (10, 3))
  }

  @Test func anEmptyLabelHasNoSize() {
    let label = UILabel()
    #expect(label.layoutIntrinsicSize == (0, 0))
    #expect(label.layoutSize(fitting: GridSize(width: 10, height: 5)) == .zero)
  }

  @Test func sizeThatFitsCapsTheHeightAtTheNumberOfLines() {
    let label = UILabel(text: "one two three four")
    label.numberOfLines = 2
    // "one" and "two…": the second line is cut and loses the space before its ellipsis.
    #expect(
      label.layoutSize(fitting: GridSize(width: 5, height: 0)) == GridSize(width: 4, height: 2))
  }

  @Test func seededLabelsDrawInsideTheirFrameInEveryMode() {
    var samples = TextSamples(seed: 11)
    for _ in 0..<200 {
      let label = UILabel(text: samples.string() + " " + samples.string())
      label.numberOfLines = samples.int(in: 0...3)
      label.lineBreakMode = samples.pick(NSLineBreakMode.allCases)
      label.textAlignment = samples.pick(NSTextAlignment.allCases)
      let width = samples.int(in: 2...14)
      let height = samples.int(in: 1...4)
      label.gridFrame = GridRect(x: 1, y: 1, width: width, height: height)
      var canvas = Canvas(width: width + 2, height: height + 2)
      canvas.drawBox(canvas.gridBounds, clippedTo: canvas.gridBounds)
      label.render(on: &canvas)
      // The box stays whole, so nothing was drawn outside the label's frame.
      #expect(canvas.lines.allSatisfy { $0.displayWidth == width + 2 }, "\(canvas.lines)")
      #expect(canvas.lines.first == "┌" + String(repeating: "─", count: width) + "┐")
      #expect(canvas.lines.last == "└" + String(repeating: "─", count: width) + "┘")
      let sides = canvas.lines.dropFirst().dropLast()
      #expect(sides.allSatisfy { $0.first == "│" && $0.last == "│" }, "\(canvas.lines)")
    }
  }

  @Test func theKeptFontAndSizingPropertiesStartAtUIKitsDefaults() {
    let label = UILabel()
    #expect(!label.adjustsFontForContentSizeCategory)
    #expect(!label.adjustsFontSizeToFitWidth)
    #expect(label.minimumScaleFactor == 0)
    #expect(label.numberOfLines == 1)
    #expect(label.isEnabled)
  }
}
