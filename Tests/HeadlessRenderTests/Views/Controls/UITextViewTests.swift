import Foundation
import Testing

@testable import HeadlessRender

@MainActor
private final class NotesDelegate: NSObject, UITextViewDelegate {
  var log: [String] = []
  var refuses: String?

  func textViewDidBeginEditing(_ textView: UITextView) { log.append("began") }
  func textViewDidEndEditing(_ textView: UITextView) { log.append("ended") }
  func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool {
    text != refuses
  }
  func textViewDidChange(_ textView: UITextView) { log.append("changed \(textView.text ?? "")") }
}

/// A text view: wrapped text, typing through the delegate, and VoiceOver's reading.
@MainActor
@Suite struct UITextViewTests {
  private func draw(_ view: UIView) -> [String] {
    var canvas = Canvas(width: view.gridFrame.width, height: view.gridFrame.height)
    view.render(on: &canvas)
    return canvas.lines
  }

  @Test func theDocumentedTextViewPrintsExactlyAsShown() {
    let notes = UITextView()
    notes.text = "Tiny birds sing at dawn"
    notes.gridFrame = GridRect(x: 0, y: 0, width: 10, height: 3)
    #expect(draw(notes) == ["Tiny birds", "sing at", "dawn"])
    notes.gridFrame.size.height = 2
    #expect(draw(notes) == ["Tiny birds", "sing at"])
    #expect(notes.sizeThatFits(CGSize(width: 97.5, height: 0)).height == 66)
  }

  @Test func typingAsksTheDelegateAndTellsItOfEachChange() {
    let notes = UITextView(frame: CGRect(x: 0, y: 0, width: 97.5, height: 22))
    let delegate = NotesDelegate()
    delegate.refuses = "!"
    notes.delegate = delegate
    #expect(!notes.type("Hi!"))
    #expect(notes.text == "Hi")
    #expect(notes.deleteBackward())
    #expect(notes.resignFirstResponder())
    #expect(delegate.log == ["began", "changed H", "changed Hi", "changed H", "ended"])
    notes.text = "Set in code"
    #expect(delegate.log.count == 5)
  }

  @Test func aTextViewThatIsNotEditableTakesNoFocusAndReadsAsText() {
    let notes = UITextView(frame: CGRect(x: 0, y: 0, width: 97.5, height: 22))
    notes.text = "Read me"
    #expect(
      notes.accessibilityElementsInReadingOrder().map(\.lines) == [
        ["Read me. Text Field.", "  Double tap to edit."]
      ])
    notes.accessibilityLabel = "Notes"
    #expect(
      notes.accessibilityElementsInReadingOrder().map(\.description) == [
        "Notes: Read me. Text Field."
      ])
    notes.isEditable = false
    #expect(!notes.becomeFirstResponder())
    #expect(!notes.type("x"))
    notes.accessibilityLabel = nil
    #expect(notes.accessibilityElementsInReadingOrder().map(\.lines) == [["Read me"]])
  }

  @Test func attributedTextShowsItsCharacters() {
    let notes = UITextView()
    notes.attributedText = NSAttributedString(string: "Bold")
    #expect(notes.text == "Bold")
    notes.text = nil
    #expect(notes.text == "")
  }
}
