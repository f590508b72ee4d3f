import Foundation
import TextCanvas

/// A search field, as `UISearchBar`: a rounded box with `⌕` and the text, or the placeholder
/// while the text is empty.
///
/// The box takes three lines; a frame under three lines gets `⌕ text` on its first line
/// instead. Text wider than the field is cut with `…` at the start, so that the end the user
/// is typing stays visible.
///
/// ```swift
/// let search = UISearchBar()
/// search.placeholder = "Search birds"
/// print(try DeviceFrame(size: GridSize(width: 20, height: 3)).text(of: search), terminator: "")
/// // Prints:
/// //  ┌────────────────────┐
/// //  │╭──────────────────╮│
/// //  ││ ⌕ Search birds   ││
/// //  │╰──────────────────╯│
/// //  └────────────────────┘
/// ```
@preconcurrency @MainActor
open class UISearchBar: UIView {
  /// Text sits on the first line: the first baseline is the bottom of that line.
  override package var hasTextBaseline: Bool { true }

  /// The search text; nil reads as empty, as in UIKit. Setting it in code tells no delegate.
  public var text: String? {
    get { typedText }
    set { typedText = newValue ?? "" }
  }
  private var typedText: String
  /// What the field shows while the text is empty; nil shows nothing.
  public var placeholder: String? {
    get { placeholderText.isEmpty ? nil : placeholderText }
    set { placeholderText = newValue ?? "" }
  }
  private var placeholderText: String
  /// Told when the user types, searches or cancels; held weakly.
  public weak var delegate: (any UISearchBarDelegate)?
  /// Whether a Cancel button shows; kept, not drawn.
  public var showsCancelButton = false
  /// What the search controller that owns the bar hears when the user types.
  package var textTyped: (() -> Void)?

  /// Creates a search bar.
  public override init(frame: CGRect) {
    typedText = ""
    placeholderText = "Search"
    super.init(frame: frame)
    setUp()
  }

  /// Creates the view; see ``UIView/init(coder:)``.
  public required init?(coder: NSCoder) {
    typedText = ""
    placeholderText = "Search"
    super.init(coder: coder)
    setUp()
  }

  package convenience init(
    text: String = "", placeholder: String = "Search", gridFrame: GridRect = .zero
  ) {
    self.init(frame: .zero)
    typedText = text
    placeholderText = placeholder
    self.gridFrame = gridFrame
  }

  private func setUp() {
    isAccessibilityElement = true
    accessibilityTraits = .searchField
  }

  /// The placeholder, unless set: what the field is for.
  public override var accessibilityLabel: String? {
    get { super.accessibilityLabel ?? placeholder }
    set { super.accessibilityLabel = newValue }
  }

  /// The text typed (nil while it is empty), unless set.
  public override var accessibilityValue: String? {
    get { super.accessibilityValue ?? (typedText.isEmpty ? nil : typedText) }
    set { super.accessibilityValue = newValue }
  }

  /// The user types `newText` into the field, replacing what was there: the delegate hears
  /// `searchBar(_:textDidChange:)`, and the search controller that owns the bar updates its
  /// results. Nothing is told when the text does not change.
  package func type(_ newText: String) {
    guard newText != typedText else { return }
    typedText = newText
    delegate?.searchBar(self, textDidChange: newText)
    textTyped?()
  }

  /// The user types `newText` and taps Search on the keyboard: ``type(_:)``, then the
  /// delegate hears `searchBarSearchButtonClicked(_:)`.
  package func submit(_ newText: String) {
    type(newText)
    delegate?.searchBarSearchButtonClicked(self)
  }

  /// Three lines tall; as wide as it is laid out.
  package override var gridIntrinsicSize: (width: Int?, height: Int?) { (nil, 3) }

  /// Draws the field: the box and its contents, `⌕` and the text from the leading side (the
  /// right, text against the glyph, right to left).
  package override func draw(_ rect: GridRect, on canvas: inout Canvas, clip: GridRect) {
    let shown = typedText.isEmpty ? placeholderText : typedText
    let rightToLeft = isRightToLeft
    guard rect.height >= 3, rect.width >= 5 else {
      let text = shown.truncated(toWidth: max(rect.width - 2, 1), at: .head)
      drawField(text, in: GridRect(x: rect.minX, y: rect.minY, width: rect.width, height: 1))
      return
    }
    let box = GridRect(origin: rect.origin, size: GridSize(width: rect.width, height: 3))
    canvas.drawBox(box, style: .rounded, clippedTo: clip)
    let field = shown.truncated(toWidth: rect.width - 6, at: .head)
    drawField(
      field, in: GridRect(x: rect.minX + 2, y: rect.minY + 1, width: rect.width - 4, height: 1))

    /// `⌕`, a space and `text` at the leading end of `line`.
    func drawField(_ text: String, in line: GridRect) {
      if rightToLeft {
        canvas.draw("⌕", at: GridPoint(x: line.maxX - 1, y: line.minY), clippedTo: clip)
        canvas.draw(
          text, at: GridPoint(x: line.maxX - 2 - text.displayWidth, y: line.minY),
          clippedTo: clip, direction: .rightToLeft)
      } else {
        canvas.draw("⌕ " + text, at: line.origin, clippedTo: clip)
      }
    }
  }
}

/// What a search bar tells as the user types, as `UISearchBarDelegate`. Every method has a
/// default that does nothing.
@preconcurrency @MainActor
public protocol UISearchBarDelegate: NSObjectProtocol {
  /// The user changed the text.
  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
  /// The user tapped Search on the keyboard.
  func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
  /// The user tapped Cancel.
  func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
}

extension UISearchBarDelegate {
  /// Does nothing.
  public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
  /// Does nothing.
  public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
  /// Does nothing.
  public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
}
