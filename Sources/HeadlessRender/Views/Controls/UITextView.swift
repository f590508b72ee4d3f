import Foundation
import TextCanvas

/// Text of several lines, editable or not, as `UITextView`: the text wrapped at word breaks
/// to the frame's width, from the top-left corner; lines past the frame's bottom are not drawn.
///
/// VoiceOver reads an editable text view as a field, its text the value and its hint
/// `Double tap to edit.` (`Notes: Buy milk. Text Field.`), and one that is not editable as
/// static text (its text the label). Fonts, colours and the text container's inset are kept,
/// not drawn.
///
/// ```swift
/// let notes = UITextView()
/// notes.text = "Tiny birds sing at dawn"
/// print(try DeviceFrame(size: GridSize(width: 10, height: 3)).text(of: notes), terminator: "")
/// // Prints:
/// //  ┌──────────┐
/// //  │Tiny birds│
/// //  │sing at   │
/// //  │dawn      │
/// //  └──────────┘
/// ```
///
/// Setting ``text`` in code tells nobody, as in UIKit. A finger (the interaction layer) taps
/// the view, which becomes first responder when editable, and types: each change is asked of
/// the delegate's `textView(_:shouldChangeTextIn:replacementText:)` and followed by
/// `textViewDidChange(_:)`.
@preconcurrency @MainActor
open class UITextView: UIScrollView {
  /// Text sits on the first line: the first baseline is the bottom of that line.
  override package var hasTextBaseline: Bool { true }

  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // UIKit's own name and type.
  /// The text; nil reads as empty. Setting it in code tells nobody.
  open var text: String! {
    get { shownText }
    set {
      shownText = newValue ?? ""
      attributedTextIfSet = nil
    }
  }
  private var shownText = ""
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // UIKit's own name and type.
  /// The text with its attributes; setting it shows its characters, the attributes kept.
  open var attributedText: NSAttributedString! {
    get { attributedTextIfSet ?? NSAttributedString(string: shownText) }
    set {
      shownText = newValue?.string ?? ""
      attributedTextIfSet = newValue
    }
  }
  private var attributedTextIfSet: NSAttributedString?
  /// Whether the user can edit the text: true by default.
  open var isEditable = true
  /// Whether the user can select the text; kept.
  open var isSelectable = true
  /// Told as the user edits; held weakly.
  open weak var delegate: (any UITextViewDelegate)? {
    didSet { scrollViewDelegate = delegate }
  }
  /// The font; kept, except that a font grown by Dynamic Type makes the text take more room
  /// (see `GrownText`, as a label's does).
  open var font: UIFont?
  /// The text colour; kept, not drawn.
  open var textColor: UIColor?
  /// Where each line sits: `.natural` by default, against the leading edge.
  open var textAlignment = NSTextAlignment.natural
  /// The room around the text, in points; kept, not drawn.
  open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
  /// Whether the font, when it can (made for a text style or by `UIFontMetrics`), is drawn at
  /// the content size of the text view's traits; false by default.
  open var adjustsFontForContentSizeCategory = false
  /// The keyboard asked for; kept.
  open var keyboardType = UIKeyboardType.default
  /// When the keyboard shifts to capitals; kept.
  open var autocapitalizationType = UITextAutocapitalizationType.sentences
  /// Whether typing is corrected; kept.
  open var autocorrectionType = UITextAutocorrectionType.default
  /// What the Return key says; kept.
  open var returnKeyType = UIReturnKeyType.default

