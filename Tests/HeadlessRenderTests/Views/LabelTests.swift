import Testing

@testable import HeadlessRender

@MainActor
@Suite struct LabelTests {
  private func draw(_ label: Label, width: Int, height: Int) -> [String] {
    label.frame = Rect(x: 0, y: 0, width: width, height: height)
    var canvas = Canvas(width: width, height: height)
    label.render(on: &canvas)
    return canvas.lines
  }

  @Test func theDocumentedMultiLineLabelPrintsExactlyAsShown() {
    let label = Label(text: "Tiny birds sing at dawn")
    label.numberOfLines = 0
    #expect(label.sizeThatFits(Size(width: 10, height: 0)) == Size(width: 10, height: 3))
    #expect(draw(label, width: 10, height: 2) == ["Tiny birds", "sing at d…"])
  }

  @Test func aSingleLineLabelTruncatesItsTail() {
    let label = Label(text: "Night Heron")
    #expect(draw(label, width: 8, height: 1) == ["Night H…"])
  }

  @Test func eachLineBreakModeCutsTheLastLineItsOwnWay() {
    let label = Label(text: "alpha beta gamma")
    let expected: [LineBreakMode: String] = [
      .byTruncatingTail: "alpha b…",
      .byTruncatingHead: "…a gamma",
      .byTruncatingMiddle: "alph…mma",
      .byWordWrapping: "alpha",
      .byCharWrapping: "alpha be",
      .byClipping: "alpha be",
    ]
    for mode in LineBreakMode.allCases {
      label.lineBreakMode = mode
      #expect(draw(label, width: 8, height: 1) == [expected[mode] ?? "?"], "\(mode)")
    }
  }

  @Test func alignmentPlacesEachLine() {
    let label = Label(text: "ab")
    label.textAlignment = .center
    #expect(draw(label, width: 7, height: 1) == ["  ab"])
    label.textAlignment = .right
    #expect(draw(label, width: 7, height: 1) == ["     ab"])
    label.textAlignment = .left
    #expect(draw(label, width: 7, height: 1) == ["ab"])
  }

  @Test func textIsCenteredVerticallyInATallFrame() {
    let label = Label(text: "ab")
    #expect(draw(label, width: 4, height: 3) == ["", "ab", ""])
  }

  @Test func aLabelDrawsNoMoreLinesThanItsFrameHas() {
    let label = Label(text: "one two three four")
    label.numberOfLines = 0
    #expect(draw(label, width: 5, height: 2) == ["one", "two …"])
  }

  @Test func theIntrinsicSizeFollowsExplicitLineBreaksOnly() {
    let label = Label(text: "東京 Tower\nok")
    // One line: "東京 Tower" (10 columns) plus the "…" that says a line is hidden.
    #expect(label.intrinsicContentSize == (11, 1))
    label.numberOfLines = 0
    #expect(label.intrinsicContentSize == (10, 2))
  }

  @Test func thePreferredMaxLayoutWidthWrapsTheIntrinsicSize() {
    let label = Label(text: "Tiny birds sing at dawn")
    label.numberOfLines = 0
    label.preferredMaxLayoutWidth = 10
    #expect(label.intrinsicContentSize == (10, 3))
  }

  @Test func anEmptyLabelHasNoSize() {
    let label = Label()
    #expect(label.intrinsicContentSize == (0, 0))
    #expect(label.sizeThatFits(Size(width: 10, height: 5)) == .zero)
  }

  @Test func sizeThatFitsCapsTheHeightAtTheNumberOfLines() {
    let label = Label(text: "one two three four")
    label.numberOfLines = 2
    #expect(label.sizeThatFits(Size(width: 5, height: 0)) == Size(width: 5, height: 2))
  }
}
