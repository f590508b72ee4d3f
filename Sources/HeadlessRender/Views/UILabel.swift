import Foundation
import TextCanvas

/// A view that shows text, as `UILabel`: one or more lines, truncated or wrapped by its
/// ``lineBreakMode``, aligned by its ``textAlignment``, centered vertically in its frame.
///
/// Sizes are in points, whole columns and lines of the grid (a column is 9.75 points, a line
/// 22). The intrinsic size is the text on as few lines as its explicit line breaks allow
/// (capped by ``numberOfLines``), or at ``preferredMaxLayoutWidth`` when that is set;
/// ``UIView/sizeThatFits(_:)`` gives the size at a width, which is how a multi-line label's
/// height is found. A label never draws more lines than its frame has: the last line that fits
/// is truncated by the line break mode. ``font`` and ``textColor`` are kept, not drawn.
///
/// ```swift
/// let label = UILabel()
/// label.text = "Tiny birds sing at dawn"
/// label.numberOfLines = 0
/// print(label.sizeThatFits(CGSize(width: 97.5, height: 0)))  // 10 columns wide
/// // Prints "CGSize(width: 97.5, height: 66.0)": 3 lines
/// label.numberOfLines = 2
/// print(try DeviceFrame(size: GridSize(width: 10, height: 2)).text(of: label), terminator: "")
/// // Prints:
/// //  ┌──────────┐
/// //  │Tiny birds│
/// //  │sing at d…│
/// //  └──────────┘
/// ```
@preconcurrency @MainActor
open class UILabel: UIView {
  /// Text sits on the first line: the first baseline is the bottom of that line.
  override package var hasTextBaseline: Bool { true }

  /// The text shown; nil (the default) or empty shows nothing. Setting it forgets the
  /// attributes of ``attributedText``.
  open var text: String? {
    didSet { if attributedTextIfSet?.string != text { attributedTextIfSet = nil } }
  }
  /// The most lines to use; 0 means as many as the text needs. Defaults to 1, as `UILabel`.
  public var numberOfLines = 1
  /// How lines break and how text that does not fit is cut. Defaults to `.byTruncatingTail`.
  public var lineBreakMode = NSLineBreakMode.byTruncatingTail
  /// Where each line sits horizontally: `.natural` by default, against the leading edge (the
  /// right one when the label lays out right to left).
  public var textAlignment = NSTextAlignment.natural
  /// The width at which the intrinsic size wraps a multi-line label, in points; 0 (the
  /// default) for no wrapping beyond the text's own line breaks.
  public var preferredMaxLayoutWidth: CGFloat = 0
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // UIKit's own name and type.
  /// The font: UIKit's 17-point system font by default, of a fixed size. A font grown by
  /// Dynamic Type makes the text take more room (see the type's discussion); with
  /// ``adjustsFontForContentSizeCategory``, a font that follows the content size (made for a
  /// text style or by `UIFontMetrics`) is read at the content size of the label's traits.
  open var font: UIFont! {
    get {
      guard adjustsFontForContentSizeCategory else { return setFont }
      return setFont.resolved(for: traitCollection.preferredContentSizeCategory)
    }
    set { setFont = newValue ?? .systemFont(ofSize: 17) }
  }
  private var setFont = UIFont.systemFont(ofSize: 17)
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // UIKit's own name and type.
  /// The text colour: `.label` by default; kept, not drawn.
  open var textColor: UIColor! = .label
  /// The colour of highlighted text; kept.
  public var highlightedTextColor: UIColor?
  /// Whether the label is highlighted; kept.
  public var isHighlighted = false
  /// Whether the label is enabled; kept (UIKit dims a disabled label's text).
  public var isEnabled = true
  /// Whether the font shrinks to fit the width; kept: the text is cut instead.
  public var adjustsFontSizeToFitWidth = false
  /// How far the font may shrink; kept.
  public var minimumScaleFactor: CGFloat = 0
  /// Whether the font follows the content size category of the label's traits, when it is
  /// one that can (made for a text style or by `UIFontMetrics`); false by default.
  public var adjustsFontForContentSizeCategory = false

