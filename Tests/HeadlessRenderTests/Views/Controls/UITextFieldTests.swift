import Foundation
import Testing

@testable import HeadlessRender

/// What a delegate hears, in order; it can refuse beginning, ending, changes and clearing.
@MainActor
private final class FieldDelegate: NSObject, UITextFieldDelegate {
  var log: [String] = []
  var allowsBeginning = true
  var allowsEnding = true
  var maxLength = Int.max
  var allowsClearing = true
  var next: UITextField?

  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
    log.append("shouldBegin \(textField.placeholder ?? "")")
    return allowsBeginning
  }
  func textFieldDidBeginEditing(_ textField: UITextField) {
    log.append("didBegin \(textField.placeholder ?? "")")
  }
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
    log.append("shouldEnd \(textField.placeholder ?? "")")
    return allowsEnding
  }
  func textFieldDidEndEditing(_ textField: UITextField) {
    log.append("didEnd \(textField.placeholder ?? "")")
  }
  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    log.append("change \(range.location),\(range.length) '\(string)'")
    let length = (textField.text ?? "").utf16.count - range.length + string.utf16.count
    return length <= maxLength
  }
  func textFieldShouldClear(_ textField: UITextField) -> Bool {
    log.append("shouldClear")
    return allowsClearing
  }
  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    log.append("return \(textField.placeholder ?? "")")
    next?.becomeFirstResponder()
    return true
  }
}

/// A text field: drawing, the delegate and events of editing, and how VoiceOver reads it.
@MainActor
@Suite struct UITextFieldTests {
  private func draw(_ view: UIView) -> [String] {
    var canvas = Canvas(width: view.gridFrame.width, height: view.gridFrame.height)
    view.render(on: &canvas)
    return canvas.lines
  }

  private func field(_ placeholder: String, columns: Int = 14, lines: Int = 1) -> UITextField {
    let field = UITextField()
    field.placeholder = placeholder
    field.gridFrame = GridRect(x: 0, y: 0, width: columns, height: lines)
    return field
  }

  @Test func theDocumentedFieldPrintsExactlyAsShown() {
    let name = field("Name", lines: 3)
    name.borderStyle = .roundedRect
    #expect(draw(name) == ["╭────────────╮", "│ Name       │", "╰────────────╯"])
    name.borderStyle = .line
    name.text = "Ada"
    #expect(draw(name) == ["┌────────────┐", "│ Ada        │", "└────────────┘"])
  }

  @Test func withoutABorderOrRoomForTheBoxTheFieldIsItsLineAlone() {
    let name = field("Name", columns: 8, lines: 3)
    #expect(draw(name) == ["", "Name", ""])
    name.borderStyle = .roundedRect
    name.gridFrame.size.height = 2
    #expect(draw(name) == ["Name", ""])
    name.gridFrame.size.height = 1
    name.text = "Ada Lovelace"
    #expect(draw(name) == ["…ovelace"])
  }

  @Test func theIntrinsicHeightIsThreeLinesWithABorderAndOneWithout() {
    let name = UITextField()
    #expect(name.layoutIntrinsicSize == (nil, 1))
    for style in [UITextField.BorderStyle.line, .bezel, .roundedRect] {
      name.borderStyle = style
      #expect(name.layoutIntrinsicSize == (nil, 3))
    }
  }

  @Test func aSecureFieldShowsABulletPerCharacter() {
    let password = field("Password")
    password.isSecureTextEntry = true
    password.text = "hunter2"
    #expect(draw(password) == ["•••••••"])
    #expect(password.text == "hunter2")
  }

  @Test func theClearButtonShowsWhenItsModeSaysAndThereIsText() {
    let name = field("Name", columns: 10)
    name.clearButtonMode = .always
    #expect(draw(name) == ["Name"])
    name.text = "Ada"
    #expect(draw(name) == ["Ada      ⊗"])
    name.clearButtonMode = .whileEditing
    #expect(draw(name) == ["Ada"])
    name.becomeFirstResponder()
    #expect(draw(name) == ["Ada      ⊗"])
    name.clearButtonMode = .unlessEditing
    #expect(draw(name) == ["Ada"])
    name.resignFirstResponder()
    #expect(draw(name) == ["Ada      ⊗"])
    name.clearButtonMode = .never
    #expect(draw(name) == ["Ada"])
  }

