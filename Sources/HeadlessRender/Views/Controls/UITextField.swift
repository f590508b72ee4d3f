import Foundation
import TextCanvas

/// A field of one line of typed text, as `UITextField`: the text, or the placeholder while it
/// is empty, with a clear button `⊗` when ``clearButtonMode`` shows it; a secure field shows a
/// `•` per character.
///
/// With a border (``borderStyle`` other than `.none`) and a frame of three lines or more, the
/// field is a box, rounded for `.roundedRect`, as a ``UISearchBar`` is drawn; otherwise it is
/// its line alone. Text wider than the field is cut with `…` at the start, keeping the end the
/// user types at visible. The intrinsic height is three lines with a border, one without.
///
/// ```swift
/// let name = UITextField()
/// name.borderStyle = .roundedRect
/// name.placeholder = "Name"
/// print(try DeviceFrame(size: GridSize(width: 14, height: 3)).text(of: name), terminator: "")
/// // Prints:
/// //  ┌──────────────┐
/// //  │╭────────────╮│
/// //  ││ Name       ││
/// //  │╰────────────╯│
/// //  └──────────────┘
/// ```
///
/// VoiceOver reads it as UIKit's: its label (the placeholder unless set), the text as its
/// value, then `Text Field.` (`Secure Text Field.` for ``isSecureTextEntry``, then
/// `Is editing.` while it is first responder), with the hint `Double tap to edit.`:
/// `Name: Ada. Text Field.`. Fonts, colours and the keyboard's traits are kept, not drawn.
///
/// Setting ``text`` in code tells nobody, as in UIKit. A finger (the interaction layer) taps
/// the field, which becomes first responder; types, each character asked of the delegate's
/// `textField(_:shouldChangeCharactersIn:replacementString:)` and followed by
/// `.editingChanged`; taps the clear button or Return.
@preconcurrency @MainActor
open class UITextField: UIControl {
  /// Text sits on the first line: the first baseline is the bottom of that line.
  override package var hasTextBaseline: Bool { true }

  /// How a text field's border is drawn, as `UITextField.BorderStyle`.
  public enum BorderStyle: Int, Hashable, Sendable {
    /// No border: the text alone.
    case none
    /// A thin rectangle.
    case line
    /// A bezel, drawn as a rectangle.
    case bezel
    /// A rounded rectangle.
    case roundedRect
  }

  /// When an overlay view (the clear button, a side view) shows, as `UITextField.ViewMode`.
  public enum ViewMode: Int, Hashable, Sendable {
    /// Never.
    case never
    /// While the field is being edited.
    case whileEditing
    /// While the field is not being edited.
    case unlessEditing
    /// Always.
    case always
  }

  /// Why editing ended, as `UITextField.DidEndEditingReason`.
  public enum DidEndEditingReason: Int, Hashable, Sendable {
    /// The field gave up the focus.
    case committed
  }

  /// The text; nil reads as empty, as in UIKit. Setting it in code tells nobody.
  open var text: String? {
    get { typedText }
    set { typedText = newValue ?? "" }
  }
  private var typedText = ""
  /// The text with its attributes; setting it shows its characters, the attributes kept.
  open var attributedText: NSAttributedString? {
    get { attributedTextIfSet ?? NSAttributedString(string: typedText) }
    set {
      attributedTextIfSet = newValue
      typedText = newValue?.string ?? ""
    }
  }
  private var attributedTextIfSet: NSAttributedString?
  /// What the field shows while its text is empty; nil shows nothing.
  open var placeholder: String?
  /// The placeholder with its attributes; setting it sets ``placeholder``.
  open var attributedPlaceholder: NSAttributedString? {
    get { placeholder.map { NSAttributedString(string: $0) } }
    set { placeholder = newValue?.string }
  }
  /// The border: `.none` by default, as for a field made in code.
  open var borderStyle = BorderStyle.none
  /// When the clear button shows (only while there is text): `.never` by default.
  open var clearButtonMode = ViewMode.never
  /// Whether the text is hidden behind `•`, as a password's.
  open var isSecureTextEntry = false
  /// Whether beginning to edit empties the field.
  open var clearsOnBeginEditing = false
  /// Told as the user edits; held weakly.
  open weak var delegate: (any UITextFieldDelegate)?
  /// The text colour; kept, not drawn.
  open var textColor: UIColor?
  /// The font; kept, not drawn.
  open var font: UIFont?
  /// Where the text sits on its line: `.natural` by default, against the leading edge (the
  /// right one when the field lays out right to left).
  open var textAlignment = NSTextAlignment.natural
  /// Whether the font shrinks to fit; kept.
  open var adjustsFontSizeToFitWidth = false
  /// The smallest font size it shrinks to; kept.
  open var minimumFontSize: CGFloat = 0
  /// Whether the font follows the content size category; kept.
  open var adjustsFontForContentSizeCategory = false
  /// A view at the leading end; kept, not drawn.
  open var leftView: UIView?
  /// When ``leftView`` shows; kept.
  open var leftViewMode = ViewMode.never
  /// A view at the trailing end; kept, not drawn.
  open var rightView: UIView?
  /// When ``rightView`` shows; kept.
  open var rightViewMode = ViewMode.never
  /// The view shown in place of the keyboard; kept.
  open var inputView: UIView?
  /// The view shown above the keyboard; kept.
  open var inputAccessoryView: UIView?
  /// The keyboard asked for; kept.
  open var keyboardType = UIKeyboardType.default
  /// When the keyboard shifts to capitals; kept.
  open var autocapitalizationType = UITextAutocapitalizationType.sentences
  /// Whether typing is corrected; kept.
  open var autocorrectionType = UITextAutocorrectionType.default
  /// Whether spelling is checked; kept.
  open var spellCheckingType = UITextSpellCheckingType.default
  /// What the Return key says; kept.
  open var returnKeyType = UIReturnKeyType.default
  /// Whether Return is disabled while the field is empty; kept.
  open var enablesReturnKeyAutomatically = false
  /// The keyboard's look; kept.
  open var keyboardAppearance = UIKeyboardAppearance.default
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // UIKit's own name and type.
  /// What the field holds, for AutoFill; kept.
  open var textContentType: UITextContentType!