  /// The text with its attributes; setting it shows its characters, the attributes being kept
  /// with it but not drawn.
  public var attributedText: NSAttributedString? {
    get { attributedTextIfSet ?? text.map { NSAttributedString(string: $0) } }
    set {
      attributedTextIfSet = newValue
      text = newValue?.string
    }
  }
  private var attributedTextIfSet: NSAttributedString?

  /// Creates a label with no text.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUp()
  }

  /// Creates a label with no text; see ``UIView/init(coder:)``.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUp()
  }

  /// Creates a label showing `text` in `gridFrame`, for the headless UI's own views.
  package convenience init(text: String, gridFrame: GridRect = .zero) {
    self.init(frame: .zero)
    self.text = text
    self.gridFrame = gridFrame
  }

  private func setUp() {
    isAccessibilityElement = true
    accessibilityTraits = .staticText
  }

  /// The label's text (nil while it is empty), unless set: a `UILabel` says what it shows.
  public override var accessibilityLabel: String? {
    get { super.accessibilityLabel ?? (shownText.isEmpty ? nil : shownText) }
    set { super.accessibilityLabel = newValue }
  }

  /// The text's size: the widest line and the number of lines, at
  /// ``preferredMaxLayoutWidth`` or unwrapped; zero for empty text.
  package override var gridIntrinsicSize: (width: Int?, height: Int?) {
    let wrapsAt =
      preferredMaxLayoutWidth > 0 ? PointScale.columns(preferredMaxLayoutWidth) : Int.max
    let size = layout(width: wrapsAt, maxLines: numberOfLines).size
    return (size.width, size.height)
  }

  /// The size the text needs at `size.width` columns (unlimited when not positive): the widest
  /// wrapped line and the number of lines, capped by ``numberOfLines``. The height in `size`
  /// is not a limit.
  package override func gridSizeThatFits(_ size: GridSize) -> GridSize {
    layout(width: size.width > 0 ? size.width : Int.max, maxLines: numberOfLines).size
  }

  /// Draws the lines that fit the frame, aligned and centered vertically, each in visual
  /// order (right-to-left text reads from the right; a line without strong characters runs
  /// in the label's layout direction); a grown font's lines each at the top of the room they
  /// take, at its start (its right end right to left).
  package override func draw(_ rect: GridRect, on canvas: inout Canvas, clip: GridRect) {
    guard rect.width > 0, rect.height > 0 else { return }
    let growth = GrownText(font: font)
    let fitting = max(rect.height / growth.linesPerLine, 1)
    let maxLines = numberOfLines > 0 ? min(numberOfLines, fitting) : fitting
    let lines = layout(width: rect.width, maxLines: maxLines, growth: growth).lines
    let height = lines.count * growth.linesPerLine
    let top = rect.minY + max(rect.height - height, 0) / 2
    let rightToLeft = isRightToLeft
    for (offset, line) in lines.enumerated() {
      let width = growth.columns(of: line.displayWidth)
      let room =
        textAlignment.offset(ofLineWidth: width, inWidth: rect.width, rightToLeft: rightToLeft)
      let x = rect.minX + room + (rightToLeft ? max(width - line.displayWidth, 0) : 0)
      canvas.draw(
        line, at: GridPoint(x: x, y: top + offset * growth.linesPerLine), clippedTo: clip,
        direction: rightToLeft ? .rightToLeft : .leftToRight)
    }
  }

  /// The text drawn: empty for none.
  package var shownText: String { text ?? "" }

  /// The text's lines at `width` columns, at most `maxLines` (0 for any number), and their
  /// size on the grid, in the font's growth (see ``GrownText``).
  private func layout(width: Int, maxLines: Int, growth: GrownText? = nil)
    -> (lines: [String], size: GridSize)
  {
    let growth = growth ?? GrownText(font: font)
    let layout = TextLayout(
      shownText, width: growth.characters(inColumns: width), numberOfLines: maxLines,
      lineBreakMode: lineBreakMode)
    let size = GridSize(
      width: min(growth.columns(of: layout.size.width), width),
      height: layout.size.height * growth.linesPerLine)
    return (layout.lines, size)
  }
}