  @Test func beginningToEditAsksTheDelegateAndEndsTheFieldThatWasEditing() {
    let form = UIView(frame: CGRect(x: 0, y: 0, width: 195, height: 44))
    let (name, email) = (field("Name"), field("Email"))
    form.addSubview(name)
    form.addSubview(email)
    let delegate = FieldDelegate()
    name.delegate = delegate
    email.delegate = delegate
    var events: [String] = []
    name.addAction(UIAction { _ in events.append("name began") }, for: .editingDidBegin)
    name.addAction(UIAction { _ in events.append("name ended") }, for: .editingDidEnd)
    #expect(name.canBecomeFirstResponder)
    #expect(name.becomeFirstResponder())
    #expect(name.isEditing && name.isFirstResponder)
    #expect(name.becomeFirstResponder())  // already editing: nothing more
    #expect(email.becomeFirstResponder())
    #expect(!name.isEditing && email.isEditing)
    #expect(
      delegate.log == [
        "shouldBegin Name", "didBegin Name", "shouldBegin Email", "shouldEnd Name",
        "didEnd Name", "didBegin Email",
      ])
    #expect(events == ["name began", "name ended"])
  }

  @Test func aDelegateOrADisabledFieldCanRefuseTheFocusAndTheDelegateCanKeepIt() {
    let name = field("Name")
    let delegate = FieldDelegate()
    name.delegate = delegate
    delegate.allowsBeginning = false
    #expect(!name.becomeFirstResponder())
    #expect(!name.isEditing)
    delegate.allowsBeginning = true
    #expect(name.becomeFirstResponder())
    delegate.allowsEnding = false
    #expect(!name.resignFirstResponder())
    #expect(name.isEditing)
    delegate.allowsEnding = true
    #expect(name.resignFirstResponder())
    #expect(!name.isEditing)
    name.isEnabled = false
    #expect(!name.canBecomeFirstResponder)
    #expect(!name.tap())
    #expect(!name.type("x"))
    #expect(name.text == "")
  }

  @Test func typingAsksForEachCharacterAndSendsEditingChangedForEachOneTyped() {
    let code = field("Code")
    let delegate = FieldDelegate()
    delegate.maxLength = 3
    code.delegate = delegate
    var changes: [String] = []
    code.addAction(UIAction { _ in changes.append(code.text ?? "") }, for: .editingChanged)
    #expect(!code.type("1234"))
    #expect(code.text == "123")
    #expect(changes == ["1", "12", "123"])
    #expect(
      delegate.log.filter { $0.hasPrefix("change") } == [
        "change 0,0 '1'", "change 1,0 '2'", "change 2,0 '3'", "change 3,0 '4'",
      ])
    #expect(code.deleteBackward())
    #expect(code.text == "12")
    #expect(delegate.log.last == "change 2,1 ''")
    #expect(changes.last == "12")
  }

  @Test func typingCountsRangesInUTF16UnitsAsNSRangeDoes() {
    let note = field("Note")
    let delegate = FieldDelegate()
    note.delegate = delegate
    #expect(note.type("🐦a"))
    #expect(note.deleteBackward())
    #expect(note.deleteBackward())
    #expect(note.text == "")
    #expect(!note.deleteBackward())
    #expect(
      delegate.log.filter { $0.hasPrefix("change") } == [
        "change 0,0 '🐦'", "change 2,0 'a'", "change 2,1 ''", "change 0,2 ''",
      ])
  }

  @Test func theClearButtonEmptiesTheFieldWhenShownAndAllowed() {
    let name = field("Name")
    let delegate = FieldDelegate()
    name.delegate = delegate
    name.text = "Ada"
    var changed = 0
    name.addAction(UIAction { _ in changed += 1 }, for: .editingChanged)
    #expect(!name.tapClearButton())  // mode .never: no button
    name.clearButtonMode = .always
    delegate.allowsClearing = false
    #expect(!name.tapClearButton())
    #expect(name.text == "Ada")
    delegate.allowsClearing = true
    #expect(name.tapClearButton())
    #expect(name.text == "")
    #expect(changed == 1)
  }

  @Test func returnAsksTheDelegateWhichMovesTheFocusOn() {
    let form = UIView(frame: CGRect(x: 0, y: 0, width: 195, height: 44))
    let (name, email) = (field("Name"), field("Email"))
    form.addSubview(name)
    form.addSubview(email)
    let delegate = FieldDelegate()
    delegate.next = email
    name.delegate = delegate
    #expect(!name.tapReturnKey())  // not editing
    name.tap()
    #expect(name.tapReturnKey())
    #expect(email.isEditing && !name.isEditing)
    #expect(delegate.log.contains("return Name"))
  }

  @Test func returnEndsEditingWhenActionsListenForEditingDidEndOnExit() {
    let name = field("Name")
    var exits = 0
    #expect(name.becomeFirstResponder())
    #expect(name.tapReturnKey())
    #expect(name.isEditing)
    name.addAction(UIAction { _ in exits += 1 }, for: .editingDidEndOnExit)
    #expect(name.tapReturnKey())
    #expect(exits == 1)
    #expect(!name.isEditing)
  }

  @Test func clearsOnBeginEditingEmptiesTheField() {
    let name = field("Name")
    name.text = "Ada"
    name.clearsOnBeginEditing = true
    #expect(name.becomeFirstResponder())
    #expect(name.text == "")
  }

  @Test func voiceOverReadsThePlaceholderTheTextAndTextField() {
    let name = field("Name")
    #expect(
      name.accessibilityElementsInReadingOrder().map(\.lines) == [
        ["Name. Text Field.", "  Double tap to edit."]
      ])
    name.text = "Ada"
    name.accessibilityHint = "Your given name"
    #expect(
      name.accessibilityElementsInReadingOrder().map(\.lines) == [
        ["Name: Ada. Text Field.", "  Double tap to edit."]
      ])
    name.becomeFirstResponder()
    #expect(
      name.accessibilityElementsInReadingOrder().map(\.lines) == [
        ["Name: Ada. Text Field. Is editing."]
      ])
    name.isSecureTextEntry = true
    name.accessibilityLabel = "Password"
    name.isEnabled = false
    #expect(
      name.accessibilityElementsInReadingOrder().map(\.description) == [
        "Password: •••. Dimmed. Secure Text Field. Is editing."
      ])
  }

  @Test func theKeyboardsTraitsAndTheLooksAreKept() {
    let email = UITextField()
    email.keyboardType = .emailAddress
    email.autocapitalizationType = .none
    email.autocorrectionType = .no
    email.returnKeyType = .next
    email.textContentType = .emailAddress
    email.font = .systemFont(ofSize: 15)
    email.textColor = .secondaryLabel
    #expect(email.keyboardType == .emailAddress)
    #expect(UIKeyboardType.alphabet == .asciiCapable)
    #expect(email.autocapitalizationType == .none)
    #expect(email.autocorrectionType == .no)
    #expect(email.returnKeyType == .next)
    #expect(email.textContentType == .emailAddress)
    #expect(email.textContentType.rawValue == "emailAddress")
    #expect(email.font == .systemFont(ofSize: 15))
    #expect(email.textColor == .secondaryLabel)
  }

  @Test func attributedTextShowsItsCharacters() {
    let name = field("Name")
    name.attributedText = NSAttributedString(string: "Grace")
    #expect(name.text == "Grace")
    #expect(draw(name) == ["Grace"])
    name.attributedPlaceholder = NSAttributedString(string: "Given name")
    #expect(name.placeholder == "Given name")
  }
}