  /// Whether the field is being edited: it is first responder.
  open var isEditing: Bool { isFirstResponder }

  /// Creates an empty field with no border.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUp()
  }

  /// Creates the view; see ``UIView/init(coder:)``.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUp()
  }

  private func setUp() {
    isAccessibilityElement = true
    accessibilityTraits = .textEntry
  }

  // MARK: Editing

  /// A field can take the focus while it is enabled.
  open override var canBecomeFirstResponder: Bool { isEnabled }

  /// Begins editing: unless the delegate's `textFieldShouldBeginEditing(_:)` says no, the
  /// field that was editing in the same window ends, this one takes the focus (emptied when
  /// ``clearsOnBeginEditing``), the delegate hears `textFieldDidBeginEditing(_:)` and
  /// `.editingDidBegin` is sent. Returns whether the field has the focus.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    guard !isFirstResponder else { return true }
    guard canBecomeFirstResponder, delegate?.textFieldShouldBeginEditing(self) ?? true else {
      return false
    }
    var root: UIView = self
    while let superview = root.superview { root = superview }
    guard root.resignFirstResponderInTree() else { return false }
    guard super.becomeFirstResponder() else { return false }
    if clearsOnBeginEditing { typedText = "" }
    delegate?.textFieldDidBeginEditing(self)
    sendActions(for: .editingDidBegin)
    return true
  }

  /// Ends editing: unless the delegate's `textFieldShouldEndEditing(_:)` says no, the field
  /// gives up the focus, the delegate hears `textFieldDidEndEditing(_:reason:)` and
  /// `.editingDidEnd` is sent. Returns whether the field gave the focus up.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return true }
    guard delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
    _ = super.resignFirstResponder()
    delegate?.textFieldDidEndEditing(self, reason: .committed)
    sendActions(for: .editingDidEnd)
    return true
  }

  /// A tap on the field begins editing: ``becomeFirstResponder()``. Returns whether the field
  /// has the focus.
  @discardableResult
  package override func tap() -> Bool {
    becomeFirstResponder()
  }

  /// The text as typed so far.
  package var typedCharacters: String { typedText }

  /// Replaces the last `length` UTF-16 units of the text by `replacement`, if the delegate's
  /// `textField(_:shouldChangeCharactersIn:replacementString:)` allows, followed by
  /// `.editingChanged`.
  package func replaceEnd(length: Int, with replacement: String) -> Bool {
    let range = NSRange(location: typedText.utf16.count - length, length: length)
    guard
      delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: replacement)
        ?? true
    else { return false }
    typedText = String(typedText.utf16.dropLast(length)).map { $0 + replacement } ?? replacement
    attributedTextIfSet = nil
    delegate?.textFieldDidChangeSelection(self)
    sendActions(for: .editingChanged)
    return true
  }

  /// A finger taps the clear button: when it shows, unless the delegate's
  /// `textFieldShouldClear(_:)` says no, the text empties and `.editingChanged` is sent.
  /// Returns whether the text was cleared.
  @discardableResult
  package func tapClearButton() -> Bool {
    guard showsClearButton, delegate?.textFieldShouldClear(self) ?? true else { return false }
    typedText = ""
    attributedTextIfSet = nil
    sendActions(for: .editingChanged)
    return true
  }

  /// A finger taps Return on the keyboard while the field is editing: the delegate hears
  /// `textFieldShouldReturn(_:)` (which commonly moves the focus on), then
  /// `.editingDidEndOnExit` is sent, and when actions were added for that event the field
  /// ends editing, as UIKit dismisses the keyboard then. Returns whether the field was
  /// editing.
  @discardableResult
  package func tapReturnKey() -> Bool {
    guard isFirstResponder else { return false }
    _ = delegate?.textFieldShouldReturn(self)
    sendActions(for: .editingDidEndOnExit)
    if isFirstResponder, allControlEvents.contains(.editingDidEndOnExit) {
      resignFirstResponder()
    }
    return true
  }

  /// Whether the clear button shows: there is text and the mode matches editing.
  package var showsClearButton: Bool {
    guard !typedText.isEmpty else { return false }
    switch clearButtonMode {
    case .never: return false
    case .always: return true
    case .whileEditing: return isEditing
    case .unlessEditing: return !isEditing
    }
  }

  // MARK: Accessibility

  /// The placeholder, unless set: what the field is for.
  open override var accessibilityLabel: String? {
    get { super.accessibilityLabel ?? placeholder }
    set { super.accessibilityLabel = newValue }
  }

  /// The text (a `•` per character for a secure field; nil while it is empty), unless set.
  open override var accessibilityValue: String? {
    get { super.accessibilityValue ?? (typedText.isEmpty ? nil : shownText) }
    set { super.accessibilityValue = newValue }
  }

  /// A text field's traits: a secure field's too, and editing while it has the focus.
  open override var accessibilityTraits: UIAccessibilityTraits {
    get {
      var traits = super.accessibilityTraits
      if isSecureTextEntry { traits.insert(.secureTextField) }
      if isEditing { traits.insert(.isEditing) }
      return traits
    }
    set { super.accessibilityTraits = newValue }
  }

  // MARK: Drawing

  /// The text as drawn: a `•` per character when secure.
  private var shownText: String {
    isSecureTextEntry ? String(repeating: "•", count: typedText.count) : typedText
  }

  /// Three lines with a border, one without; as wide as it is laid out.
  package override var gridIntrinsicSize: (width: Int?, height: Int?) {
    (nil, borderStyle == .none ? 1 : 3)
  }

  /// Draws the field: a box when it has a border and room, then the text or placeholder and
  /// the clear button.
  package override func draw(_ rect: GridRect, on canvas: inout Canvas, clip: GridRect) {
    var line = GridRect(
      x: rect.minX, y: rect.minY + (rect.height - 1) / 2, width: rect.width, height: 1)
    if borderStyle != .none, rect.height >= 3, rect.width >= 5 {
      let box = GridRect(
        x: rect.minX, y: rect.minY + (rect.height - 3) / 2, width: rect.width, height: 3)
      canvas.drawBox(box, style: borderStyle == .roundedRect ? .rounded : .light, clippedTo: clip)
      line = GridRect(x: box.minX + 2, y: box.minY + 1, width: box.width - 4, height: 1)
    }
    guard line.width > 0 else { return }
    if showsClearButton {
      // The clear button is on the trailing side: the left one in right to left.
      let buttonX = isRightToLeft ? line.minX : line.maxX - 1
      canvas.draw("⊗", at: GridPoint(x: buttonX, y: line.minY), clippedTo: clip)
      if isRightToLeft { line.origin.x += 2 }
      line.size.width -= 2
    }
    guard line.width > 0 else { return }
    let shown = typedText.isEmpty ? (placeholder ?? "") : shownText
    canvas.draw(
      shown.truncated(toWidth: line.width, at: .head), onLine: line.minY, of: line,
      alignment: textAlignment, rightToLeft: isRightToLeft, clippedTo: clip)
  }
}

