import Foundation

/// What a finger types into with the keyboard: a text field or a text view. Each asks its own
/// delegate about every change and tells its own listeners; typing and deleting, one character
/// at a time at the end of the text, are the same for both.
@MainActor
package protocol KeyboardInput: AnyObject {
  /// The text as typed so far.
  var typedCharacters: String { get }
  /// Takes the focus; whether the input has it.
  func becomeFirstResponder() -> Bool
  /// Replaces the last `length` UTF-16 units of the text by `replacement` when the delegate
  /// allows, and tells the listeners; whether it did.
  func replaceEnd(length: Int, with replacement: String) -> Bool
}

extension KeyboardInput {
  /// A finger types `string` at the end of the text, one character at a time: the input takes
  /// the focus first; each character is asked of the delegate (its range in UTF-16 units, as
  /// `NSRange`) and, when allowed, added. Returns whether every character was typed (false
  /// when the input cannot take the focus).
  @discardableResult
  package func type(_ string: String) -> Bool {
    guard becomeFirstResponder() else { return false }
    var typedAll = true
    for character in string {
      typedAll = replaceEnd(length: 0, with: String(character)) && typedAll
    }
    return typedAll
  }

  /// A finger taps Delete: the last character goes, when the delegate allows. Returns whether
  /// one went.
  @discardableResult
  package func deleteBackward() -> Bool {
    guard becomeFirstResponder(), let last = typedCharacters.last else { return false }
    return replaceEnd(length: String(last).utf16.count, with: "")
  }
}

extension UITextField: KeyboardInput {}
extension UITextView: KeyboardInput {}