  /// Creates an empty, editable text view.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isAccessibilityElement = true
  }

  /// Creates the view; see ``UIView/init(coder:)``.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isAccessibilityElement = true
  }

  // MARK: Editing

  /// A text view can take the focus while it is editable.
  open override var canBecomeFirstResponder: Bool { isEditable }

  /// Begins editing: unless the delegate's `textViewShouldBeginEditing(_:)` says no, the view
  /// that was editing in the same window ends, this one takes the focus and the delegate hears
  /// `textViewDidBeginEditing(_:)`. Returns whether it has the focus.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    guard !isFirstResponder else { return true }
    guard canBecomeFirstResponder, delegate?.textViewShouldBeginEditing(self) ?? true else {
      return false
    }
    var root: UIView = self
    while let superview = root.superview { root = superview }
    guard root.resignFirstResponderInTree(), super.becomeFirstResponder() else { return false }
    delegate?.textViewDidBeginEditing(self)
    return true
  }

  /// Ends editing: unless the delegate's `textViewShouldEndEditing(_:)` says no, the view
  /// gives up the focus and the delegate hears `textViewDidEndEditing(_:)`.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return true }
    guard delegate?.textViewShouldEndEditing(self) ?? true else { return false }
    _ = super.resignFirstResponder()
    delegate?.textViewDidEndEditing(self)
    return true
  }

  /// The text as typed so far.
  package var typedCharacters: String { shownText }

  /// Replaces the last `length` UTF-16 units of the text by `replacement`, if the delegate's
  /// `textView(_:shouldChangeTextIn:replacementText:)` allows, followed by
  /// `textViewDidChange(_:)`.
  package func replaceEnd(length: Int, with replacement: String) -> Bool {
    let range = NSRange(location: shownText.utf16.count - length, length: length)
    guard delegate?.textView(self, shouldChangeTextIn: range, replacementText: replacement) ?? true
    else { return false }
    shownText = String(shownText.utf16.dropLast(length)).map { $0 + replacement } ?? replacement
    attributedTextIfSet = nil
    delegate?.textViewDidChangeSelection(self)
    delegate?.textViewDidChange(self)
    return true
  }

  // MARK: Accessibility

  /// The text when the view is not editable (nil while empty), unless set.
  open override var accessibilityLabel: String? {
    get {
      super.accessibilityLabel ?? (isEditable || shownText.isEmpty ? nil : shownText)
    }
    set { super.accessibilityLabel = newValue }
  }

  /// The text when the view is editable (nil while empty), unless set.
  open override var accessibilityValue: String? {
    get { super.accessibilityValue ?? (isEditable && !shownText.isEmpty ? shownText : nil) }
    set { super.accessibilityValue = newValue }
  }

  /// A field's traits while editable (editing while it has the focus), static text otherwise.
  open override var accessibilityTraits: UIAccessibilityTraits {
    get {
      var traits = super.accessibilityTraits
      traits.insert(isEditable ? .textEntry : .staticText)
      if isFirstResponder { traits.insert(.isEditing) }
      return traits
    }
    set { super.accessibilityTraits = newValue }
  }

  // MARK: Drawing

  /// The text's lines at `size.width` columns, grown as its font is.
  package override func gridSizeThatFits(_ size: GridSize) -> GridSize {
    let width = size.width > 0 ? size.width : Int.max
    let growth = grownText
    let measured = layout(width: growth.characters(inColumns: width), maxLines: 0)
    return GridSize(
      width: min(growth.columns(of: measured.size.width), width),
      height: measured.size.height * growth.linesPerLine)
  }

  /// Draws the wrapped lines that fit, from the top; a grown font's lines each at the top of
  /// the room they take.
  package override func draw(_ rect: GridRect, on canvas: inout Canvas, clip: GridRect) {
    guard rect.width > 0, rect.height > 0 else { return }
    let growth = grownText
    let fitting = max(rect.height / growth.linesPerLine, 1)
    let lines = layout(width: growth.characters(inColumns: rect.width), maxLines: fitting).lines
    let rightToLeft = isRightToLeft
    for (offset, line) in lines.enumerated() {
      let width = growth.columns(of: line.displayWidth)
      let room =
        textAlignment.offset(ofLineWidth: width, inWidth: rect.width, rightToLeft: rightToLeft)
      let x = rect.minX + room + (rightToLeft ? max(width - line.displayWidth, 0) : 0)
      canvas.draw(
        line, at: GridPoint(x: x, y: rect.minY + offset * growth.linesPerLine), clippedTo: clip,
        direction: rightToLeft ? .rightToLeft : .leftToRight)
    }
  }

  /// How the text grows: by the font, read at the traits' content size when it follows it.
  private var grownText: GrownText {
    guard let font else { return GrownText(growth: 1) }
    guard adjustsFontForContentSizeCategory else { return GrownText(font: font) }
    return GrownText(font: font.resolved(for: traitCollection.preferredContentSizeCategory))
  }

  private func layout(width: Int, maxLines: Int) -> TextLayout {
    TextLayout(shownText, width: width, numberOfLines: maxLines, lineBreakMode: .byWordWrapping)
  }
}

/// What a text view tells as the user edits, as `UITextViewDelegate`. Every method has a
/// default: the `should` ones allow, the others do nothing.
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
  /// Whether editing may begin.
  func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
  /// Editing began.
  func textViewDidBeginEditing(_ textView: UITextView)
  /// Whether editing may end.
  func textViewShouldEndEditing(_ textView: UITextView) -> Bool
  /// Editing ended.
  func textViewDidEndEditing(_ textView: UITextView)
  /// Whether the text in `range` may be replaced by `text`.
  func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  )
    -> Bool
  /// The user changed the text.
  func textViewDidChange(_ textView: UITextView)
  /// The selection changed (after each edit).
  func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
  /// Allows.
  public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
  /// Does nothing.
  public func textViewDidBeginEditing(_ textView: UITextView) {}
  /// Allows.
  public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
  /// Does nothing.
  public func textViewDidEndEditing(_ textView: UITextView) {}
  /// Allows.
  public func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool { true }
  /// Does nothing.
  public func textViewDidChange(_ textView: UITextView) {}
  /// Does nothing.
  public func textViewDidChangeSelection(_ textView: UITextView) {}
}
