import Foundation
import Testing

@testable import HeadlessRender

@MainActor
@Suite struct UIActivityIndicatorViewTests {
  private func draw(_ spinner: UIActivityIndicatorView) -> [String] {
    var canvas = Canvas(width: spinner.gridFrame.width, height: spinner.gridFrame.height)
    spinner.render(on: &canvas)
    return canvas.lines
  }

  @Test func theDocumentedSpinnerPrintsExactlyAsShown() {
    let spinner = UIActivityIndicatorView(style: .medium)
    spinner.frame = CGRect(x: 0, y: 0, width: 29.25, height: 22)
    spinner.startAnimating()
    #expect(draw(spinner) == [" ⠋"])
    #expect(spinner.style == .medium)
    #expect(spinner.accessibilityLabel == "In progress")
    // The headless UI's own captioned spinner, as a list footer shows it.
    let footer = UIActivityIndicatorView(
      text: "Loading…", gridFrame: GridRect(x: 0, y: 0, width: 14, height: 1))
    footer.startAnimating()
    #expect(draw(footer) == ["  ⠋ Loading…"])
    #expect(footer.accessibilityLabel == "Loading…")
  }

  @Test func theSpinnerIsDrawnOnTheMiddleLineTheUpperOfTwo() {
    // One line: that line; three: the second; four: the second too (the upper of two middles).
    for (height, line) in [(1, 0), (2, 0), (3, 1), (4, 1), (5, 2)] {
      let spinner = UIActivityIndicatorView(
        text: "", gridFrame: GridRect(x: 0, y: 0, width: 3, height: height))
      spinner.startAnimating()
      let lines = draw(spinner)
      #expect(lines.firstIndex { $0.contains("⠋") } == line, "height \(height)")
      #expect(lines.filter { $0.contains("⠋") }.count == 1, "height \(height)")
    }
  }

  @Test func theSpinnerLooksTheSameEveryTimeItIsDrawn() {
    let spinner = UIActivityIndicatorView(
      text: "Fetching", gridFrame: GridRect(x: 0, y: 0, width: 10, height: 1))
    spinner.startAnimating()
    let first = draw(spinner)
    #expect(first == ["⠋ Fetching"])
    #expect(draw(spinner) == first)
  }

  @Test func aStoppedSpinnerHidesUnlessToldNotTo() {
    let spinner = UIActivityIndicatorView(
      text: "", gridFrame: GridRect(x: 0, y: 0, width: 3, height: 1))
    #expect(draw(spinner) == [""])
    spinner.hidesWhenStopped = false
    #expect(draw(spinner) == [" ⠋"])
    spinner.startAnimating()
    spinner.stopAnimating()
    #expect(!spinner.isAnimating)
  }

  @Test func theIntrinsicSizeIsTheGlyphAndCaption() {
    #expect(UIActivityIndicatorView().layoutIntrinsicSize == (1, 1))
    #expect(UIActivityIndicatorView(text: "Loading…").layoutIntrinsicSize == (10, 1))
  }
}
