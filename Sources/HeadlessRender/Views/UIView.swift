import Cassowary

/// The base of every headless view: a frame on the character grid, subviews, and drawing.
///
/// Like `UIView`: `frame` is in the superview's coordinates; `draw(_:on:clip:)` draws the
/// view's own content; ``render(on:origin:clip:)`` draws the view and then its subviews.
/// Unlike `UIView`, a view always clips its subviews to its frame (`clipsToBounds` is
/// always true), so nothing drawn escapes the cell or bar it belongs to. Drawing does not lay
/// out: call ``layoutIfNeeded()`` first.
///
/// ```swift
/// let row = View(frame: Rect(x: 0, y: 0, width: 8, height: 1))
/// row.addSubview(Label(text: "Kingfisher", frame: Rect(x: 2, y: 0, width: 10, height: 1)))
/// var canvas = Canvas(width: 10, height: 1)
/// row.render(on: &canvas)
/// print(canvas.text)
/// // Prints "  Kingfi"
/// ```
@MainActor
open class UIView {
  /// The view's rectangle in its superview's coordinates.
  public var frame: GridRect
  /// Whether the view and its subviews are skipped when drawing.
  public var isHidden = false
  /// The views inside this one, back to front.
  public private(set) var subviews: [UIView] = []
  /// The view this one is inside, if any.
  public private(set) weak var superview: UIView?

  /// Whether VoiceOver stops on this view as one element, never visiting its subviews.
  ///
  /// False by default, as for a plain `UIView`; true for a ``UILabel`` and the controls
  /// (``UIButton``, ``UISearchBar``, ``UIActivityIndicatorView``), as UIKit's standard views. A
  /// ``UITableViewCell`` that leaves it false is read as UIKit reads a table row; see
  /// <doc:Accessibility>.
  public var isAccessibilityElement = false
  /// What the element is, spoken first; nil for none. A ``UILabel`` says its text, a
  /// ``UIButton`` its title, unless this is set.
  open var accessibilityLabel: String?
  /// What the element holds, spoken after the label; nil for none. A ``UISearchBar`` says its
  /// text.
  open var accessibilityValue: String?
  /// What activating the element does, spoken after a pause; nil for none.
  public var accessibilityHint: String?
  /// What the element is and how it behaves: ``UIAccessibilityTraits/staticText`` for a label,
  /// ``UIAccessibilityTraits/button`` for a button, none for a plain view.
  open var accessibilityTraits = UIAccessibilityTraits.none
  /// The elements of a container, in the order VoiceOver reads them whatever their frames;
  /// nil, the default, reads the subviews top to bottom, then leading to trailing.
  public var accessibilityElements: [UIView]?
  /// Whether VoiceOver skips the view and everything inside it.
  public var accessibilityElementsHidden = false
  /// Actions VoiceOver offers on the element besides activating it.
  public var accessibilityCustomActions: [UIAccessibilityCustomAction] = []
  private var huggingPriorities: [Axis: LayoutPriority] = [
    .horizontal: .defaultLow, .vertical: .defaultLow,
  ]
  private var compressionPriorities: [Axis: LayoutPriority] = [
    .horizontal: .defaultHigh, .vertical: .defaultHigh,
  ]

  /// Creates a view.
  public init(frame: GridRect = .zero) {
    self.frame = frame
  }

  /// The view's own rectangle: its frame's size at the origin.
  public var bounds: GridRect { GridRect(origin: .zero, size: frame.size) }

  /// Adds `view` on top of the other subviews, taking it from its old superview.
  public func addSubview(_ view: UIView) {
    view.removeFromSuperview()
    subviews.append(view)
    view.superview = self
  }

  /// Takes the view out of its superview.
  public func removeFromSuperview() {
    guard let superview else { return }
    superview.subviews.removeAll { $0 === self }
    self.superview = nil
  }

  /// The size the content wants, per axis; nil on an axis with no natural size.
  open var intrinsicContentSize: (width: Int?, height: Int?) { (nil, nil) }

  /// The size the view wants within `size` (for a multi-line label: its height at a width).
  open func sizeThatFits(_ size: GridSize) -> GridSize { frame.size }

  /// How strongly the view resists growing past its intrinsic size on `axis`.
  public func contentHuggingPriority(for axis: Axis) -> LayoutPriority {
    huggingPriorities[axis, default: .defaultLow]
  }

  /// Sets how strongly the view resists growing past its intrinsic size on `axis`.
  public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: Axis) {
    huggingPriorities[axis] = priority
  }

  /// How strongly the view resists shrinking below its intrinsic size on `axis`.
  public func contentCompressionResistancePriority(for axis: Axis) -> LayoutPriority {
    compressionPriorities[axis, default: .defaultHigh]
  }

  /// Sets how strongly the view resists shrinking below its intrinsic size on `axis`.
  public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: Axis) {
    compressionPriorities[axis] = priority
  }

  /// Resizes the view to ``sizeThatFits(_:)`` at its current size, keeping its origin.
  public func sizeToFit() {
    frame.size = sizeThatFits(frame.size)
  }

  /// Positions subviews; the base does nothing.
  open func layoutSubviews() {}

  /// Lays out the view and then its subviews, top down, as UIKit's layout pass does before
  /// drawing.
  public func layoutIfNeeded() {
    layoutSubviews()
    for subview in subviews {
      subview.layoutIfNeeded()
    }
  }

  /// What VoiceOver reads in the view drawn at `rect` (in the coordinates of the view being
  /// read), visible inside `clip`: groups of elements, each read without a break, in order.
  ///
  /// Views whose reading UIKit derives from more than their properties (a table, a
  /// navigation bar, a cell) override it.
  func accessibilityGroups(at rect: GridRect, clip: GridRect) -> [[AccessibilityElement]] {
    if isAccessibilityElement {
      let element = accessibilityElement(frame: rect)
      return element.isSilent ? [] : [[element]]
    }
    if let explicit = accessibilityElements {
      return [explicitAccessibilityElements(explicit, at: rect, clip: clip)]
    }
    return subviewAccessibilityGroups(at: rect, clip: clip)
  }

  /// Draws the view's own content; `rect` is the frame in canvas coordinates.
  ///
  /// Drawing outside `clip` is dropped by the canvas.
  open func draw(_ rect: GridRect, on canvas: inout Canvas, clip: GridRect) {}

  /// Draws the view at `origin` (its superview's origin in canvas coordinates), then its
  /// subviews, all clipped to `clip` and to the view's own frame.
  public func render(on canvas: inout Canvas, origin: GridPoint = .zero, clip: GridRect? = nil) {
    guard !isHidden else { return }
    let rect = frame.offsetBy(dx: origin.x, dy: origin.y)
    let visible = rect.intersection(clip ?? canvas.bounds)
    guard !visible.isEmpty else { return }
    draw(rect, on: &canvas, clip: visible)
    for subview in subviews {
      subview.render(on: &canvas, origin: rect.origin, clip: visible)
    }
  }
}
