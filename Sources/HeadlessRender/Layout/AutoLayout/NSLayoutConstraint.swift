import Foundation
import TextCanvas

/// A relation between two attributes of views or layout guides, as UIKit's
/// `NSLayoutConstraint`: `first.attribute relation second.attribute * multiplier + constant`.
///
/// ```swift
/// NSLayoutConstraint.activate([
///   titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
///   titleLabel.topAnchor.constraint(equalTo: contentView.topAnchor),
///   titleLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
/// ])
/// ```
///
/// Constants are in points and map to the grid once each, when the layout is solved: a
/// horizontal constant to the nearest whole column (9.75 points), a vertical one to the nearest
/// whole line (22 points), so `16` is 2 columns or 1 line and `8` is 1 column or no line. See
/// <doc:BringYourUIKitScreen> for the whole scale.
///
/// What UIKit raises an exception for (activating a constraint between views with no common
/// ancestor) is kept as an ``AutoLayoutError`` that the frame drawing the views reports, and the
/// constraint stays inactive. Constraints that cannot all hold are broken as UIKit breaks them:
/// the one that conflicts is left out, and UIKit's "Unable to simultaneously satisfy
/// constraints." is printed.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
  /// Which part of an item a constraint relates.
  public enum Attribute: Int, Hashable, Sendable {
    /// The left edge.
    case left = 1
    /// The right edge.
    case right
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom
    /// The leading edge: the left on the left-to-right grid.
    case leading
    /// The trailing edge: the right on the left-to-right grid.
    case trailing
    /// The width.
    case width
    /// The height.
    case height
    /// The horizontal centre.
    case centerX
    /// The vertical centre.
    case centerY
    /// The baseline of the last line of text: the bottom edge on the grid.
    case lastBaseline
    /// The baseline of the first line of text: the bottom of the first line for a view that
    /// shows text (a label, a button, a search bar), the bottom edge for any other view.
    case firstBaseline
    /// The left edge inset by the left layout margin.
    case leftMargin
    /// The right edge inset by the right layout margin.
    case rightMargin
    /// The top edge inset by the top layout margin.
    case topMargin
    /// The bottom edge inset by the bottom layout margin.
    case bottomMargin
    /// The leading edge inset by the leading layout margin.
    case leadingMargin
    /// The trailing edge inset by the trailing layout margin.
    case trailingMargin
    /// The horizontal centre between the side margins.
    case centerXWithinMargins
    /// The vertical centre between the top and bottom margins.
    case centerYWithinMargins
    /// No attribute: the second item of a constant width or height.
    case notAnAttribute = 0

    /// Whether the attribute is measured in columns (else in lines).
    /// Whether the attribute is leading or trailing, or their margins: those that flip in
    /// right to left.
    package var isDirectional: Bool {
      [.leading, .trailing, .leadingMargin, .trailingMargin].contains(self)
    }

    package var isHorizontal: Bool {
      switch self {
      case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
        .leadingMargin, .trailingMargin, .centerXWithinMargins:
        true
      case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline, .topMargin,
        .bottomMargin, .centerYWithinMargins, .notAnAttribute:
        false
      }
    }
  }

  /// How the two sides compare.
  public enum Relation: Int, Hashable, Sendable {
    /// The first side is at most the second.
    case lessThanOrEqual = -1
    /// The sides are equal.
    case equal = 0
    /// The first side is at least the second.
    case greaterThanOrEqual = 1
  }

  /// A direction of layout, for content hugging and compression resistance.
  public enum Axis: Int, Hashable, Sendable {
    /// Left to right: widths.
    case horizontal = 0
    /// Top to bottom: heights.
    case vertical = 1
  }

  /// The view or layout guide on the left side.
  public private(set) weak var firstItem: AnyObject?
  /// The attribute of the first item.
  public let firstAttribute: Attribute
  /// How the sides compare.
  public let relation: Relation
  /// The view or layout guide on the right side; nil for a constant width or height.
  public private(set) weak var secondItem: AnyObject?
  /// The attribute of the second item; `.notAnAttribute` when there is none.
  public let secondAttribute: Attribute
  /// What the second attribute is multiplied by.
  public let multiplier: CGFloat
  /// What is added to the right side, in points; a change takes effect at the next layout.
  public var constant: CGFloat {
    didSet { if constant != oldValue { invalidateLayout() } }
  }
  /// How much the constraint matters: `.required` by default.
  public var priority: UILayoutPriority = .required {
    didSet { if priority != oldValue { invalidateLayout() } }
  }
  /// A name that a layout issue prints for the constraint.
  public var identifier: String?
  /// Whether the constraint takes part in layout; setting it activates or deactivates it, as
  /// `activate(_:)` and `deactivate(_:)` do.
  public var isActive: Bool {
    get { installedOn != nil }
    set { newValue ? activate() : deactivate() }
  }
  /// Kept for UIKit's archiving; nothing is archived here.
  public var shouldBeArchived = false

  /// Whether an item is neither a view nor a layout guide: UIKit raises an exception when
  /// such a constraint is made, and it never takes part in layout.
  private var isMalformed = false
  /// The view the constraint is installed on while active: the two items' nearest common
  /// ancestor.
  package private(set) weak var installedOn: UIView?

  /// Creates a constraint `item.attribute relation toItem.attribute * multiplier + constant`,
  /// inactive. `item` and `toItem` are views or layout guides; `toItem` is nil with
  /// `.notAnAttribute` for a constant width or height.
  public convenience init(
    item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
    toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
  ) {
    self.init(
      first: view1 as AnyObject, firstAttribute: attr1, relation: relation,
      second: view2.map { $0 as AnyObject }, secondAttribute: attr2, multiplier: multiplier,
      constant: c)
    let items = [view1 as AnyObject] + (view2.map { [$0 as AnyObject] } ?? [])
    if !items.allSatisfy({ $0 is UIView || $0 is UILayoutGuide }) {
      isMalformed = true
      let view = items.lazy.compactMap { Self.view(of: $0) }.first
      view?.recordAutoLayoutFailure(AutoLayoutError(.notAViewOrGuide))
    }
  }

  /// Creates an inactive constraint.
  package init(
    first: AnyObject, firstAttribute: Attribute, relation: Relation, second: AnyObject?,
    secondAttribute: Attribute, multiplier: CGFloat, constant: CGFloat
  ) {
    firstItem = first
    self.firstAttribute = firstAttribute
    self.relation = relation
    secondItem = second
    self.secondAttribute = second == nil ? .notAnAttribute : secondAttribute
    self.multiplier = multiplier
    self.constant = constant
    super.init()
  }

  /// Activates every constraint in `constraints`, as setting each one's ``isActive``.
  public class func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.activate() }
  }

  /// Deactivates every constraint in `constraints`.
  public class func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.deactivate() }
  }

  /// `<NSLayoutConstraint UILabel.leading == UIView.leading + 16.0>`, with the identifier
  /// first when there is one and the priority last when it is not required.
  open override var description: String {
    MainActor.assumeIsolated { text }
  }

  /// The description.
  package var text: String {
    var text = "\(firstAnchorName) \(relation.symbol) "
    if secondAttribute == .notAnAttribute || secondItem == nil {
      text += "\(constant)"
    } else {
      text += secondAnchorName
      if multiplier != 1 { text += " * \(multiplier)" }
      if constant != 0 { text += " \(constant < 0 ? "-" : "+") \(abs(constant))" }
    }
    if priority != .required { text += " @\(priority.rawValue)" }
    if let identifier { text = "'\(identifier)' " + text }
    return "<NSLayoutConstraint \(text)>"
  }

  /// Whether the constraint's leading and trailing attributes (and its constant with them)
  /// are taken right to left: when one of its attributes is leading or trailing (margin or
  /// not) and the view it is installed on, the nearest common ancestor of its items, lays out
  /// right to left.
  package var flipsInRightToLeft: Bool {
    guard firstAttribute.isDirectional || secondAttribute.isDirectional else { return false }
    return (installedOn ?? Self.view(of: firstItem))?.isRightToLeft == true
  }

  /// The views the constraint relates: each item's view, or a guide's owning view.
  package var itemViews: [UIView] {
    [firstItem, secondItem].compactMap { Self.view(of: $0) }
  }

  /// The view an item stands for: itself, a guide's owning view, or the view a guide follows.
  package static func view(of item: AnyObject?) -> UIView? {
    if let view = item as? UIView { return view }
    guard let guide = item as? UILayoutGuide else { return nil }
    return guide.kind == .followsView ? guide.followedView : guide.owningView
  }

  /// `UILabel.top`: the first item's anchor, as UIKit's messages name it.
  private var firstAnchorName: String { "\(Self.name(of: firstItem)).\(firstAttribute.name)" }
  /// The second item's anchor.
  private var secondAnchorName: String {
    "\(Self.name(of: secondItem)).\(secondAttribute.name)"
  }

  private static func name(of item: AnyObject?) -> String {
    guard let item else { return "nil" }
    if let guide = item as? UILayoutGuide {
      return "\(name(of: guide.owningView)).\(guide.identifier)"
    }
    return String(describing: type(of: item))
  }

  private func activate() {
    guard installedOn == nil, !isMalformed, let firstView = Self.view(of: firstItem) else {
      return
    }
    let secondView = Self.view(of: secondItem)
    let ancestor = secondView.map { firstView.nearestCommonAncestor(with: $0) } ?? firstView
    guard let ancestor else {
      firstView.recordAutoLayoutFailure(
        AutoLayoutError(.noCommonAncestor(first: firstAnchorName, second: secondAnchorName)))
      return
    }
    installedOn = ancestor
    ancestor.installedConstraints.append(self)
    for view in itemViews { view.involvedConstraints.append(self) }
    invalidateLayout()
  }

  private func deactivate() {
    guard let ancestor = installedOn else { return }
    invalidateLayout()
    ancestor.installedConstraints.removeAll { $0 === self }
    for view in itemViews { view.involvedConstraints.removeAll { $0 === self } }
    installedOn = nil
  }

  private func invalidateLayout() {
    guard installedOn != nil else { return }
    for view in itemViews { view.invalidateConstraintLayout() }
  }
}

extension NSLayoutConstraint.Attribute {
  /// UIKit's name, as a constraint's description prints it.
  package var name: String {
    switch self {
    case .left: "left"
    case .right: "right"
    case .top: "top"
    case .bottom: "bottom"
    case .leading: "leading"
    case .trailing: "trailing"
    case .width: "width"
    case .height: "height"
    case .centerX: "centerX"
    case .centerY: "centerY"
    case .lastBaseline: "lastBaseline"
    case .firstBaseline: "firstBaseline"
    case .leftMargin: "leftMargin"
    case .rightMargin: "rightMargin"
    case .topMargin: "topMargin"
    case .bottomMargin: "bottomMargin"
    case .leadingMargin: "leadingMargin"
    case .trailingMargin: "trailingMargin"
    case .centerXWithinMargins: "centerXWithinMargins"
    case .centerYWithinMargins: "centerYWithinMargins"
    case .notAnAttribute: "notAnAttribute"
    }
  }
}

extension NSLayoutConstraint.Relation {
  /// `<=`, `==` or `>=`.
  package var symbol: String {
    switch self {
    case .lessThanOrEqual: "<="
    case .equal: "=="
    case .greaterThanOrEqual: ">="
    }
  }
}
