import Foundation

/// What a view's content means for its layout direction, as `UISemanticContentAttribute`:
/// whether it flips when the interface is right to left.
///
/// | attribute | in left to right | in right to left |
/// |---|---|---|
/// | `.unspecified` | left to right | right to left |
/// | `.playback`, `.spatial` | left to right | left to right |
/// | `.forceLeftToRight` | left to right | left to right |
/// | `.forceRightToLeft` | right to left | right to left |
public enum UISemanticContentAttribute: Int, Hashable, Sendable {
  /// The default: the view flips with the interface.
  case unspecified = 0
  /// Playback controls (play, rewind, a scrubber): never flipped.
  case playback = 1
  /// Directional controls (a D-pad, an alignment control): never flipped.
  case spatial = 2
  /// Always laid out left to right.
  case forceLeftToRight = 3
  /// Always laid out right to left.
  case forceRightToLeft = 4
}

extension UIView {
  /// The layout direction `attribute` gives relative to the app's
  /// (``UIApplication/userInterfaceLayoutDirection``).
  public class func userInterfaceLayoutDirection(
    for attribute: UISemanticContentAttribute
  ) -> UIUserInterfaceLayoutDirection {
    userInterfaceLayoutDirection(
      for: attribute, relativeTo: UIApplication.shared.userInterfaceLayoutDirection)
  }

  /// The layout direction `semanticContentAttribute` gives relative to `layoutDirection`:
  /// `layoutDirection` for `.unspecified`, left to right for `.playback`, `.spatial` and
  /// `.forceLeftToRight`, right to left for `.forceRightToLeft`.
  public class func userInterfaceLayoutDirection(
    for semanticContentAttribute: UISemanticContentAttribute,
    relativeTo layoutDirection: UIUserInterfaceLayoutDirection
  ) -> UIUserInterfaceLayoutDirection {
    switch semanticContentAttribute {
    case .unspecified: layoutDirection
    case .playback, .spatial, .forceLeftToRight: .leftToRight
    case .forceRightToLeft: .rightToLeft
    }
  }
}

extension NSDirectionalEdgeInsets {
  /// `insets` seen leading and trailing: the leading inset is the left one, or the right one
  /// when `rightToLeft`.
  package init(_ insets: UIEdgeInsets, rightToLeft: Bool) {
    self.init(
      top: insets.top, leading: rightToLeft ? insets.right : insets.left, bottom: insets.bottom,
      trailing: rightToLeft ? insets.left : insets.right)
  }

  /// The insets left and right: the leading inset goes on the left, or on the right when
  /// `rightToLeft`.
  package func edgeInsets(rightToLeft: Bool) -> UIEdgeInsets {
    UIEdgeInsets(
      top: top, left: rightToLeft ? trailing : leading, bottom: bottom,
      right: rightToLeft ? leading : trailing)
  }
}
