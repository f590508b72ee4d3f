import Foundation

extension UIView {
  /// The leading edge.
  public var leadingAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .leading) }
  /// The trailing edge.
  public var trailingAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .trailing) }
  /// The left edge.
  public var leftAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .left) }
  /// The right edge.
  public var rightAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .right) }
  /// The top edge.
  public var topAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .top) }
  /// The bottom edge.
  public var bottomAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .bottom) }
  /// The width.
  public var widthAnchor: NSLayoutDimension { .init(item: self, attribute: .width) }
  /// The height.
  public var heightAnchor: NSLayoutDimension { .init(item: self, attribute: .height) }
  /// The horizontal centre.
  public var centerXAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .centerX) }
  /// The vertical centre.
  public var centerYAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .centerY) }
  /// The baseline of the first line of text: the bottom of the first line of a label, a
  /// button or a search bar; the bottom edge of any other view.
  public var firstBaselineAnchor: NSLayoutYAxisAnchor {
    .init(item: self, attribute: .firstBaseline)
  }
  /// The baseline of the last line of text: the bottom edge on the grid.
  public var lastBaselineAnchor: NSLayoutYAxisAnchor {
    .init(item: self, attribute: .lastBaseline)
  }

  /// The active constraints installed on the view: those whose items' nearest common
  /// ancestor it is.
  public var constraints: [NSLayoutConstraint] { installedConstraints }

  /// Activates `constraint`, as older UIKit code installs one on a view.
  public func addConstraint(_ constraint: NSLayoutConstraint) {
    constraint.isActive = true
  }

  /// Activates `constraints`.
  public func addConstraints(_ constraints: [NSLayoutConstraint]) {
    NSLayoutConstraint.activate(constraints)
  }

  /// Deactivates `constraint` if it is installed on this view.
  public func removeConstraint(_ constraint: NSLayoutConstraint) {
    if constraint.installedOn === self { constraint.isActive = false }
  }

  /// Deactivates those of `constraints` installed on this view.
  public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { removeConstraint(constraint) }
  }

  /// The guides added to the view.
  public var layoutGuides: [UILayoutGuide] { customLayoutGuides }

  /// Adds `layoutGuide` to the view, taking it from another view it belonged to.
  public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
    guard layoutGuide.kind == .custom else { return }
    layoutGuide.owningView?.removeLayoutGuide(layoutGuide)
    layoutGuide.owningView = self
    customLayoutGuides.append(layoutGuide)
    invalidateConstraintLayout()
  }

  /// Removes `layoutGuide` from the view, deactivating the constraints that name it.
  public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
    guard layoutGuide.owningView === self, layoutGuide.kind == .custom else { return }
    for constraint in involvedConstraints
    where constraint.firstItem === layoutGuide || constraint.secondItem === layoutGuide {
      constraint.isActive = false
    }
    customLayoutGuides.removeAll { $0 === layoutGuide }
    layoutGuide.owningView = nil
    invalidateConstraintLayout()
  }

  /// The smallest size that constraints allow, to ask ``systemLayoutSizeFitting(_:)`` for.
  public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
  /// The largest size that constraints allow, to ask ``systemLayoutSizeFitting(_:)`` for.
  public static let layoutFittingExpandedSize = CGSize(width: 1e6, height: 1e6)

  /// The size the view's constraints give it nearest to `targetSize`, both sides pulled at
  /// the fitting level, as UIKit's `systemLayoutSizeFitting(_:)`.
  public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
      verticalFittingPriority: .fittingSizeLevel)
  }

  /// Asks for ``updateConstraints()`` before the next layout.
  public func setNeedsUpdateConstraints() {
    constraintsNeedUpdate = true
  }

  /// Whether ``updateConstraints()`` is due.
  public func needsUpdateConstraints() -> Bool { constraintsNeedUpdate }

  /// Calls ``updateConstraints()`` on the views of this tree for which it is due, deepest
  /// first, as UIKit's constraint pass does.
  public func updateConstraintsIfNeeded() {
    for subview in subviews { subview.updateConstraintsIfNeeded() }
    guard constraintsNeedUpdate else { return }
    if let viewController {
      viewController.updateViewConstraints()
    } else {
      updateConstraints()
    }
  }

  /// Whether the view needs constraint-based layout; the headless UI lays out every view the
  /// same way, so the answer changes nothing.
  public class var requiresConstraintBasedLayout: Bool { false }

  /// The layout margins on the grid.
  package var gridLayoutMargins: GridInsets { GridInsets(layoutMargins) }

  /// Marks what depends on this view's constraints, frame rules or subviews as changed, so the
  /// next layout solves them afresh.
  package func invalidateConstraintLayout() {
    AutoLayoutEngine.nextGeneration += 1
    constraintGeneration = AutoLayoutEngine.nextGeneration
  }

  /// Keeps `failure` for the frame that draws the view to report.
  package func recordAutoLayoutFailure(_ failure: AutoLayoutError) {
    autoLayoutFailures.append(failure)
  }

  /// The failures Auto Layout kept on the views of this tree, in tree order, forgetting them.
  package func takeAutoLayoutFailures() -> [AutoLayoutError] {
    var failures = autoLayoutFailures
    autoLayoutFailures = []
    for subview in subviews { failures += subview.takeAutoLayoutFailures() }
    return failures
  }

  /// The nearest view that is an ancestor of both, or either itself.
  func nearestCommonAncestor(with other: UIView) -> UIView? {
    var ancestors: Set<ObjectIdentifier> = []
    var current: UIView? = self
    while let view = current {
      ancestors.insert(ObjectIdentifier(view))
      current = view.superview
    }
    current = other
    while let view = current {
      if ancestors.contains(ObjectIdentifier(view)) { return view }
      current = view.superview
    }
    return nil
  }

  /// Deactivates the constraints installed above the view, on `superview` and its ancestors,
  /// that name this view or a view inside it: UIKit's rule when a view leaves its superview.
  func deactivateConstraintsLeaving(_ superview: UIView) {
    var current: UIView? = superview
    while let ancestor = current {
      for constraint in ancestor.installedConstraints
      where constraint.itemViews.contains(where: isAncestor(of:)) {
        constraint.isActive = false
      }
      current = ancestor.superview
    }
  }
}
