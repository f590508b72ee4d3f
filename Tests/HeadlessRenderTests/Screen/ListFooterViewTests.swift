import HeadlessRender
import ListKit
import Testing

@MainActor
@Suite struct ListFooterViewTests {
  private func draw(_ footer: ListFooter, width: Int) -> [String] {
    let view = ListFooterView()
    view.footer = footer
    view.frame = Rect(x: 0, y: 0, width: width, height: view.height(forWidth: width))
    view.layoutIfNeeded()
    var canvas = Canvas(width: width, height: view.frame.height)
    view.render(on: &canvas)
    return canvas.lines
  }

  @Test func nothingTakesNoLines() {
    #expect(ListFooterView().height(forWidth: 20) == 0)
  }

  @Test func theSpinnerIsCenteredUnderABlankLine() {
    #expect(draw(.spinner, width: 14) == ["", "  ⠋ Loading…"])
  }

  @Test func aLongMessageWrapsCentered() {
    // Centering rounds down: 13 columns in 16 leave 1 on the left.
    #expect(
      draw(.message("No recordings match “owl”."), width: 16) == [
        "", " No recordings", "  match “owl”.",
      ])
  }

  @Test func anErrorShowsTheMessageThenTheRetryHint() {
    #expect(
      draw(.error("You are offline.", retryHint: ListFooter.retryHint), width: 20) == [
        "", "  You are offline.", "   Tap to retry.",
      ])
  }

  @Test func aNoteIsShownLikeAMessage() {
    #expect(draw(.note("6 films"), width: 9) == ["", " 6 films"])
  }
}
