import Cassowary
import Foundation
import TextCanvas

/// A rectangle of the screen and the views inside it, as `UIView`.
///
/// Frames, bounds and sizes are in points, as in UIKit, and live on the character grid: a
/// frame is kept as the columns and lines its edges fall nearest to (see the point scale in
/// <doc:BringYourUIKitScreen>), so a frame read back is the grid's rectangle in points. Unlike a
/// `UIView`, a view always clips its subviews to its frame (`clipsToBounds` is always true),
/// so nothing drawn escapes the cell or bar it belongs to.
///
/// ```swift
/// let row = UIView(frame: CGRect(x: 0, y: 0, width: 78, height: 22))  // 8 columns, 1 line
/// let label = UILabel(frame: CGRect(x: 19.5, y: 0, width: 97.5, height: 22))
/// label.text = "Kingfisher"
/// row.addSubview(label)  // drawn from column 2, cut at the row's edge: "  Kingfi"
/// ```
@preconcurrency @MainActor
open class UIView: UIResponder {
  /// The view's rectangle in its superview's coordinates, on the grid; a change of size
  /// resizes the subviews by their ``autoresizingMask``.
  package var gridFrame: GridRect {
    didSet {
      guard gridFrame.size != oldValue.size, autoresizesSubviews, !subviews.isEmpty else { return }
      autoresizeSubviews(from: oldValue.size)
    }
  }
  /// How the view follows its superview's size, as UIKit's `autoresizingMask`: none by
  /// default; see ``UIView/AutoresizingMask``.
  open var autoresizingMask: AutoresizingMask = []
  /// Whether the subviews follow this view's size by their ``autoresizingMask``: true, as in
  /// UIKit.
  open var autoresizesSubviews = true
  /// Whether the view and its subviews are skipped when drawing and by VoiceOver; an arranged
  /// view of a ``UIStackView`` that is hidden takes no room in it.
  open var isHidden = false {
    didSet {
      guard isHidden != oldValue, let stack = superview as? UIStackView,
        stack.arrangedSubviews.contains(where: { $0 === self })
      else { return }
      stack.arrangedSubviewChanged(self, leaving: false)
    }
  }
  /// The view's opacity, 0 to 1; a view at 0 is neither drawn nor read, as VoiceOver skips
  /// it. Values in between are kept, not drawn.
  open var alpha: CGFloat = 1
  /// How the view is moved, scaled or rotated when drawn: the identity by default; kept, not
  /// drawn (nor does it change ``frame``).
  open var transform = CGAffineTransform.identity
  /// The background colour; kept, not drawn.
  open var backgroundColor: UIColor?
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // UIKit's own name and type.
  /// The tint of the view and its subviews; kept, not drawn.
  open var tintColor: UIColor! = .tintColor
  /// Whether the view is opaque; kept.
  public var isOpaque = true
  /// Whether subviews are clipped to the view's bounds; a headless view always clips them,
  /// whatever this says.
  public var clipsToBounds = false
  /// How content fills the bounds; kept.
  public var contentMode = ContentMode.scaleToFill
  /// Whether the view takes touches; kept (a cell reads it as its disabled state).
  public var isUserInteractionEnabled = true {
    didSet {
      if isUserInteractionEnabled != oldValue { userInteractionEnabledDidChange() }
    }
  }
  /// Called when ``isUserInteractionEnabled`` changes; a cell updates its configuration.
  package func userInteractionEnabledDidChange() {}
  /// A name that finds the view in tests, as UI tests use it; not spoken.
  public var accessibilityIdentifier: String?
  /// What draws the view in an app: its corner radius, border and shadow are kept.
  public private(set) lazy var layer = CALayer()
  /// A number that identifies the view to the app's own code; 0 by default.
  public var tag = 0
  /// The room kept clear inside the view's edges for content laid out to its margins, in
  /// points: 8 on every side by default, as in UIKit; a table's are 16 at the sides.
  ///
  /// Set through ``directionalLayoutMargins``, the left and right margins follow the view's
  /// ``effectiveUserInterfaceLayoutDirection``: in right to left, the leading margin is the
  /// right one.
  open var layoutMargins: UIEdgeInsets {
    get {
      guard let directional = directionalMarginsSet else { return physicalLayoutMargins }
      return directional.edgeInsets(rightToLeft: isRightToLeft)
    }
    set {
      physicalLayoutMargins = newValue
      directionalMarginsSet = nil
      invalidateConstraintLayout()
    }
  }
  /// The margins last set through ``layoutMargins``, left and right.
  private var physicalLayoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
  /// The margins last set through ``directionalLayoutMargins``; nil when ``layoutMargins``
  /// was set last.
  private var directionalMarginsSet: NSDirectionalEdgeInsets?
  /// The same margins, leading and trailing: the leading margin is the left one in left to
  /// right, the right one in right to left (see ``effectiveUserInterfaceLayoutDirection``).
  public var directionalLayoutMargins: NSDirectionalEdgeInsets {
    get {
      directionalMarginsSet
        ?? NSDirectionalEdgeInsets(physicalLayoutMargins, rightToLeft: isRightToLeft)
    }
    set {
      directionalMarginsSet = newValue
      invalidateConstraintLayout()
    }
  }
  /// What the view's content means for its layout direction: `.unspecified` by default,
  /// following the traits' direction; see ``effectiveUserInterfaceLayoutDirection``.
  open var semanticContentAttribute = UISemanticContentAttribute.unspecified {
    didSet {
      guard semanticContentAttribute != oldValue else { return }
      invalidateConstraintLayout()
      setNeedsLayout()
    }
  }
  /// The view controller whose view this is, if any.
  package weak var viewController: UIViewController?
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
  /// Whether VoiceOver reads only this view among its siblings, as an alert's view is read:
  /// false by default. The last visible sibling that says so is read, its siblings are not.
  public var accessibilityViewIsModal = false
  /// Actions VoiceOver offers on the element besides activating it; nil (the default) or
  /// empty offers none.
  public var accessibilityCustomActions: [UIAccessibilityCustomAction]?
  private var huggingPriorities: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
  private var compressionPriorities: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]

  /// Whether the view's frame, as set by code, becomes its constraints: true by default, as
  /// for a view made in code. Set it to false for a view that constraints place; see
  /// <doc:BringYourUIKitScreen>.
  public var translatesAutoresizingMaskIntoConstraints = true {
    didSet {
      invalidateConstraintLayout()
      superview?.invalidateConstraintLayout()
    }
  }
  /// The active constraints installed on this view: those whose items' nearest common
  /// ancestor it is.
  package var installedConstraints: [NSLayoutConstraint] = []
  /// The active constraints that name this view or one of its guides.
  package var involvedConstraints: [NSLayoutConstraint] = []
  /// Changes whenever something the constraints of this view depend on changes.
  package var constraintGeneration = 0
  /// What Auto Layout failed with since the failures were last taken.
  package var autoLayoutFailures: [AutoLayoutError] = []
  /// The solved constraints of the views this view places, kept between layouts.
  package var autoLayoutEngine: AutoLayoutEngine?
  /// The guides a team added with `addLayoutGuide(_:)`.
  package var customLayoutGuides: [UILayoutGuide] = []
  /// Whether `updateConstraints()` is due before the next layout: true for a new view, so that
  /// every view is asked once, as UIKit asks.
  package var constraintsNeedUpdate = true

  /// The view's layout margins as a guide, for constraints.
  public private(set) lazy var layoutMarginsGuide = UILayoutGuide(
    kind: .margins, owningView: self, identifier: "UIViewLayoutMarginsGuide")
  /// The part of the view no bar covers: its bounds, as the headless screen puts no bar over a
  /// view's content.
  public private(set) lazy var safeAreaLayoutGuide = UILayoutGuide(
    kind: .safeArea, owningView: self, identifier: "UIViewSafeAreaLayoutGuide")
  /// The readable width of text: on a phone in portrait, the layout margins.
  public private(set) lazy var readableContentGuide = UILayoutGuide(
    kind: .readableContent, owningView: self, identifier: "UIViewReadableContentGuide")

  /// Creates a view with `frame`, in points.
  public init(frame: CGRect) {
    gridFrame = GridRect(points: frame)
    super.init()
  }

  /// Creates a view with no size, as `UIView()`.
  public convenience override init() {
    self.init(frame: .zero)
  }

  /// Creates an empty view: a headless view is never decoded from a storyboard or nib, so a
  /// subclass that implements this only to satisfy the compiler is never asked.
  public required init?(coder: NSCoder) {
    gridFrame = .zero
    super.init()
  }

  /// Creates a view with a frame on the grid, for the headless UI's own views and tests.
  package convenience init(gridFrame: GridRect) {
    self.init(frame: .zero)
    self.gridFrame = gridFrame
  }

  /// The view's rectangle in its superview's coordinates, in points; setting it places the
  /// view on the grid lines nearest its edges.
  open var frame: CGRect {
    get { gridFrame.points }
    set { gridFrame = GridRect(points: newValue) }
  }

  /// The view's own rectangle, in points: its frame's size at the origin.
  open var bounds: CGRect {
    get { gridBounds.points }
    set { gridFrame.size = GridSize(points: newValue.size) }
  }

  /// The centre of the frame, in points; setting it moves the frame.
  open var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set {
      frame.origin = CGPoint(
        x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
    }
  }

  /// The view's own rectangle on the grid.
  package var gridBounds: GridRect { GridRect(origin: .zero, size: gridFrame.size) }

  /// Adds `view` on top of the other subviews, taking it from its old superview.
  public func addSubview(_ view: UIView) {
    insertSubview(view, at: subviews.count)
  }

  /// Inserts `view` among the subviews at `index` (clamped to them), taking it from its old
  /// superview; a view cannot be inside itself.
  public func insertSubview(_ view: UIView, at index: Int) {
    guard !view.isAncestor(of: self) else { return }
    view.removeFromSuperview()
    subviews.insert(view, at: Swift.min(Swift.max(index, 0), subviews.count))
    view.superview = self
    view.invalidateConstraintLayout()
    invalidateConstraintLayout()
  }

  /// Whether `view` is this view or inside it: a view cannot go inside itself.
  func isAncestor(of view: UIView) -> Bool {
    var current: UIView? = view
    while let candidate = current {
      if candidate === self { return true }
      current = candidate.superview
    }
    return false
  }

  /// Moves `view`, one of the subviews, in front of the others.
  public func bringSubviewToFront(_ view: UIView) {
    guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
    subviews.append(subviews.remove(at: index))
  }

  /// Takes the view out of its superview.
  public func removeFromSuperview() {
    guard let superview else { return }
    if let stack = superview as? UIStackView,
      stack.arrangedSubviews.contains(where: { $0 === self })
    {
      stack.arrangedSubviewChanged(self, leaving: true)
    }
    deactivateConstraintsLeaving(superview)
    superview.subviews.removeAll { $0 === self }
    self.superview = nil
    invalidateConstraintLayout()
    superview.invalidateConstraintLayout()
  }

  /// A size with no natural value on an axis, as `UIView.noIntrinsicMetric`.
  public static let noIntrinsicMetric: CGFloat = -1

  /// The size the content wants, in points; ``noIntrinsicMetric`` on an axis with no natural
  /// size. A label's is its text's columns and lines.
  open var intrinsicContentSize: CGSize {
    let size = gridIntrinsicSize
    return CGSize(
      width: size.width.map(PointScale.points(columns:)) ?? Self.noIntrinsicMetric,
      height: size.height.map(PointScale.points(lines:)) ?? Self.noIntrinsicMetric)
  }

  /// Tells the layout that ``intrinsicContentSize`` changed; the headless layout reads it
  /// afresh at every pass, so there is nothing to do.
  open func invalidateIntrinsicContentSize() {}

  /// The size the view wants within `size`, in points (for a multi-line label: its height at
  /// a width); its current size by default.
  open func sizeThatFits(_ size: CGSize) -> CGSize {
    gridSizeThatFits(GridSize(points: size)).points
  }

  /// The headless views' intrinsic size on the grid, per axis; nil on an axis with no natural
  /// size. ``intrinsicContentSize`` is this in points unless a subclass overrides it.
  package var gridIntrinsicSize: (width: Int?, height: Int?) { (nil, nil) }

  /// The headless views' fitting size on the grid; ``sizeThatFits(_:)`` is this in points
  /// unless a subclass overrides it.
  package func gridSizeThatFits(_ size: GridSize) -> GridSize { gridFrame.size }

  /// What the layout uses as the view's intrinsic size on the grid: ``intrinsicContentSize``,
  /// a team's override included, in whole columns and lines.
  package var layoutIntrinsicSize: (width: Int?, height: Int?) {
    let size = intrinsicContentSize
    return (
      size.width < 0 ? nil : PointScale.columns(size.width),
      size.height < 0 ? nil : PointScale.lines(size.height)
    )
  }

  /// What the layout uses as the view's fitting size on the grid: ``sizeThatFits(_:)``, a
  /// team's override included, in whole columns and lines.
  package func layoutSize(fitting size: GridSize) -> GridSize {
    GridSize(points: sizeThatFits(size.points))
  }

  /// How strongly the view resists growing past its intrinsic size on `axis`:
  /// `.defaultLow` (250) unless set.
  public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    huggingPriorities[axis] ?? .defaultLow
  }

  /// Sets how strongly the view resists growing past its intrinsic size on `axis`.
  public func setContentHuggingPriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    huggingPriorities[axis] = priority
  }

  /// How strongly the view resists shrinking below its intrinsic size on `axis`:
  /// `.defaultHigh` (750) unless set.
  public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis)
    -> UILayoutPriority
  {
    compressionPriorities[axis] ?? .defaultHigh
  }

  /// Sets how strongly the view resists shrinking below its intrinsic size on `axis`.
  public func setContentCompressionResistancePriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    compressionPriorities[axis] = priority
  }

  /// The hugging priority on a grid axis, for the solver.
  package func huggingPriority(on axis: Axis) -> LayoutPriority {
    contentHuggingPriority(for: axis == .horizontal ? .horizontal : .vertical).solverPriority
  }

  /// The compression resistance on a grid axis, for the solver.
  package func compressionResistancePriority(on axis: Axis) -> LayoutPriority {
    contentCompressionResistancePriority(for: axis == .horizontal ? .horizontal : .vertical)
      .solverPriority
  }

  /// The size the view's constraints give it nearest to `targetSize`, its width pulled at
  /// `horizontalFittingPriority` and its height at `verticalFittingPriority`: a cell asks
  /// for its height at the table's width with `.required` and `.fittingSizeLevel`.
  ///
  /// A view that places no subview by constraints answers ``sizeThatFits(_:)``.
  open func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    let target = GridSize(points: targetSize)
    guard let engine = AutoLayoutEngine.engine(for: self) else {
      return sizeThatFits(targetSize)
    }
    return engine.fittingSize(
      target, horizontal: horizontalFittingPriority.solverPriority,
      vertical: verticalFittingPriority.solverPriority
    ).points
  }

  /// Updates the view's constraints before layout; UIKit asks every view once, and again after
  /// ``setNeedsUpdateConstraints()``. A subclass that overrides it calls `super` last.
  open func updateConstraints() {
    constraintsNeedUpdate = false
  }

  /// Whether the first baseline is a line below the top (a view that shows text), not the
  /// bottom edge.
  package var hasTextBaseline: Bool { false }

  /// Resizes the view to ``sizeThatFits(_:)`` at its current size, keeping its origin.
  open func sizeToFit() {
    gridFrame.size = layoutSize(fitting: gridFrame.size)
  }

  /// Positions subviews: the base places the subviews that constraints place (those with
  /// ``translatesAutoresizingMaskIntoConstraints`` false, and theirs) when this view's own
  /// frame is not theirs to decide; a subclass that overrides it calls `super` first, as in
  /// UIKit.
  open func layoutSubviews() {
    AutoLayoutEngine.layOut(self)
  }

  /// Asks for a layout pass before the next drawing; the headless UI lays out every view
  /// before drawing it, so there is nothing to remember.
  open func setNeedsLayout() {}

  /// Asks for the view to be drawn again; the headless UI draws every frame afresh.
  open func setNeedsDisplay() {}

  /// Called after the view's traits changed (its window changed size class), with the old
  /// ones.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// Asks for part of the view to be drawn again; the headless UI draws every frame afresh.
  open func setNeedsDisplay(_ rect: CGRect) {}

  /// Draws the view's content in an app, as UIKit's `draw(_:)`; the base draws nothing.
  ///
  /// A subclass that overrides it is called at every frame, with the view's bounds and a
  /// context (`UIGraphicsGetCurrentContext()`) that records its calls; since a text frame has
  /// no pixels, the view then shows as a placeholder in its frame, `drawn: ` and its
  /// accessibility label, else its class name: boxed in a frame of three lines or more,
  /// `[drawn: ChartView]` in a shorter one. So does a view whose layer holds a shape or
  /// gradient layer. See <doc:BringYourUIKitScreen>.
  open func draw(_ rect: CGRect) {
    drawingReachedBase = true
  }

  /// Whether the last call of ``draw(_:)-(CGRect)`` reached the base: the view does not draw itself.
  package var drawingReachedBase = false
  /// The calls the view's ``draw(_:)-(CGRect)`` made in its context at the last frame.
  package var recordedDrawing: [String] = []

  /// The view controller whose view this is, else the superview.
  open override var next: UIResponder? { viewController ?? superview }

  /// The gesture recognizers attached, in the order added.
  package var attachedGestureRecognizers: [UIGestureRecognizer] = []

  /// The gesture recognizers attached to the view, in the order added; nil when there are
  /// none, as UIKit's.
  open var gestureRecognizers: [UIGestureRecognizer]? {
    get { attachedGestureRecognizers.isEmpty ? nil : attachedGestureRecognizers }
    set {
      for recognizer in attachedGestureRecognizers { recognizer.view = nil }
      attachedGestureRecognizers = newValue ?? []
      for recognizer in attachedGestureRecognizers {
        recognizer.view?.removeGestureRecognizer(recognizer)
        recognizer.view = self
      }
    }
  }

  /// Attaches `gestureRecognizer`, taking it from the view it was on.
  open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    guard gestureRecognizer.view !== self else { return }
    gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
    attachedGestureRecognizers.append(gestureRecognizer)
    gestureRecognizer.view = self
  }

  /// Detaches `gestureRecognizer`.
  open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    guard gestureRecognizer.view === self else { return }
    attachedGestureRecognizers.removeAll { $0 === gestureRecognizer }
    gestureRecognizer.view = nil
  }

  /// Makes the view, or the view inside it that holds the focus, give the focus up; returns
  /// whether one did.
  @discardableResult
  open func endEditing(_ force: Bool) -> Bool {
    var resigned = false
    if isFirstResponder { resigned = resignFirstResponder() }
    for subview in subviews where subview.endEditing(force) { resigned = true }
    return resigned
  }

  /// Updates the constraints that are due (``updateConstraints()``), then lays out the view and
  /// its subviews, top down, as UIKit's layout pass does before drawing.
  open func layoutIfNeeded() {
    updateConstraintsIfNeeded()
    layOutSubtree()
  }

  /// `layoutSubviews()` of the view, then of each subview's tree, top down.
  package func layOutSubtree() {
    viewController?.viewWillLayoutSubviews()
    layoutSubviews()
    viewController?.viewDidLayoutSubviews()
    for subview in subviews {
      subview.layOutSubtree()
    }
  }

  /// What VoiceOver reads in the view drawn at `rect` (in the coordinates of the view being
  /// read), visible inside `clip`: groups of elements, each read without a break, in order.
  ///
  /// Views whose reading UIKit derives from more than their properties (a table, a
  /// navigation bar, a cell) override it.
  func accessibilityGroups(at rect: GridRect, clip: GridRect) -> [[AccessibilityElement]] {
    if isAccessibilityElement {
      let element = accessibilityElement(gridFrame: rect)
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
  package func draw(_ rect: GridRect, on canvas: inout Canvas, clip: GridRect) {}

  /// Draws the view at `origin` (its superview's origin in canvas coordinates), then its
  /// subviews, all clipped to `clip` and to the view's own frame; the first
  /// ``backgroundSubviewCount`` subviews are drawn before the view itself.
  package func render(on canvas: inout Canvas, origin: GridPoint = .zero, clip: GridRect? = nil) {
    guard !isHidden, alpha > 0 else { return }
    let rect = gridFrame.offsetBy(dx: origin.x, dy: origin.y)
    let visible = rect.intersection(clip ?? canvas.gridBounds)
    guard !visible.isEmpty else { return }
    let backgrounds = min(max(backgroundSubviewCount, 0), subviews.count)
    for subview in subviews.prefix(backgrounds) {
      subview.render(on: &canvas, origin: rect.origin, clip: visible)
    }
    draw(rect, on: &canvas, clip: visible)
    if drawsItself() { drawDrawingPlaceholder(rect, on: &canvas, clip: visible) }
    for subview in subviews.dropFirst(backgrounds) {
      subview.render(on: &canvas, origin: rect.origin, clip: visible)
    }
  }

  /// How many of the first subviews are backgrounds, drawn under what the view draws itself
  /// (a cell's selection bar and accessories over its background views): none by default.
  package var backgroundSubviewCount: Int { 0 }
}
