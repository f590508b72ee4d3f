import Foundation

/// Distances inward from a rectangle's edges, in points, as `UIEdgeInsets`.
public struct UIEdgeInsets: Hashable, Sendable {
  /// From the top edge.
  public var top: CGFloat
  /// From the left (leading) edge.
  public var left: CGFloat
  /// From the bottom edge.
  public var bottom: CGFloat
  /// From the right (trailing) edge.
  public var right: CGFloat

  /// No inset on any edge.
  public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

  /// Creates insets.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }
}

/// Distances inward from a rectangle's edges, leading and trailing rather than left and right,
/// as `NSDirectionalEdgeInsets`; the headless UI lays out left to right, so leading is left.
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
  /// From the top edge.
  public var top: CGFloat
  /// From the leading edge.
  public var leading: CGFloat
  /// From the bottom edge.
  public var bottom: CGFloat
  /// From the trailing edge.
  public var trailing: CGFloat

  /// No inset on any edge.
  public static let zero = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

  /// Creates insets.
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
}
