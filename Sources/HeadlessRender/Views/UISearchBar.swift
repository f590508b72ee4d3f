import Foundation

/// A search field, as `UISearchBar`: a rounded box with `⌕` and the text, or the placeholder
/// while the text is empty.
///
/// The box takes three lines; a frame under three lines gets `⌕ text` on its first line
/// instead. Text wider than the field is cut with `…` at the start, so that the end the user
/// is typing stays visible.
///
/// ```swift
/// let search = SearchBar(placeholder: "Search birds")
/// search.frame = Rect(x: 0, y: 0, width: 20, height: 3)
/// var canvas = Canvas(width: 20, height: 3)
/// search.render(on: &canvas)
/// print(canvas.text)
/// // Prints:
/// // ╭──────────────────╮
/// // │ ⌕ Search birds   │
/// // ╰──────────────────╯
/// ```
@MainActor
public final class UISearchBar: UIView {
  /// Text sits on the first line: the first baseline is the bottom of that line.
  override package var hasTextBaseline: Bool { true }

  /// The search text.
  public var text: String
  /// What the field shows while the text is empty.
  public var placeholder: String

  /// Creates a search bar.
  public override init(frame: CGRect) {
    text = ""
    placeholder = "Search"
    super.init(frame: frame)
    setUp()
  }

  /// Creates the view; see ``UIView/init(coder:)``.
  public required init?(coder: NSCoder) {
    text = ""
    placeholder = "Search"
    super.init(coder: coder)
    setUp()
  }

  package convenience init(
    text: String = "", placeholder: String = "Search", gridFrame: GridRect = .zero
  ) {
    self.init(frame: .zero)
    self.text = text
    self.placeholder = placeholder
    self.gridFrame = gridFrame
  }

  private func setUp() {
    isAccessibilityElement = true
    accessibilityTraits = .searchField
  }

  /// The placeholder, unless set: what the field is for.
  public override var accessibilityLabel: String? {
    get { super.accessibilityLabel ?? (placeholder.isEmpty ? nil : placeholder) }
    set { super.accessibilityLabel = newValue }
  }

  /// The text typed (nil while it is empty), unless set.
  public override var accessibilityValue: String? {
    get { super.accessibilityValue ?? (text.isEmpty ? nil : text) }
    set { super.accessibilityValue = newValue }
  }

  /// Three lines tall; as wide as it is laid out.
  package override var gridIntrinsicSize: (width: Int?, height: Int?) { (nil, 3) }

  /// Draws the field: the box and its contents.
  package override func draw(_ rect: GridRect, on canvas: inout Canvas, clip: GridRect) {
    let shown = text.isEmpty ? placeholder : text
    guard rect.height >= 3, rect.width >= 5 else {
      let line = "⌕ " + shown.truncated(toWidth: max(rect.width - 2, 1), at: .head)
      canvas.draw(line, at: rect.origin, clippedTo: clip)
      return
    }
    let box = GridRect(origin: rect.origin, size: GridSize(width: rect.width, height: 3))
    canvas.drawBox(box, style: .rounded, clippedTo: clip)
    let field = shown.truncated(toWidth: rect.width - 6, at: .head)
    canvas.draw("⌕ " + field, at: GridPoint(x: rect.minX + 2, y: rect.minY + 1), clippedTo: clip)
  }
}
