import Foundation
import TextCanvas

/// An on/off switch, as `UISwitch`: drawn `[  ●]` when on (the thumb at the trailing end) and
/// `[○  ]` when off, in round brackets while disabled, as a ``UIButton`` marks a control that
/// cannot be tapped.
///
/// A switch is five columns and one line (UIKit's is 51 by 31 points). VoiceOver reads it as
/// UIKit's: `Wi-Fi. Switch Button. On.` with the hint `Double tap to toggle setting.`; in a
/// table cell's `accessoryView` it is read as part of the row. ``onTintColor`` and
/// ``thumbTintColor`` are kept, not drawn.
///
/// ```swift
/// let wifi = UISwitch()
/// wifi.isOn = true
/// print(try DeviceFrame(size: GridSize(width: 5, height: 1)).text(of: wifi), terminator: "")
/// // Prints:
/// //  ┌─────┐
/// //  │[  ●]│
/// //  └─────┘
/// ```
@preconcurrency @MainActor
open class UISwitch: UIControl {
  /// Whether the switch is on. Setting it in code sends no event, as in UIKit.
  open var isOn = false
  /// The colour of the track while on; kept, not drawn.
  open var onTintColor: UIColor?
  /// The colour of the thumb; kept, not drawn.
  open var thumbTintColor: UIColor?
  /// An image for the on state (unused by UIKit since iOS 7); kept.
  open var onImage: UIImage?
  /// An image for the off state (unused by UIKit since iOS 7); kept.
  open var offImage: UIImage?

  /// Creates a switch, off.
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
    accessibilityTraits = [.button, .switchButton]
  }

  /// Turns the switch on or off, at once; sends no event, as in UIKit.
  open func setOn(_ on: Bool, animated: Bool) {
    isOn = on
  }

  /// `"1"` while on, `"0"` while off, unless set: VoiceOver says `On.` or `Off.` from it.
  open override var accessibilityValue: String? {
    get { super.accessibilityValue ?? (isOn ? "1" : "0") }
    set { super.accessibilityValue = newValue }
  }

  /// The user flips the switch with a finger: when enabled, it turns over and its
  /// `.valueChanged` and `.primaryActionTriggered` actions run, in the order added. Returns
  /// whether it was enabled.
  @discardableResult
  package func toggle() -> Bool {
    guard isEnabled else { return false }
    isOn.toggle()
    sendActions(for: [.valueChanged, .primaryActionTriggered])
    return true
  }

  /// A tap on a switch flips it: ``toggle()``.
  @discardableResult
  package override func tap() -> Bool {
    toggle()
  }

  /// Five columns, one line.
  package override var gridIntrinsicSize: (width: Int?, height: Int?) { (5, 1) }

  /// Its intrinsic size, whatever it is offered.
  package override func gridSizeThatFits(_ size: GridSize) -> GridSize {
    GridSize(width: 5, height: 1)
  }

  /// Draws the track and thumb on the middle line, at the leading edge; right to left the
  /// switch is mirrored (`[●  ]` on, `[  ○]` off) at the right edge.
  package override func draw(_ rect: GridRect, on canvas: inout Canvas, clip: GridRect) {
    let (open, close) = isEnabled ? ("[", "]") : ("(", ")")
    // Right to left, the switch is mirrored: the knob is at the left when on.
    let knobAtRight = isOn != isRightToLeft
    let knob = isOn ? "●" : "○"
    let track = knobAtRight ? "  " + knob : knob + "  "
    let x = isRightToLeft ? Swift.max(rect.maxX - 5, rect.minX) : rect.minX
    canvas.draw(
      open + track + close, at: GridPoint(x: x, y: rect.minY + (rect.height - 1) / 2),
      clippedTo: clip)
  }
}
