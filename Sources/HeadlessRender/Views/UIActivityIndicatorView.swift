import Foundation
import TextCanvas

/// A spinner, as `UIActivityIndicatorView`: one glyph, `⠋`, centered in its frame.
///
/// The glyph is always `⠋`: a frame must not depend on when it was drawn, so the spinner
/// never turns. ``isAnimating`` only decides whether a stopped indicator hides (by default
/// it does, as ``hidesWhenStopped`` in UIKit). VoiceOver reads it as `In progress`, as UIKit's.
///
/// ```swift
/// let spinner = UIActivityIndicatorView(style: .medium)
/// spinner.startAnimating()
/// print(try DeviceFrame(size: GridSize(width: 14, height: 1)).text(of: spinner), terminator: "")
/// // Prints:
/// //  ┌──────────────┐
/// //  │      ⠋       │
/// //  └──────────────┘
/// ```
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
  /// The spinner's size, as `UIActivityIndicatorView.Style`; every size is drawn as one
  /// glyph.
  public enum Style: Int, Hashable, Sendable {
    /// The standard size.
    case medium = 100
    /// The large size.
    case large = 101
  }

  /// The spinner's glyph, fixed for deterministic output.
  package static let glyph: Character = "⠋"

  /// The caption after the glyph, for the headless UI's own views (a list footer's
  /// `⠋ Loading…`); empty, as a `UIActivityIndicatorView` has none, unless set.
  package var text: String
  /// The spinner's size; kept.
  public var style = Style.medium
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // UIKit's own name and type.
  /// The spinner's colour; kept.
  public var color: UIColor! = .gray
  /// Whether a stopped indicator draws nothing. Defaults to true.
  public var hidesWhenStopped = true
  /// Whether the indicator is running.
  public private(set) var isAnimating = false

  /// Creates a stopped indicator.
  public override init(frame: CGRect) {
    text = ""
    super.init(frame: frame)
    setUp()
  }

  /// Creates the view; see ``UIView/init(coder:)``.
  public required init?(coder: NSCoder) {
    text = ""
    super.init(coder: coder)
    setUp()
  }

  /// Creates a stopped indicator of `style`.
  public convenience init(style: Style) {
    self.init(frame: .zero)
    self.style = style
  }

  package convenience init(text: String, gridFrame: GridRect = .zero) {
    self.init(frame: .zero)
    self.text = text
    self.gridFrame = gridFrame
  }

  private func setUp() {
    isAccessibilityElement = true
    accessibilityTraits = .updatesFrequently
  }

  /// The caption, or `In progress` without one (as `UIActivityIndicatorView` says), unless
  /// set.
  public override var accessibilityLabel: String? {
    get { super.accessibilityLabel ?? (text.isEmpty ? "In progress" : text) }
    set { super.accessibilityLabel = newValue }
  }

  /// Nothing while the indicator is hidden because it stopped; else as any view.
  override func accessibilityGroups(at rect: GridRect, clip: GridRect) -> [[AccessibilityElement]] {
    guard isAnimating || !hidesWhenStopped else { return [] }
    return super.accessibilityGroups(at: rect, clip: clip)
  }

  /// Starts the indicator, so that it is drawn.
  public func startAnimating() {
    isAnimating = true
  }

  /// Stops the indicator; it then hides if ``hidesWhenStopped``.
  public func stopAnimating() {
    isAnimating = false
  }

  /// What is drawn: the glyph, then the caption.
  private var line: String { text.isEmpty ? String(Self.glyph) : "\(Self.glyph) \(text)" }

  /// The glyph and caption on one line.
  package override var gridIntrinsicSize: (width: Int?, height: Int?) {
    (line.displayWidth, 1)
  }

  /// Draws the glyph and caption centered on the middle line, unless hidden while stopped.
  package override func draw(_ rect: GridRect, on canvas: inout Canvas, clip: GridRect) {
    guard isAnimating || !hidesWhenStopped else { return }
    canvas.draw(
      line, onLine: rect.minY + (rect.height - 1) / 2, of: rect, alignment: .center,
      clippedTo: clip)
  }
}
