import HeadlessRender
import ListKit
import Testing

@MainActor
@Suite struct ListFooterViewTests {
  private func draw(_ footer: ListFooter, width: Int) -> [String] {
    let view = ListFooterView()
    view.footer = footer
    view.gridFrame = GridRect(x: 0, y: 0, width: width, height: view.height(forWidth: width))
    view.layoutIfNeeded()
    var canvas = Canvas(width: width, height: view.gridFrame.height)
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

  /// What VoiceOver reads in a footer showing `footer`, laid out at 30 columns.
  private func read(_ footer: ListFooter, configure: (ListFooterView) -> Void = { _ in })
    -> [String]
  {
    let view = ListFooterView()
    configure(view)
    view.footer = footer
    view.gridFrame = GridRect(x: 0, y: 0, width: 30, height: view.height(forWidth: 30))
    view.layoutIfNeeded()
    return view.accessibilityElementsInReadingOrder().flatMap(\.lines)
  }

  @Test func voiceOverReadsTheErrorsRetryAsAButtonWithTheHint() {
    #expect(
      read(.error("You are offline.", retryHint: "Tap to retry.")) == [
        "You are offline.", "Retry. Button.", "  Tap to retry.",
      ])
    let renamed = read(.error("Offline.", retryHint: "Tap to retry.")) { view in
      view.retryAccessibilityLabel = "Try again"
    }
    #expect(renamed == ["Offline.", "Try again. Button.", "  Tap to retry."])
  }

  @Test func voiceOverReadsTheSpinnerMessageAndNoteButNoRetryWithoutAnError() {
    #expect(read(.spinner) == ["Loading…"])
    #expect(read(.message("Nothing to do.")) == ["Nothing to do."])
    #expect(read(.note("2 films")) == ["2 films"])
    #expect(read(.none).isEmpty)
  }
}
