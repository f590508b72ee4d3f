import Foundation
import TestSupport
import Testing

@testable import HeadlessRender

/// A text view's text grows as a label's does (`GrownText`), following its window's content
/// size when it adjusts.
@MainActor
@Suite struct UITextViewDynamicTypeTests {
  private func draw(_ textView: UITextView, width: Int, height: Int) -> [String] {
    let window = UIWindow(gridFrame: GridRect(x: 0, y: 0, width: width, height: height))
    window.overrideTraits(
      UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge))
    textView.gridFrame = GridRect(x: 0, y: 0, width: width, height: height)
    window.addSubview(textView)
    var canvas = Canvas(width: width, height: height)
    window.render(on: &canvas)
    return canvas.lines
  }

  private func notes(adjusting: Bool) -> UITextView {
    let textView = UITextView()
    textView.text = "Tiny birds sing at dawn"
    textView.font = .preferredFont(forTextStyle: .body)
    textView.adjustsFontForContentSizeCategory = adjusting
    return textView
  }

  @Test func anAdjustingTextViewWrapsItsGrownText() {
    #expect(
      draw(notes(adjusting: true), width: 40, height: 6) == [
        "Tiny birds", "", "", "sing at dawn", "", "",
      ])
  }

  @Test func aTextViewThatDoesNotAdjustKeepsItsFontsSize() {
    #expect(draw(notes(adjusting: false), width: 40, height: 1) == ["Tiny birds sing at dawn"])
  }

  @Test func aTextViewMeasuresItsGrownText() {
    let textView = notes(adjusting: true)
    let window = UIWindow(gridFrame: GridRect(x: 0, y: 0, width: 40, height: 6))
    window.overrideTraits(
      UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge))
    window.addSubview(textView)
    #expect(
      textView.layoutSize(fitting: GridSize(width: 40, height: 0))
        == GridSize(width: 38, height: 6))
    #expect(textView.window === window)
  }
}