extension UIView {
  /// Makes the first responder in this view's tree give the focus up; returns false when it
  /// refused.
  func resignFirstResponderInTree() -> Bool {
    if isFirstResponder, !resignFirstResponder() { return false }
    return subviews.allSatisfy { $0.resignFirstResponderInTree() }
  }
}

/// What a text field tells as the user edits, as `UITextFieldDelegate`. Every method has a
/// default: the `should` ones allow, the others do nothing.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: NSObjectProtocol {
  /// Whether editing may begin.
  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
  /// Editing began.
  func textFieldDidBeginEditing(_ textField: UITextField)
  /// Whether editing may end.
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
  /// Editing ended.
  func textFieldDidEndEditing(_ textField: UITextField)
  /// Editing ended, for `reason`; by default calls `textFieldDidEndEditing(_:)`.
  func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
  /// Whether the characters in `range` may be replaced by `string`.
  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool
  /// The selection changed (after each edit).
  func textFieldDidChangeSelection(_ textField: UITextField)
  /// Whether the clear button may empty the field.
  func textFieldShouldClear(_ textField: UITextField) -> Bool
  /// Whether the field should do what Return does; the app commonly moves the focus here.
  func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
  /// Allows.
  public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
  /// Does nothing.
  public func textFieldDidBeginEditing(_ textField: UITextField) {}
  /// Allows.
  public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
  /// Does nothing.
  public func textFieldDidEndEditing(_ textField: UITextField) {}
  /// Calls `textFieldDidEndEditing(_:)`.
  public func textFieldDidEndEditing(
    _ textField: UITextField, reason: UITextField.DidEndEditingReason
  ) {
    textFieldDidEndEditing(textField)
  }
  /// Allows.
  public func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool { true }
  /// Does nothing.
  public func textFieldDidChangeSelection(_ textField: UITextField) {}
  /// Allows.
  public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
  /// Allows.
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
