import Foundation
import TextCanvas

/// How far a task has gone, as `UIProgressView`: a bar as wide as the view, `━` for what is
/// done and `─` for what is left, on the view's middle line.
///
/// The done part is the progress times the width, rounded down, so the bar is full only at
/// 1. VoiceOver reads the progress as a percentage rounded to the nearest whole one, `40%`,
/// as UIKit's value. Tint colours and the style are kept, not drawn.
///
/// ```swift
/// let upload = UIProgressView(progressViewStyle: .default)
/// upload.progress = 0.4
/// print(try DeviceFrame(size: GridSize(width: 10, height: 1)).text(of: upload), terminator: "")
/// // Prints:
/// //  ┌──────────┐
/// //  │━━━━──────│
/// //  └──────────┘
/// ```
@preconcurrency @MainActor
open class UIProgressView: UIView {
  /// How the bar looks, as `UIProgressView.Style`; kept.
  public enum Style: Int, Hashable, Sendable {
    /// The standard bar.
    case `default`
    /// A bar in a toolbar.
    case bar
  }

  /// The progress, 0 to 1; values outside are pinned to them, as in UIKit.
  open var progress: Float {
    get { pinnedProgress }
    set { pinnedProgress = Swift.min(Swift.max(newValue, 0), 1) }
  }
  private var pinnedProgress: Float = 0
  /// How the bar looks; kept.
  open var progressViewStyle = Style.default
  /// The colour of the done part; kept, not drawn.
  open var progressTintColor: UIColor?
  /// The colour of the rest; kept, not drawn.
  open var trackTintColor: UIColor?
  /// A progress the bar follows: while set, ``progress`` is its fraction completed.
  open var observedProgress: Progress? {
    didSet { if let observedProgress { progress = Float(observedProgress.fractionCompleted) } }
  }

  /// Creates a bar of `style` at no progress.
  public convenience init(progressViewStyle style: Style) {
    self.init(frame: .zero)
    progressViewStyle = style
  }

  /// Creates a bar at no progress.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isAccessibilityElement = true
    accessibilityTraits = .updatesFrequently
  }

  /// Creates the view; see ``UIView/init(coder:)``.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isAccessibilityElement = true
    accessibilityTraits = .updatesFrequently
  }

  /// Sets the progress at once.
  open func setProgress(_ progress: Float, animated: Bool) {
    self.progress = progress
  }

  /// The progress in whole percent, unless set: `40%`.
  open override var accessibilityValue: String? {
    get {
      if let value = super.accessibilityValue { return value }
      let shown = observedProgress.map { Float($0.fractionCompleted) } ?? progress
      return "\(Int((Swift.min(Swift.max(shown, 0), 1) * 100).rounded()))%"
    }
    set { super.accessibilityValue = newValue }
  }

  /// One line; as wide as it is laid out.
  package override var gridIntrinsicSize: (width: Int?, height: Int?) { (nil, 1) }

  /// Draws the bar on the middle line, filled from the leading edge (the right one right to
  /// left).
  package override func draw(_ rect: GridRect, on canvas: inout Canvas, clip: GridRect) {
    guard rect.width > 0, rect.height > 0 else { return }
    let shown = observedProgress.map { Float($0.fractionCompleted) } ?? progress
    // A Float such as 0.7 is a hair under 0.7: the tolerance keeps 70% of 10 columns at 7.
    let fraction = Double(Swift.min(Swift.max(shown, 0), 1))
    let done = Int((fraction * Double(rect.width) + 1e-4).rounded(.down))
    let filled = String(repeating: "━", count: done)
    let rest = String(repeating: "─", count: rect.width - done)
    // Right to left, the bar fills from the right.
    let bar = isRightToLeft ? rest + filled : filled + rest
    canvas.draw(
      bar, at: GridPoint(x: rect.minX, y: rect.minY + (rect.height - 1) / 2), clippedTo: clip)
  }
}
