import Foundation

/// A tappable title, as `UIButton`: drawn `[ Title ]` when enabled and `( Title )` when not,
/// centered in its frame.
///
/// Round brackets mark a button that cannot be tapped, so a disabled state shows in a golden
/// file. A frame too narrow for the whole title cuts it with `…`, keeping the brackets.
///
/// ```swift
/// let button = Button(title: "Retry")
/// button.frame = Rect(x: 0, y: 0, width: 11, height: 1)
/// var canvas = Canvas(width: 11, height: 2)
/// button.render(on: &canvas)
/// button.isEnabled = false
/// button.render(on: &canvas, origin: Point(x: 0, y: 1))
/// print(canvas.text)
/// // Prints:
/// //  [ Retry ]
/// //  ( Retry )
/// ```
@MainActor
public final class UIButton: UIView {
  /// Text sits on the first line: the first baseline is the bottom of that line.
  override package var hasTextBaseline: Bool { true }

  /// The text on the button.
  public var title: String
  /// Whether the button responds to taps; a disabled button is drawn in round brackets.
  public var isEnabled = true

  /// Creates a button.
  public override init(frame: CGRect) {
    title = ""
    super.init(frame: frame)
    setUp()
  }

  /// Creates the view; see ``UIView/init(coder:)``.
  public required init?(coder: NSCoder) {
    title = ""
    super.init(coder: coder)
    setUp()
  }

  package convenience init(title: String, gridFrame: GridRect = .zero) {
    self.init(frame: .zero)
    self.title = title
    self.gridFrame = gridFrame
  }

  private func setUp() {
    isAccessibilityElement = true
    accessibilityTraits = .button
  }

  /// The title (nil while it is empty), unless set, as a `UIButton` says its title.
  public override var accessibilityLabel: String? {
    get { super.accessibilityLabel ?? (title.isEmpty ? nil : title) }
    set { super.accessibilityLabel = newValue }
  }

  /// The traits set (``UIAccessibilityTraits/button`` by default), with
  /// ``UIAccessibilityTraits/notEnabled`` while the button is disabled, as a `UIControl`
  /// reports them.
  public override var accessibilityTraits: UIAccessibilityTraits {
    get { isEnabled ? super.accessibilityTraits : super.accessibilityTraits.union(.notEnabled) }
    set { super.accessibilityTraits = newValue }
  }

  /// The title and its brackets on one line.
  package override var gridIntrinsicSize: (width: Int?, height: Int?) {
    (title.displayWidth + 4, 1)
  }

  /// The intrinsic size: a button does not wrap its title.
  package override func gridSizeThatFits(_ size: GridSize) -> GridSize {
    GridSize(width: title.displayWidth + 4, height: 1)
  }

  /// Draws the bracketed title on the middle line, centered.
  package override func draw(_ rect: GridRect, on canvas: inout Canvas, clip: GridRect) {
    let (open, close) = isEnabled ? ("[ ", " ]") : ("( ", " )")
    let shown = title.truncated(toWidth: max(rect.width - 4, 1))
    canvas.draw(
      open + shown + close, onLine: rect.minY + (rect.height - 1) / 2, of: rect,
      alignment: .center, clippedTo: clip)
  }
}
