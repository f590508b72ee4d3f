import Testing

@testable import HeadlessRender

@MainActor
@Suite struct ActivityIndicatorTests {
  private func draw(_ spinner: ActivityIndicator) -> [String] {
    var canvas = Canvas(width: spinner.frame.width, height: spinner.frame.height)
    spinner.render(on: &canvas)
    return canvas.lines
  }

  @Test func theDocumentedSpinnerPrintsExactlyAsShown() {
    let spinner = ActivityIndicator(frame: Rect(x: 0, y: 0, width: 14, height: 1))
    spinner.startAnimating()
    #expect(draw(spinner) == ["  ⠋ Loading…"])
  }

  @Test func theSpinnerLooksTheSameEveryTimeItIsDrawn() {
    let spinner = ActivityIndicator(text: "Fetching", frame: Rect(x: 0, y: 0, width: 10, height: 1))
    spinner.startAnimating()
    let first = draw(spinner)
    #expect(first == ["⠋ Fetching"])
    #expect(draw(spinner) == first)
  }

  @Test func aStoppedSpinnerHidesUnlessToldNotTo() {
    let spinner = ActivityIndicator(text: "", frame: Rect(x: 0, y: 0, width: 3, height: 1))
    #expect(draw(spinner) == [""])
    spinner.hidesWhenStopped = false
    #expect(draw(spinner) == [" ⠋"])
    spinner.startAnimating()
    spinner.stopAnimating()
    #expect(!spinner.isAnimating)
  }

  @Test func theIntrinsicSizeIsTheGlyphAndCaption() {
    #expect(ActivityIndicator().intrinsicContentSize == (10, 1))
    #expect(ActivityIndicator(text: "").intrinsicContentSize == (1, 1))
  }
}
