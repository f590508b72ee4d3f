import Foundation
import TextCanvas

/// One attribute of a view or layout guide, from which constraints are made, as UIKit's
/// `NSLayoutAnchor`: `label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16)`.
///
/// Anchors of one kind only pair with each other: an x-axis anchor with an x-axis anchor, a
/// y-axis anchor with a y-axis anchor, a dimension with a dimension. The constraints they make
/// are inactive until activated.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
  /// The view or guide the anchor belongs to.
  package private(set) weak var item: AnyObject?
  /// Which attribute of the item.
  package let attribute: NSLayoutConstraint.Attribute

  package init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
    self.item = item
    self.attribute = attribute
    super.init()
  }

  /// This anchor equal to `anchor`.
  public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    constraint(.equal, anchor, constant: 0)
  }

  /// This anchor at least `anchor`.
  public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>)
    -> NSLayoutConstraint
  {
    constraint(.greaterThanOrEqual, anchor, constant: 0)
  }

  /// This anchor at most `anchor`.
  public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>)
    -> NSLayoutConstraint
  {
    constraint(.lessThanOrEqual, anchor, constant: 0)
  }

  /// This anchor equal to `anchor` plus `c` points.
  public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    constraint(.equal, anchor, constant: c)
  }

  /// This anchor at least `anchor` plus `c` points.
  public func constraint(
    greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
  ) -> NSLayoutConstraint {
    constraint(.greaterThanOrEqual, anchor, constant: c)
  }

  /// This anchor at most `anchor` plus `c` points.
  public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    constraint(.lessThanOrEqual, anchor, constant: c)
  }

  /// A constraint from this anchor to `anchor`.
  package func constraint(
    _ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>?,
    multiplier: CGFloat = 1, constant: CGFloat
  ) -> NSLayoutConstraint {
    NSLayoutConstraint(
      first: item ?? NSNull(), firstAttribute: attribute, relation: relation,
      second: anchor.map { $0.item ?? NSNull() },
      secondAttribute: anchor?.attribute ?? .notAnAttribute,
      multiplier: multiplier, constant: constant)
  }
}

/// An anchor of a horizontal position: leading, trailing, left, right, centre X.
@preconcurrency @MainActor
public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
  /// This anchor `multiplier` times the standard 8-point spacing after `anchor`.
  public func constraint(
    equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    constraint(.equal, anchor, constant: Self.systemSpacing * multiplier)
  }

  /// This anchor at least `multiplier` standard spacings after `anchor`.
  public func constraint(
    greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    constraint(.greaterThanOrEqual, anchor, constant: Self.systemSpacing * multiplier)
  }

  /// This anchor at most `multiplier` standard spacings after `anchor`.
  public func constraint(
    lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    constraint(.lessThanOrEqual, anchor, constant: Self.systemSpacing * multiplier)
  }

  /// UIKit's standard spacing between siblings: 8 points, one column.
  static let systemSpacing: CGFloat = 8
}

/// An anchor of a vertical position: top, bottom, centre Y, baselines.
@preconcurrency @MainActor
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
  /// This anchor `multiplier` standard spacings below `anchor`.
  ///
  /// Between two baselines the standard spacing is a line of text (22 points), so the text
  /// below starts on the next line; between other anchors it is 8 points, no whole line.
  public func constraint(
    equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    constraint(.equal, anchor, constant: systemSpacing(below: anchor) * multiplier)
  }

  /// This anchor at least `multiplier` standard spacings below `anchor`.
  public func constraint(
    greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    constraint(.greaterThanOrEqual, anchor, constant: systemSpacing(below: anchor) * multiplier)
  }

  /// This anchor at most `multiplier` standard spacings below `anchor`.
  public func constraint(
    lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    constraint(.lessThanOrEqual, anchor, constant: systemSpacing(below: anchor) * multiplier)
  }

  private func systemSpacing(below anchor: NSLayoutYAxisAnchor) -> CGFloat {
    let baselines: Set<NSLayoutConstraint.Attribute> = [.firstBaseline, .lastBaseline]
    return baselines.contains(attribute) && baselines.contains(anchor.attribute)
      ? PointScale.line : NSLayoutXAxisAnchor.systemSpacing
  }
}

/// An anchor of a size: width or height.
@preconcurrency @MainActor
public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  /// This size equal to `c` points.
  public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
    constraint(.equal, nil, constant: c)
  }

  /// This size at least `c` points.
  public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    constraint(.greaterThanOrEqual, nil, constant: c)
  }

  /// This size at most `c` points.
  public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    constraint(.lessThanOrEqual, nil, constant: c)
  }

  /// This size equal to `anchor` times `m`.
  public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat)
    -> NSLayoutConstraint
  {
    constraint(.equal, anchor, multiplier: m, constant: 0)
  }

  /// This size at least `anchor` times `m`.
  public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat)
    -> NSLayoutConstraint
  {
    constraint(.greaterThanOrEqual, anchor, multiplier: m, constant: 0)
  }

  /// This size at most `anchor` times `m`.
  public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat)
    -> NSLayoutConstraint
  {
    constraint(.lessThanOrEqual, anchor, multiplier: m, constant: 0)
  }

  /// This size equal to `anchor` times `m` plus `c` points.
  public func constraint(
    equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  ) -> NSLayoutConstraint {
    constraint(.equal, anchor, multiplier: m, constant: c)
  }

  /// This size at least `anchor` times `m` plus `c` points.
  public func constraint(
    greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  ) -> NSLayoutConstraint {
    constraint(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
  }

  /// This size at most `anchor` times `m` plus `c` points.
  public func constraint(
    lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  ) -> NSLayoutConstraint {
    constraint(.lessThanOrEqual, anchor, multiplier: m, constant: c)
  }
}
